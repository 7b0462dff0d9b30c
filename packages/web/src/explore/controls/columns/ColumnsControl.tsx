import { PopoverList } from '../common/PopoverList';
import { moveItem, removeAt, replaceAt } from '../common/list-ops';
import type { ControlProps } from '../control-props';
import type { ColumnValue } from './adhoc-column';
import { columnList, columnPillLabel, columnWarning } from './adhoc-column';
import { ColumnEditor } from './ColumnEditor';

/** Group-by columns (several) and one column (x-axis): pills edited in the column editor popover. */
export function ColumnsControl({
  control,
  value,
  onChange,
  datasource,
}: ControlProps<'ColumnsControl' | 'ColumnControl'>) {
  const columns = columnList(value);
  const isMulti = control.type === 'ColumnsControl';
  const commit = (next: ColumnValue[]) => onChange(isMulti ? next : (next[0] ?? null));
  // A dropped column is added as it is (a single-value control takes it instead of its column).
  const dropColumn = (name: string): 'added' => {
    const column = datasource.columns.find((c) => c.column_name === name);
    if (!column || (control.temporalOnly && !column.is_dttm) || columns.includes(name)) return 'added';
    commit(isMulti ? [...columns, name] : [name]);
    return 'added';
  };
  return (
    <PopoverList
      dragGroup={`columns:${control.name}`}
      items={columns.map((column, index) => ({
        key: `${typeof column === 'string' ? column : (column.label ?? column.sqlExpression)}:${index}`,
        label: columnPillLabel(column, datasource),
        warning: columnWarning(column, datasource),
      }))}
      addLabel={isMulti ? 'Drop columns here or click' : 'Drop a column here or click'}
      canAdd={isMulti || columns.length === 0}
      dropKinds={['column']}
      onDropItem={(item) => dropColumn(item.value)}
      onRemove={(index) => commit(removeAt(columns, index))}
      onMove={isMulti ? (from, to) => commit(moveItem(columns, from, to)) : undefined}
      title={() => null}
      renderEditor={(index, close) => (
        <ColumnEditor
          column={index === null ? null : (columns[index] ?? null)}
          datasource={datasource}
          temporalOnly={control.temporalOnly}
          onClose={close}
          onSave={(column) => commit(replaceAt(columns, index, column))}
        />
      )}
    />
  );
}
