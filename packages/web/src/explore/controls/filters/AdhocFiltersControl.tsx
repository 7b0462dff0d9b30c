import { adhocFilterSchema, getAdhocFilterLabel } from '@meridian/viz';
import type { AdhocFilter } from '@meridian/viz';
import { PopoverList } from '../common/PopoverList';
import { useFilterEditorContext } from '../../../components/adhoc-filter/use-filter-editor-context';
import { moveItem, removeAt, replaceAt } from '../common/list-ops';
import type { ControlProps } from '../control-props';
import {
  changeSubject,
  filterSubjectOptions,
  filterWarning,
  newAdhocFilter,
} from '../../../components/adhoc-filter/adhoc-filter';
import { FilterEditor } from '../../../components/adhoc-filter/FilterEditor';

/** The filters of a value; items that are not filters are left out of the pills. */
function filterList(value: unknown): AdhocFilter[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const parsed = adhocFilterSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/** Adhoc filters: pills edited in the filter editor popover (Simple / Custom SQL). */
export function AdhocFiltersControl({
  control,
  value,
  onChange,
  formData,
  datasource,
}: ControlProps<'AdhocFiltersControl'>) {
  const filters = filterList(value);
  const chartMetrics = [formData['metrics'], formData['metric']].flatMap((m) =>
    Array.isArray(m) ? m : m ? [m] : [],
  );
  const options = filterSubjectOptions(datasource, chartMetrics);
  const context = useFilterEditorContext(datasource);
  return (
    <PopoverList
      dragGroup={`filters:${control.name}`}
      items={filters.map((filter, index) => ({
        key: `${filter.filterOptionName ?? 'filter'}:${index}`,
        label: getAdhocFilterLabel(filter),
        warning: filterWarning(filter, options),
      }))}
      addLabel="Drop columns/metrics here or click"
      dropKinds={['column', 'metric']}
      onDropItem={() => 'edit'}
      onRemove={(index) => onChange(removeAt(filters, index))}
      onMove={(from, to) => onChange(moveItem(filters, from, to))}
      title={() => null}
      renderEditor={(index, close, dropped) => (
        <FilterEditor
          filter={index === null ? null : (filters[index] ?? null)}
          initial={
            dropped
              ? changeSubject(newAdhocFilter(), { kind: dropped.type, value: dropped.value }, context)
              : undefined
          }
          options={options}
          context={context}
          datasource={datasource}
          onClose={close}
          onSave={(filter) => onChange(replaceAt(filters, index, filter))}
        />
      )}
    />
  );
}
