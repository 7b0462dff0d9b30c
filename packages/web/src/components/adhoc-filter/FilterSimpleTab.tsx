import type { Dataset } from '@meridian/core';
import type { AdhocFilter } from '@meridian/viz';
import { Select, Typography } from 'antd';
import type { FilterEditorContext, FilterSubjectOption } from './adhoc-filter';
import { FILTER_MESSAGES, changeOperator, changeSubject, isOperatorAllowed } from './adhoc-filter';
import { ComparatorInput } from './ComparatorInput';
import type { AdvancedTypeState } from './advanced-type';
import { ADVANCED_TYPE_OFF, restrictOperators } from './advanced-type';
import type { OperatorId } from './operators';
import { FILTER_OPERATOR_TYPES, OPERATOR_IDS, operatorIdOf } from './operators';

/** Props of FilterSimpleTab. */
export interface FilterSimpleTabProps {
  /** The filter being edited. */
  filter: AdhocFilter;
  /** Called with the edited filter. */
  onChange: (filter: AdhocFilter) => void;
  /** Columns and metrics the filter may be on. */
  options: readonly FilterSubjectOption[];
  /** Operator rules' context. */
  context: FilterEditorContext;
  /** The dataset. */
  datasource: Dataset;
  /** The conversion of the comparator by the subject's advanced data type. */
  advanced?: AdvancedTypeState;
}

const keyOf = (kind: FilterSubjectOption['kind'], value: string) => `${kind}:${value}`;

/** The Simple tab: subject (column or metric), operator allowed for it, and the comparator. */
export function FilterSimpleTab({
  filter,
  onChange,
  options,
  context,
  datasource,
  advanced = ADVANCED_TYPE_OFF,
}: FilterSimpleTabProps) {
  const subjectKind = filter.clause === 'HAVING' ? 'metric' : 'column';
  const subjectKey = filter.subject ? keyOf(subjectKind, filter.subject) : undefined;
  const operatorId = operatorIdOf(filter);
  // An advanced data type narrows the operators to those its conversion allows.
  const allowed = restrictOperators(
    OPERATOR_IDS.filter((id) => isOperatorAllowed(id, filter, context)),
    advanced,
  );
  const column = datasource.columns.find((c) => c.column_name === filter.subject && subjectKind === 'column');
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }} data-test="filter-simple-tab">
      <Select
        aria-label="Column or metric"
        data-test="filter-subject-select"
        style={{ width: '100%' }}
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={`${options.length} column(s) and metric(s)`}
        notFoundContent={FILTER_MESSAGES.noSuchColumn}
        value={subjectKey}
        onChange={(key: string) => {
          const option = options.find((o) => keyOf(o.kind, o.value) === key);
          if (option) onChange(changeSubject(filter, option, context));
        }}
        options={[
          {
            label: 'Columns',
            options: options
              .filter((o) => o.kind === 'column')
              .map((o) => ({ value: keyOf(o.kind, o.value), label: o.label })),
          },
          {
            label: 'Metrics',
            options: options
              .filter((o) => o.kind === 'metric')
              .map((o) => ({ value: keyOf(o.kind, o.value), label: o.label })),
          },
        ].filter((group) => group.options.length > 0)}
      />
      <Select
        aria-label="Operator"
        data-test="filter-operator-select"
        style={{ width: '100%' }}
        disabled={!filter.subject}
        value={operatorId ?? undefined}
        status={operatorId !== null && filter.subject && !allowed.includes(operatorId) ? 'error' : undefined}
        onChange={(id: OperatorId) => onChange(changeOperator(filter, id, context))}
        options={allowed
          .filter((id) => id !== 'TEMPORAL_RANGE' || operatorId === 'TEMPORAL_RANGE' || column?.is_dttm)
          .map((id) => ({ value: id, label: FILTER_OPERATOR_TYPES[id].display }))}
      />
      <ComparatorInput
        operatorId={operatorId}
        value={filter.comparator}
        onChange={(comparator) => onChange({ ...filter, comparator })}
        column={column}
        datasource={datasource}
      />
      <AdvancedTypeNote state={advanced} />
    </div>
  );
}

/** Under the comparator: the converted value of an advanced data type, or why it does not convert. */
function AdvancedTypeNote({ state }: { state: AdvancedTypeState }) {
  if (state.status === 'off') return null;
  if (state.errorMessage)
    return (
      <Typography.Text type="danger" data-test="advanced-type-error">
        {state.errorMessage}
      </Typography.Text>
    );
  if (!state.displayValue) return null;
  return (
    <Typography.Text type="secondary" data-test="advanced-type-display-value">
      {state.displayValue}
    </Typography.Text>
  );
}
