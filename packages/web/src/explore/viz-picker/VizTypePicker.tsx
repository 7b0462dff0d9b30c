import { Button, Modal } from 'antd';
import type { PickerEntry } from '@meridian/viz';
import { useState } from 'react';
import { VizTypeGallery } from './VizTypeGallery';

/** Spec §9: the picker's maximum width. */
const MODAL_WIDTH = 1090;

/** Props of VizTypePicker. */
export interface VizTypePickerProps {
  /** Every chart type offered. */
  entries: readonly PickerEntry[];
  /** The chart's current viz type (selected when the picker opens). */
  current: string;
  /** Confirms a viz type (Select, or a double-click on a tile). */
  onSelect: (vizType: string) => void;
  /** Closes without a change. */
  onCancel: () => void;
}

/** The modal "Select a visualization type" (spec §2). */
export function VizTypePicker({ entries, current, onSelect, onCancel }: VizTypePickerProps) {
  const [selected, setSelected] = useState<string | undefined>(current);
  return (
    <Modal
      open
      title="Select a visualization type"
      width={MODAL_WIDTH}
      onCancel={onCancel}
      styles={{ body: { height: 560, display: 'flex', gap: 16 } }}
      footer={[
        <Button key="cancel" onClick={onCancel}>
          Cancel
        </Button>,
        <Button
          key="select"
          type="primary"
          disabled={!selected}
          onClick={() => selected && onSelect(selected)}
        >
          Select
        </Button>,
      ]}
    >
      <VizTypeGallery entries={entries} selected={selected} onSelect={setSelected} onConfirm={onSelect} />
    </Modal>
  );
}
