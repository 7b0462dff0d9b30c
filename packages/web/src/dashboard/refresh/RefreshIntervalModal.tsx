import { Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { REFRESH_INTERVAL_OPTIONS } from './refresh-schedule';

/** Props of RefreshIntervalModal. */
export interface RefreshIntervalModalProps {
  /** Whether it shows. */
  open: boolean;
  /** Seconds now in force. */
  frequency: number;
  /** In edit mode the choice is saved with the dashboard; otherwise it lasts for this session. */
  editMode: boolean;
  /** Closes without a change. */
  onCancel: () => void;
  /** The chosen seconds (0: don't refresh). */
  onSave: (seconds: number) => void;
}

/**
 * "Refresh interval": choose how often the dashboard's charts refresh. Mounted on each opening, so the choice starts
 * from the frequency in force (resetting it when the opening animation ended undid a quick choice).
 */
export function RefreshIntervalModal(props: RefreshIntervalModalProps) {
  const [choice, setChoice] = useState(props.frequency);
  const known = REFRESH_INTERVAL_OPTIONS.some(([seconds]) => seconds === props.frequency);
  const options = [
    ...REFRESH_INTERVAL_OPTIONS.map(([value, label]) => ({ value, label })),
    // A saved frequency outside the list (set through the JSON metadata) stays choosable.
    ...(known ? [] : [{ value: props.frequency, label: `${props.frequency} seconds` }]),
  ];
  return (
    <Modal
      open={props.open}
      title="Refresh interval"
      okText={props.editMode ? 'Save' : 'Save for this session'}
      onOk={() => props.onSave(choice)}
      onCancel={props.onCancel}
      destroyOnHidden
    >
      <Typography.Text strong id="refresh-frequency-label" style={{ display: 'block', marginBottom: 8 }}>
        Refresh frequency
      </Typography.Text>
      <Select
        aria-label="Refresh interval"
        aria-describedby="refresh-frequency-label"
        data-testid="refresh-interval-select"
        style={{ width: '100%' }}
        value={choice}
        onChange={setChoice}
        options={options}
      />
    </Modal>
  );
}
