import type { Dataset, DatasetColumn } from '@meridian/core';
import { Empty, Select, Tabs } from 'antd';
import { useState } from 'react';
import { EditableLabel } from '../common/EditableLabel';
import { EditorFooter } from '../../../components/editor-popover/EditorFooter';
import { ResizableArea } from '../../../components/editor-popover/ResizableArea';
import { SqlEditor } from '../../../components/editor-popover/SqlEditor';
import type { ColumnDraft, ColumnEditorTab, ColumnValue } from './adhoc-column';
import {
  COLUMN_MESSAGES,
  canSaveColumn,
  columnEditorOptions,
  columnToDraft,
  defaultColumnLabel,
  draftToColumn,
} from './adhoc-column';

/** Props of ColumnEditor. */
export interface ColumnEditorProps {
  /** The column edited, or null for a new one. */
  column: ColumnValue | null;
  /** The dataset. */
  datasource: Dataset;
  /** Only temporal columns (x-axis of time charts). */
  temporalOnly?: boolean;
  /** Called with the saved column. */
  onSave: (column: ColumnValue) => void;
  /** Closes the popover. */
  onClose: () => void;
}

const TAB_LABELS: Record<ColumnEditorTab, string> = { SAVED: 'Saved', SIMPLE: 'Simple', SQL: 'Custom SQL' };

function EmptyState({ title, hint }: { title: string; hint: string }) {
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        <>
          <div>{title}</div>
          <div style={{ fontSize: 12 }}>{hint}</div>
        </>
      }
    />
  );
}

/** The column editor popover's body: Saved (calculated columns) / Simple / Custom SQL, editable label, Close / Save. */
export function ColumnEditor({
  column,
  datasource,
  temporalOnly = false,
  onSave,
  onClose,
}: ColumnEditorProps) {
  const [draft, setDraft] = useState<ColumnDraft>(() => columnToDraft(column, datasource.columns));
  const set = (patch: Partial<ColumnDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const { saved, simple } = columnEditorOptions(datasource.columns, temporalOnly);
  const toOption = (c: DatasetColumn) => ({ value: c.column_name, label: c.verbose_name || c.column_name });

  const save = () => {
    const next = draftToColumn(draft, column);
    if (next !== null) onSave(next);
    onClose();
  };

  const savedTab =
    saved.length === 0 ? (
      <EmptyState
        title={temporalOnly ? COLUMN_MESSAGES.noTemporalColumns : COLUMN_MESSAGES.noSavedExpressions}
        hint={temporalOnly ? COLUMN_MESSAGES.addTemporalColumns : COLUMN_MESSAGES.addSavedExpressions}
      />
    ) : (
      <Select
        aria-label="Saved expression"
        style={{ width: '100%' }}
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={`${saved.length} saved expression(s)`}
        value={draft.savedColumnName}
        onChange={(value: string) => set({ savedColumnName: value })}
        options={saved.map(toOption)}
      />
    );

  const simpleTab =
    simple.length === 0 && temporalOnly ? (
      <EmptyState title={COLUMN_MESSAGES.noTemporalColumns} hint={COLUMN_MESSAGES.addTemporalColumns} />
    ) : (
      <div>
        <div style={{ fontSize: 12, marginBottom: 2 }}>Column</div>
        <Select
          aria-label="Column"
          data-test="column-select"
          style={{ width: '100%' }}
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={`${simple.length} column(s)`}
          value={draft.columnName}
          onChange={(value: string) => set({ columnName: value })}
          options={simple.map(toOption)}
        />
      </div>
    );

  const sqlTab = (
    <SqlEditor
      ariaLabel="Custom SQL"
      datasource={datasource}
      value={draft.sqlExpression}
      onChange={(sqlExpression) => set({ sqlExpression })}
    />
  );

  return (
    <div data-test="column-editor">
      <EditableLabel
        value={draft.hasCustomLabel ? draft.label : ''}
        placeholder={defaultColumnLabel(draft) || 'My column'}
        onChange={(label) => set({ label, hasCustomLabel: label.trim() !== '' })}
      />
      <ResizableArea minWidth={320} minHeight={180}>
        <Tabs
          size="small"
          activeKey={draft.tab}
          onChange={(key) => set({ tab: key as ColumnEditorTab })}
          items={(['SAVED', 'SIMPLE', 'SQL'] as const).map((tab) => ({
            key: tab,
            label: TAB_LABELS[tab],
            children: tab === 'SAVED' ? savedTab : tab === 'SIMPLE' ? simpleTab : sqlTab,
          }))}
        />
      </ResizableArea>
      <EditorFooter onClose={onClose} onSave={save} canSave={canSaveColumn(draft, column)} />
    </div>
  );
}
