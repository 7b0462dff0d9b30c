import type { PickerEntry } from '@meridian/viz';
import { Button, Flex, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { quickTileTypes } from './quick-tiles';
import { VizTypePicker } from './VizTypePicker';

/** Props of VizTypeControl. */
export interface VizTypeControlProps {
  /** Every chart type offered. */
  entries: readonly PickerEntry[];
  /** The selected viz type. */
  value: string;
  /** The viz type of the chart on screen, when it differs. */
  renderedVizType?: string | undefined;
  /** Selects a viz type. */
  onChange: (vizType: string) => void;
}

/** The visualization type selector of the control panel: quick tiles and "View all charts" (spec §2). */
export function VizTypeControl({ entries, value, renderedVizType, onChange }: VizTypeControlProps) {
  const [isPickerOpen, setPickerOpen] = useState(false);
  const byType = new Map(entries.map((entry) => [entry.vizType, entry]));
  return (
    <section aria-label="Visualization type">
      <Flex justify="space-between" align="baseline" style={{ marginBottom: 6 }}>
        <Typography.Text strong>Visualization type</Typography.Text>
        <Button type="link" size="small" onClick={() => setPickerOpen(true)} style={{ padding: 0 }}>
          View all charts
        </Button>
      </Flex>
      <div
        role="radiogroup"
        aria-label="Quick visualization types"
        style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 6 }}
      >
        {quickTileTypes(value, renderedVizType).map((vizType) => {
          const entry = byType.get(vizType);
          const name = entry?.metadata.name ?? vizType;
          const isSelected = vizType === value;
          return (
            <Tooltip key={vizType} title={name}>
              <button
                type="button"
                role="radio"
                aria-checked={isSelected}
                aria-label={name}
                data-viz-type={vizType}
                onClick={() => onChange(vizType)}
                style={{
                  padding: 4,
                  background: '#fff',
                  cursor: 'pointer',
                  borderRadius: 6,
                  border: isSelected ? '2px solid #1677ff' : '1px solid #d9d9d9',
                  display: 'flex',
                  flexDirection: 'column',
                  alignItems: 'center',
                  gap: 2,
                  minWidth: 0,
                }}
              >
                {entry?.metadata.thumbnail ? (
                  <img
                    src={entry.metadata.thumbnail}
                    alt=""
                    style={{ width: '100%', aspectRatio: '16 / 10' }}
                  />
                ) : null}
                <span
                  style={{
                    fontSize: 11,
                    width: '100%',
                    overflow: 'hidden',
                    textOverflow: 'ellipsis',
                    whiteSpace: 'nowrap',
                  }}
                >
                  {name}
                </span>
              </button>
            </Tooltip>
          );
        })}
      </div>
      {isPickerOpen ? (
        <VizTypePicker
          entries={entries}
          current={value}
          onCancel={() => setPickerOpen(false)}
          onSelect={(vizType) => {
            setPickerOpen(false);
            onChange(vizType);
          }}
        />
      ) : null}
    </section>
  );
}
