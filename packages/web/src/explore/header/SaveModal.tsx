import { Alert, Form, Input, Modal, Radio } from 'antd';
import { useState } from 'react';
import { describeApiError } from '../../app/api-error';

/** Overwrite the open chart, or save a new one. */
export type SaveAction = 'overwrite' | 'saveas';

/** Props of SaveModal. */
export interface SaveModalProps {
  /** Name of the open chart, or the suggestion for a new one. */
  defaultName: string;
  /** Whether the open chart may be overwritten (a saved chart the user owns, or an admin). */
  canOverwrite: boolean;
  /** Saves; rejects with the API error. */
  onSave: (action: SaveAction, name: string) => Promise<void>;
  /** Closes without saving. */
  onCancel: () => void;
}

/** The save modal: "Save (Overwrite)" or "Save as new" with the chart name (dashboards come later). */
export function SaveModal({ defaultName, canOverwrite, onSave, onCancel }: SaveModalProps) {
  const [action, setAction] = useState<SaveAction>(canOverwrite ? 'overwrite' : 'saveas');
  const [name, setName] = useState(defaultName);
  const [isSaving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const trimmed = name.trim();

  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      await onSave(action, trimmed);
    } catch (caught) {
      setError(describeApiError(caught).message);
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title="Save chart"
      onCancel={onCancel}
      okText="Save"
      onOk={() => void save()}
      okButtonProps={{ disabled: trimmed === '', loading: isSaving }}
    >
      <Form layout="vertical" onFinish={() => void save()}>
        <Form.Item>
          <Radio.Group
            value={action}
            onChange={(event) => setAction(event.target.value === 'overwrite' ? 'overwrite' : 'saveas')}
          >
            <Radio value="overwrite" disabled={!canOverwrite}>
              Save (Overwrite)
            </Radio>
            <Radio value="saveas">Save as new</Radio>
          </Radio.Group>
        </Form.Item>
        <Form.Item label="Chart name" htmlFor="save-chart-name" required>
          <Input
            id="save-chart-name"
            value={name}
            placeholder="Name"
            onChange={(event) => setName(event.target.value)}
          />
        </Form.Item>
      </Form>
      {error ? <Alert type="error" showIcon title={error} /> : null}
    </Modal>
  );
}
