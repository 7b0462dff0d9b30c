import type { Dataset } from '@meridian/core';
import type { ControlPanelConfig } from '@meridian/viz';
import { Collapse } from 'antd';
import { useEffect, useMemo, useRef } from 'react';
import { Control } from './Control';
import {
  controlContextOfDataset,
  resetsForNewlyHidden,
  visibleControlNames,
  visibleRow,
} from './control-panel-model';

/** Props of the explore control panel. */
export interface ControlPanelProps {
  /** The plugin's control panel (sections → rows → controls). */
  panel: ControlPanelConfig;
  /** Current (raw) form data. */
  formData: Record<string, unknown>;
  /** The dataset being explored. */
  datasource: Dataset;
  /** Validation errors by form-data key (validateControls of @meridian/viz). */
  errors: Record<string, string[]>;
  /**
   * Called with a form-data key and its new value. Besides the person's edits, the panel calls it
   * after a render in which controls became hidden, once per control to reset (spec §4), and when a
   * select's value is no longer among its choices.
   */
  onChange(key: string, value: unknown): void;
}

/**
 * The explore control panel: collapsible sections of rows of controls, shown per their visibility
 * rules, with validation messages under each control. Controls that become hidden reset to their
 * default (unless resetOnHide is false).
 */
export function ControlPanel({ panel, formData, datasource, errors, onChange }: ControlPanelProps) {
  const context = useMemo(() => controlContextOfDataset(datasource), [datasource]);
  const visible = visibleControlNames(panel, formData, context);
  const previouslyVisible = useRef<{ panel: ControlPanelConfig; names: Set<string> } | null>(null);

  useEffect(() => {
    const previous = previouslyVisible.current;
    previouslyVisible.current = { panel, names: visible };
    // A new panel (another viz type) is not a control becoming hidden.
    if (previous === null || previous.panel !== panel) return;
    for (const [key, value] of resetsForNewlyHidden(panel, previous.names, formData, context))
      onChange(key, value);
  });

  return (
    <Collapse
      // Another viz type opens its own sections as its panel says (Superset's `expanded`), not the last type's.
      key={String(formData['viz_type'] ?? '')}
      data-test="control-panel"
      size="small"
      bordered={false}
      defaultActiveKey={panel.sections.filter((s) => s.expanded).map((s) => s.label)}
      items={panel.sections.map((section) => ({
        key: section.label,
        label: <span style={{ fontWeight: 600 }}>{section.label}</span>,
        children: (
          <div data-test={`section-${section.label}`}>
            {section.description ? (
              <div style={{ fontSize: 12, color: '#8c8c8c', marginBottom: 8 }}>{section.description}</div>
            ) : null}
            {section.controlSetRows.map((row, rowIndex) => {
              const cells = visibleRow(row, formData, context);
              if (cells === null) return null;
              return (
                <div key={rowIndex} style={{ display: 'flex', gap: 12 }}>
                  {cells.map((control, cellIndex) => (
                    <div key={control?.name ?? `empty-${cellIndex}`} style={{ flex: 1, minWidth: 0 }}>
                      {control ? (
                        <Control
                          control={control}
                          value={formData[control.name]}
                          onChange={(value) => onChange(control.name, value)}
                          formData={formData}
                          datasource={datasource}
                          errors={errors[control.name] ?? []}
                        />
                      ) : null}
                    </div>
                  ))}
                </div>
              );
            })}
          </div>
        ),
      }))}
    />
  );
}
