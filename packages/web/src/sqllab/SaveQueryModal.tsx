import { Alert, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { describeApiError } from '../app/api-error';
import { useToast } from '../app/toast';
import { useCreateSavedQueryMutation, useUpdateSavedQueryMutation } from './sqllab-api';

/** Props of SaveQueryModal. */
export interface SaveQueryModalProps {
  open: boolean;
  onClose: () => void;
  /** Called with the saved query's id. */
  onSaved: (id: number, label: string) => void;
  databaseId: number;
  schema: string | null;
  sql: string;
  /** The saved query the tab edits, updated in place unless "Save as new". */
  savedQueryId: number | null;
  defaultLabel: string;
}

/** Saves the tab's SQL as a saved query (name and description). */
export function SaveQueryModal({
  open,
  onClose,
  onSaved,
  databaseId,
  schema,
  sql,
  savedQueryId,
  defaultLabel,
}: SaveQueryModalProps) {
  const [label, setLabel] = useState(defaultLabel);
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string>();
  const toast = useToast();
  const [create, creating] = useCreateSavedQueryMutation();
  const [update, updating] = useUpdateSavedQueryMutation();
  const save = async (asNew: boolean) => {
    setError(undefined);
    const body = { db_id: databaseId, schema, sql, label: label.trim(), description };
    try {
      let id = savedQueryId;
      if (id === null || asNew) id = await create(body).unwrap();
      else await update({ id, body }).unwrap();
      toast.success('Your query was saved');
      onSaved(id, body.label);
      onClose();
    } catch (cause) {
      setError(describeApiError(cause).message);
    }
  };
  return (
    <Modal
      open={open}
      title="Save query"
      onCancel={onClose}
      onOk={() => void save(false)}
      okText={savedQueryId === null ? 'Save' : 'Update'}
      okButtonProps={{ disabled: label.trim() === '', loading: creating.isLoading || updating.isLoading }}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label="Name" required>
          <Input aria-label="Query name" value={label} onChange={(e) => setLabel(e.target.value)} />
        </Form.Item>
        <Form.Item label="Description">
          <Input.TextArea
            aria-label="Description"
            rows={3}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
        </Form.Item>
      </Form>
      {error ? <Alert type="error" showIcon title={error} /> : null}
    </Modal>
  );
}
