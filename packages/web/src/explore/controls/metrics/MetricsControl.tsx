import { PopoverList } from '../common/PopoverList';
import type { ControlProps } from '../control-props';
import { removeAt, replaceAt, moveItem } from '../common/list-ops';
import type { MetricValue } from './adhoc-metric';
import { isAdhocMetricDisallowed, metricList, metricPillLabel, metricWarning } from './adhoc-metric';
import type { DroppedItem } from '../../datasource/datasource-items';
import { MetricEditor } from './MetricEditor';

/** Metrics (several) and metric (one): pills edited in the metric editor popover. */
export function MetricsControl({
  control,
  value,
  onChange,
  datasource,
}: ControlProps<'MetricsControl' | 'MetricControl'>) {
  const metrics = metricList(value);
  const isMulti = control.type === 'MetricsControl';
  const commit = (next: MetricValue[]) => onChange(isMulti ? next : (next[0] ?? null));
  // A dropped saved metric is added; a dropped column opens a new metric of it, to pick its aggregate.
  const dropItem = (item: DroppedItem): 'added' | 'edit' => {
    if (item.type === 'column') return 'edit';
    if (!metrics.includes(item.value)) commit(isMulti ? [...metrics, item.value] : [item.value]);
    return 'added';
  };
  const droppedMetric = (dropped: DroppedItem | null): MetricValue | undefined => {
    const column =
      dropped?.type === 'column'
        ? datasource.columns.find((c) => c.column_name === dropped.value)
        : undefined;
    return column
      ? { expressionType: 'SIMPLE', column: { ...column }, aggregate: null, sqlExpression: null }
      : undefined;
  };
  const keyOf = (metric: MetricValue, index: number) =>
    typeof metric === 'string' ? `saved:${metric}` : `${metric.optionName ?? 'metric'}:${index}`;
  return (
    <PopoverList
      dragGroup={`metrics:${control.name}`}
      items={metrics.map((metric, index) => ({
        key: keyOf(metric, index),
        label: metricPillLabel(metric, datasource),
        warning: metricWarning(metric, datasource),
      }))}
      addLabel={isMulti ? 'Drop columns/metrics here or click' : 'Drop a column/metric here or click'}
      canAdd={isMulti || metrics.length === 0}
      dropKinds={isAdhocMetricDisallowed(datasource) ? ['metric'] : ['metric', 'column']}
      onDropItem={dropItem}
      onRemove={(index) => commit(removeAt(metrics, index))}
      onMove={isMulti ? (from, to) => commit(moveItem(metrics, from, to)) : undefined}
      title={() => null}
      renderEditor={(index, close, dropped) => (
        <MetricEditor
          metric={index === null ? null : (metrics[index] ?? null)}
          initial={droppedMetric(dropped)}
          datasource={datasource}
          onClose={close}
          onSave={(metric) => commit(replaceAt(metrics, index, metric))}
        />
      )}
    />
  );
}
