import type { Dataset } from '@meridian/core';
import { METRIC_AGGREGATES } from '@meridian/core';
import { Empty, Select, Tabs, Tooltip } from 'antd';
import { useState } from 'react';
import { EditableLabel } from '../common/EditableLabel';
import { EditorFooter } from '../../../components/editor-popover/EditorFooter';
import { ResizableArea } from '../../../components/editor-popover/ResizableArea';
import { SqlEditor } from '../../../components/editor-popover/SqlEditor';
import type { MetricDraft, MetricEditorTab, MetricValue } from './adhoc-metric';
import {
  METRIC_MESSAGES,
  canSaveMetric,
  defaultMetricLabel,
  draftToMetric,
  isAdhocMetricDisallowed,
  metricColumnOptions,
  metricToDraft,
} from './adhoc-metric';

/** Props of MetricEditor. */
export interface MetricEditorProps {
  /** The metric edited, or null for a new one. */
  metric: MetricValue | null;
  /** Where a new metric starts (a column dropped from the datasource pane); the editor opens empty without it. */
  initial?: MetricValue | undefined;
  /** The dataset (columns, saved metrics, extra). */
  datasource: Dataset;
  /** Called with the saved metric. */
  onSave: (metric: MetricValue) => void;
  /** Closes the popover. */
  onClose: () => void;
}

const TAB_LABELS: Record<MetricEditorTab, string> = { SAVED: 'Saved', SIMPLE: 'Simple', SQL: 'Custom SQL' };

/** The metric editor popover's body: Saved / Simple / Custom SQL tabs, editable label, Close / Save. */
export function MetricEditor({ metric, initial, datasource, onSave, onClose }: MetricEditorProps) {
  const disallowAdhoc = isAdhocMetricDisallowed(datasource);
  const [draft, setDraft] = useState<MetricDraft>(() =>
    metricToDraft(metric ?? initial ?? null, { disallowAdhoc }),
  );
  const set = (patch: Partial<MetricDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const columns = metricColumnOptions(datasource.columns);
  const canSave = canSaveMetric(draft, metric, { columns, disallowAdhoc });

  const save = () => {
    const next = draftToMetric(draft, columns, metric);
    if (next !== null) onSave(next);
    onClose();
  };

  const savedTab =
    datasource.metrics.length === 0 ? (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <>
            <div>{METRIC_MESSAGES.noSavedMetrics}</div>
            <div style={{ fontSize: 12 }}>{METRIC_MESSAGES.addSavedMetrics}</div>
          </>
        }
      />
    ) : (
      <Select
        aria-label="Saved metric"
        data-test="saved-metric-select"
        style={{ width: '100%' }}
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={`${datasource.metrics.length} saved metric(s)`}
        value={draft.savedMetricName}
        onChange={(value: string) => set({ savedMetricName: value })}
        options={datasource.metrics.map((m) => ({
          value: m.metric_name,
          label: m.verbose_name || m.metric_name,
        }))}
      />
    );

  const simpleTab = (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div>
        <div style={{ fontSize: 12, marginBottom: 2 }}>Column</div>
        <Select
          aria-label="Column"
          data-test="metric-column-select"
          style={{ width: '100%' }}
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={`${columns.length} column(s)`}
          value={draft.columnName}
          onChange={(value: string) => set({ columnName: value })}
          options={columns.map((c) => ({ value: c.column_name, label: c.verbose_name || c.column_name }))}
        />
      </div>
      <div>
        <div style={{ fontSize: 12, marginBottom: 2 }}>Aggregate</div>
        <Select
          aria-label="Aggregate"
          data-test="metric-aggregate-select"
          style={{ width: '100%' }}
          placeholder="Select aggregate options"
          value={draft.aggregate}
          onChange={(value: MetricDraft['aggregate']) => set({ aggregate: value })}
          options={METRIC_AGGREGATES.map((a) => ({ value: a, label: a }))}
        />
      </div>
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

  const tabLabel = (tab: MetricEditorTab) => {
    const reason = tab === 'SIMPLE' ? METRIC_MESSAGES.simpleDisallowed : METRIC_MESSAGES.sqlDisallowed;
    return disallowAdhoc && tab !== 'SAVED' ? (
      <Tooltip title={reason}>{TAB_LABELS[tab]}</Tooltip>
    ) : (
      TAB_LABELS[tab]
    );
  };

  return (
    <div data-test="metric-editor">
      <EditableLabel
        value={draft.hasCustomLabel ? draft.label : ''}
        placeholder={defaultMetricLabel(draft)}
        onChange={(label) => set({ label, hasCustomLabel: label.trim() !== '' })}
      />
      <ResizableArea minWidth={340} minHeight={200}>
        <Tabs
          size="small"
          activeKey={draft.tab}
          onChange={(key) => set({ tab: key as MetricEditorTab })}
          items={(['SAVED', 'SIMPLE', 'SQL'] as const).map((tab) => ({
            key: tab,
            label: tabLabel(tab),
            disabled: disallowAdhoc && tab !== 'SAVED',
            children: tab === 'SAVED' ? savedTab : tab === 'SIMPLE' ? simpleTab : sqlTab,
          }))}
        />
      </ResizableArea>
      <EditorFooter onClose={onClose} onSave={save} canSave={canSave} />
    </div>
  );
}
