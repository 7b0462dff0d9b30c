import { Alert, Input, Modal, Radio, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { describeApiError } from '../app/api-error';
import { useToast } from '../app/toast';
import {
  useCreateDatasetMutation,
  useListDatasetsQuery,
  useUpdateDatasetMutation,
} from '../datasets/dataset-api';
import { exploreDatasetPath } from '../explore/explore-urls';

/** The modal's text (spec: 'Save this query as a virtual dataset to continue exploring'). */
export const SAVE_DATASET_TEXT = 'Save this query as a virtual dataset to continue exploring';

/** Props of SaveDatasetModal. */
export interface SaveDatasetModalProps {
  open: boolean;
  onClose: () => void;
  databaseId: number;
  schema: string | null;
  sql: string;
  /** Name proposed for a new dataset. */
  defaultName: string;
}

/** Saves a query as a virtual dataset (new, or overwriting one of the database's) and opens explore on it. */
export function SaveDatasetModal({
  open,
  onClose,
  databaseId,
  schema,
  sql,
  defaultName,
}: SaveDatasetModalProps) {
  const [mode, setMode] = useState<'save' | 'overwrite'>('save');
  const [name, setName] = useState(defaultName);
  const [target, setTarget] = useState<number>();
  const [error, setError] = useState<string>();
  const navigate = useNavigate();
  const toast = useToast();
  const [create, creating] = useCreateDatasetMutation();
  const [update, updating] = useUpdateDatasetMutation();
  const virtual = useListDatasetsQuery(
    {
      page: 0,
      pageSize: 100,
      orderColumn: 'table_name',
      filters: [
        { col: 'database', opr: 'rel_o_m', value: databaseId },
        { col: 'sql', opr: 'dataset_is_null_or_empty', value: false },
      ],
    },
    { skip: !open || mode !== 'overwrite' },
  );
  const onOk = async () => {
    setError(undefined);
    try {
      const id =
        mode === 'save'
          ? (
              await create({
                database: databaseId,
                schema,
                table_name: name.trim(),
                sql,
                owners: [],
                is_managed_externally: false,
                external_url: null,
              }).unwrap()
            ).id
          : (await update({ id: target as number, body: { sql } }).unwrap(), target as number);
      toast.success(mode === 'save' ? 'Dataset saved' : 'Dataset overwritten');
      onClose();
      navigate(exploreDatasetPath(id));
    } catch (cause) {
      setError(describeApiError(cause).message);
    }
  };
  return (
    <Modal
      open={open}
      title="Save or Overwrite Dataset"
      onCancel={onClose}
      onOk={() => void onOk()}
      okText={mode === 'save' ? 'Save' : 'Overwrite'}
      okButtonProps={{
        disabled: mode === 'save' ? name.trim() === '' : target === undefined,
        loading: creating.isLoading || updating.isLoading,
      }}
      destroyOnHidden
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Text>{SAVE_DATASET_TEXT}</Typography.Text>
        {/* The fields take the dialog's width: a name made of the tab's title and a date is longer than antd's default. */}
        <Radio.Group
          value={mode}
          onChange={(e) => setMode(e.target.value as 'save' | 'overwrite')}
          style={{ width: '100%' }}
        >
          <Space direction="vertical" style={{ width: '100%' }}>
            <Radio value="save">Save as new</Radio>
            {mode === 'save' ? (
              <Input aria-label="Dataset name" value={name} onChange={(e) => setName(e.target.value)} />
            ) : null}
            <Radio value="overwrite">Overwrite existing</Radio>
            {mode === 'overwrite' ? (
              <Select
                aria-label="Dataset to overwrite"
                showSearch
                optionFilterProp="label"
                placeholder="Select or type dataset name"
                style={{ width: '100%' }}
                loading={virtual.isFetching}
                value={target}
                onChange={setTarget}
                options={(virtual.data?.result ?? []).map((d) => ({ value: d.id, label: d.table_name }))}
              />
            ) : null}
          </Space>
        </Radio.Group>
        {error ? <Alert type="error" showIcon title={error} /> : null}
      </Space>
    </Modal>
  );
}
