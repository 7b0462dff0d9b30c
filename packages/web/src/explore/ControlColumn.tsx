import { CaretRightOutlined, StopOutlined } from '@ant-design/icons';
import type { Dataset } from '@meridian/core';
import type { LoadedVizPlugin, LoadedVizRegistry } from '@meridian/viz';
import { Alert, Button, Flex, Tooltip } from 'antd';
import { useMemo } from 'react';
import type { ControlError } from './chart/ChartPane';
import { ControlPanel } from './controls/ControlPanel';
import type { FormData } from './form-data';
import { VizTypeControl } from './viz-picker/VizTypeControl';

/** Props of ControlColumn. */
export interface ControlColumnProps {
  /** The plugins. */
  registry: LoadedVizRegistry;
  /** Plugin of the selected viz type, if known. */
  plugin: LoadedVizPlugin | undefined;
  /** Selected viz type. */
  vizType: string;
  /** Viz type of the chart on screen. */
  renderedVizType: string | undefined;
  /** Picks another viz type. */
  onVizTypeChange: (vizType: string) => void;
  /** Current form data. */
  formData: FormData;
  /** The dataset, or null when missing. */
  dataset: Dataset | null;
  /** Validation errors by form-data key. */
  errors: Record<string, string[]>;
  /** The same errors with control labels. */
  errorList: readonly ControlError[];
  /** A control changed. */
  onChange: (key: string, value: unknown) => void;
  /** Whether the query runs. */
  isLoading: boolean;
  /** Whether a query ran before (the button then reads "Update chart"). */
  hasRun: boolean;
  /** Whether the controls are valid and a query may run. */
  canRun: boolean;
  /** Runs the query. */
  onRun: () => void;
  /** Stops the running query. */
  onStop: () => void;
}

/** The middle column: visualization type, the plugin's control panel, and Run / Update chart. */
export function ControlColumn(props: ControlColumnProps) {
  const { registry, plugin, dataset } = props;
  const entries = useMemo(() => [...registry.values()], [registry]);
  const runLabel = props.hasRun ? 'Update chart' : 'Run';
  return (
    <section
      aria-label="Chart controls"
      style={{
        width: 330,
        flexShrink: 0,
        display: 'flex',
        flexDirection: 'column',
        background: '#fff',
        borderRadius: 8,
        minHeight: 0,
      }}
    >
      <div style={{ padding: 12, borderBottom: '1px solid #f0f0f0' }}>
        <VizTypeControl
          entries={entries}
          value={props.vizType}
          renderedVizType={props.renderedVizType}
          onChange={props.onVizTypeChange}
        />
      </div>
      <div style={{ flex: 1, overflowY: 'auto', padding: 12 }} data-testid="control-panel">
        {plugin && dataset ? (
          <ControlPanel
            panel={plugin.controlPanel}
            formData={props.formData}
            datasource={dataset}
            errors={props.errors}
            onChange={props.onChange}
          />
        ) : !dataset ? (
          <Alert type="info" showIcon title="Choose a dataset to see the chart's controls." />
        ) : null}
      </div>
      <Flex gap={8} style={{ padding: 12, borderTop: '1px solid #f0f0f0' }}>
        <Tooltip
          title={
            props.canRun || props.isLoading
              ? undefined
              : props.errorList.map((e) => `${e.label}: ${e.messages.join(', ')}`).join('; ') || undefined
          }
        >
          <Button
            type="primary"
            style={{ flex: 1 }}
            icon={<CaretRightOutlined />}
            loading={props.isLoading}
            disabled={!props.canRun}
            onClick={props.onRun}
            data-testid="run-query-button"
          >
            {runLabel}
          </Button>
        </Tooltip>
        {props.isLoading ? (
          <Button danger icon={<StopOutlined />} onClick={props.onStop}>
            Stop
          </Button>
        ) : null}
      </Flex>
    </section>
  );
}
