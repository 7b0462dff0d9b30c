import type { Dataset } from '@meridian/core';
import type { AdhocFilter } from '@meridian/viz';
import { Select, Tabs } from 'antd';
import { useState } from 'react';
import { EditorFooter } from '../editor-popover/EditorFooter';
import { ResizableArea } from '../editor-popover/ResizableArea';
import { SqlEditor } from '../editor-popover/SqlEditor';
import type { FilterEditorContext, FilterSubjectOption } from './adhoc-filter';
import { canSaveFilter, changeClause, newAdhocFilter, switchExpressionType } from './adhoc-filter';
import { FilterSimpleTab } from './FilterSimpleTab';
import { blocksSave } from './advanced-type';
import type { FilterClause } from './operators';
import { operatorIdOf } from './operators';
import { useAdvancedType } from './use-advanced-type';

/** Props of FilterEditor. */
export interface FilterEditorProps {
  /** The filter edited, or null for a new one. */
  filter: AdhocFilter | null;
  /** Where a new filter starts (a subject dropped from the datasource pane); empty without it. */
  initial?: AdhocFilter | undefined;
  /** Subjects of the Simple tab. */
  options: readonly FilterSubjectOption[];
  /** Operator rules' context. */
  context: FilterEditorContext;
  /** The dataset. */
  datasource: Dataset;
  /** Called with the saved filter. */
  onSave: (filter: AdhocFilter) => void;
  /** Closes the popover. */
  onClose: () => void;
}

/** The adhoc filter editor popover's body: Simple / Custom SQL tabs in a resizable area, Close / Save. */
export function FilterEditor({
  filter,
  initial,
  options,
  context,
  datasource,
  onSave,
  onClose,
}: FilterEditorProps) {
  const [original] = useState<AdhocFilter>(() => filter ?? newAdhocFilter());
  const [draft, setDraft] = useState<AdhocFilter>(() => (filter ? original : (initial ?? original)));
  const subjectColumn =
    draft.expressionType === 'SIMPLE' && draft.clause === 'WHERE'
      ? datasource.columns.find((c) => c.column_name === draft.subject)
      : undefined;
  const advanced = useAdvancedType(subjectColumn, draft.comparator);
  const canSave = canSaveFilter(original, draft, context) && !blocksSave(advanced, operatorIdOf(draft));
  const sqlTab = (
    <div
      style={{ display: 'flex', flexDirection: 'column', gap: 8, height: '100%' }}
      data-test="filter-sql-tab"
    >
      <Select
        aria-label="Clause"
        style={{ width: 120 }}
        value={draft.clause}
        onChange={(clause: FilterClause) => setDraft(changeClause(draft, clause))}
        options={[
          { value: 'WHERE', label: 'WHERE' },
          { value: 'HAVING', label: 'HAVING' },
        ]}
      />
      <SqlEditor
        ariaLabel="Custom SQL"
        datasource={datasource}
        placeholder="Specify a WHERE or HAVING clause, e.g. country = 'US'"
        value={draft.sqlExpression ?? ''}
        onChange={(sqlExpression) => setDraft({ ...draft, sqlExpression })}
      />
    </div>
  );
  return (
    <div data-test="filter-editor">
      <ResizableArea minWidth={380} minHeight={220}>
        <Tabs
          size="small"
          activeKey={draft.expressionType}
          onChange={(key) => setDraft(switchExpressionType(draft, key === 'SQL' ? 'SQL' : 'SIMPLE'))}
          items={[
            {
              key: 'SIMPLE',
              label: 'Simple',
              children: (
                <FilterSimpleTab
                  filter={draft}
                  onChange={setDraft}
                  options={options}
                  context={context}
                  datasource={datasource}
                  advanced={advanced}
                />
              ),
            },
            { key: 'SQL', label: 'Custom SQL', children: sqlTab },
          ]}
        />
      </ResizableArea>
      <EditorFooter
        onClose={onClose}
        canSave={canSave}
        onSave={() => {
          onSave(draft);
          onClose();
        }}
      />
    </div>
  );
}
