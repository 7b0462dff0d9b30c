import { DATASET_MESSAGES, datasetUpdateSchema, errorResponseSchema } from '@meridian/core';
import type { Dataset } from '@meridian/core';
import { Alert, App, Button, Flex, Modal, Spin, Tabs, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { describeApiError } from '../../app/api-error';
import { useSession } from '../../app/session';
import { useToast } from '../../app/toast';
import {
  useGetDatasetQuery,
  useLazyGetDatasetQuery,
  useRefreshDatasetMutation,
  useUpdateDatasetMutation,
} from '../dataset-api';
import { canEditDataset } from '../dataset-permissions';
import { CalculatedColumnsTab } from './CalculatedColumnsTab';
import { ColumnsTab } from './ColumnsTab';
import {
  draftBackend,
  draftErrors,
  draftFromDataset,
  mergeSyncedColumns,
  updateBodyFromDraft,
} from './dataset-draft';
import type { DatasetDraft } from './dataset-draft';
import { MetricsTab } from './MetricsTab';
import { SettingsTab } from './SettingsTab';
import { SourceTab } from './SourceTab';

/** Props of DatasetEditModal. */
export interface DatasetEditModalProps {
  /** Id of the dataset to edit. */
  datasetId: number;
  /** Called when the modal closes, saved or not. */
  onClose: () => void;
  /** Called with the dataset after it was saved (explore resets its time column from it). */
  onSaved?: (dataset: Dataset) => void;
}

/** The edit-dataset modal: Source, Metrics, Columns, Calculated columns and Settings tabs, saved after a confirm. */
export function DatasetEditModal({ datasetId, onClose, onSaved }: DatasetEditModalProps) {
  const dataset = useGetDatasetQuery(datasetId, { refetchOnMountOrArgChange: true });
  // The editor starts from a fresh answer, then stays mounted through later refetches (sync, save).
  const [loaded, setLoaded] = useState<Dataset | null>(null);
  if (!loaded && dataset.data && !dataset.isFetching) setLoaded(dataset.data);
  if (loaded) return <DatasetEditor dataset={loaded} onClose={onClose} onSaved={onSaved} />;
  return (
    <Modal open title="Edit Dataset" onCancel={onClose} footer={null} width={1000}>
      {dataset.error ? (
        <Alert
          type="error"
          showIcon
          title="Could not load the dataset"
          description={describeApiError(dataset.error).message}
        />
      ) : (
        <Flex justify="center" style={{ padding: 48 }}>
          <Spin />
        </Flex>
      )}
    </Modal>
  );
}

/** The error dialog's text: the server's message, or the generic one (spec §8). */
export function saveErrorMessage(error: unknown): string {
  const data = typeof error === 'object' && error !== null && 'data' in error ? error.data : undefined;
  if (!errorResponseSchema.safeParse(data).success) return DATASET_MESSAGES.genericError;
  return describeApiError(error).message || DATASET_MESSAGES.genericError;
}

interface DatasetEditorProps {
  dataset: Dataset;
  onClose: () => void;
  onSaved: ((dataset: Dataset) => void) | undefined;
}

function DatasetEditor({ dataset, onClose, onSaved }: DatasetEditorProps) {
  const [draft, setDraft] = useState<DatasetDraft>(() => draftFromDataset(dataset));
  const [updateDataset, updateState] = useUpdateDatasetMutation();
  const [refreshDataset, refreshState] = useRefreshDatasetMutation();
  const [fetchDataset] = useLazyGetDatasetQuery();
  const { modal } = App.useApp();
  const toast = useToast();
  const { me, isAdmin } = useSession();
  const errors = draftErrors(draft);
  const backend = draftBackend(draft, dataset);
  const mayEdit = canEditDataset(dataset.owners, me?.id, isAdmin);
  const isManaged = dataset.is_managed_externally;
  const change = (patch: Partial<DatasetDraft>) => setDraft((current) => ({ ...current, ...patch }));

  const save = async () => {
    const body = datasetUpdateSchema.safeParse(updateBodyFromDraft(draft));
    if (!body.success) {
      modal.error({
        title: DATASET_MESSAGES.saveErrorTitle,
        content: body.error.issues[0]?.message ?? DATASET_MESSAGES.genericError,
      });
      return;
    }
    try {
      const saved = await updateDataset({ id: dataset.id, body: body.data }).unwrap();
      toast.success(DATASET_MESSAGES.saved);
      onSaved?.(saved);
      onClose();
    } catch (error) {
      modal.error({ title: DATASET_MESSAGES.saveErrorTitle, content: saveErrorMessage(error) });
    }
  };

  const confirmSave = () => {
    modal.confirm({
      title: 'Confirm save',
      content: (
        <>
          <p>
            The dataset configuration exposed here affects all the charts using this dataset. Be mindful that
            changing settings here may affect other charts in undesirable ways.
          </p>
          <p>{DATASET_MESSAGES.confirmSave}</p>
        </>
      ),
      okText: 'OK',
      cancelText: 'Cancel',
      onOk: save,
    });
  };

  const syncColumns = async () => {
    try {
      await refreshDataset(dataset.id).unwrap();
      const refreshed = await fetchDataset(dataset.id).unwrap();
      const sync = mergeSyncedColumns(draft.columns, refreshed.columns);
      change({ columns: sync.columns });
      const parts = [`${sync.added.length} added`, `${sync.removed.length} removed`];
      toast.success(`Columns synced from source: ${parts.join(', ')}`);
    } catch (error) {
      toast.error('Could not sync columns from the source', error);
    }
  };

  const saveBlocker = updateState.isLoading
    ? 'Saving…'
    : isManaged
      ? DATASET_MESSAGES.managedExternally
      : !mayEdit
        ? DATASET_MESSAGES.mustBeOwner
        : errors.length > 0
          ? 'Fix the errors first'
          : null;

  const count = (n: number) => (
    <Tag bordered={false} style={{ marginInlineStart: 6 }}>
      {n}
    </Tag>
  );

  return (
    <Modal
      open
      title={
        <Flex align="center" gap={8}>
          Edit Dataset{' '}
          <Tag color={dataset.kind === 'physical' ? undefined : 'blue'}>{dataset.table_name}</Tag>
        </Flex>
      }
      onCancel={onClose}
      width={1000}
      maskClosable={false}
      styles={{ body: { minHeight: 440 } }}
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose}>Cancel</Button>
          <Tooltip title={saveBlocker && !updateState.isLoading ? saveBlocker : undefined}>
            <Button
              type="primary"
              disabled={saveBlocker !== null}
              loading={updateState.isLoading}
              onClick={confirmSave}
            >
              Save
            </Button>
          </Tooltip>
        </Flex>
      }
    >
      {isManaged && (
        <Alert
          type="warning"
          showIcon
          title={DATASET_MESSAGES.managedExternally}
          style={{ marginBottom: 12 }}
        />
      )}
      {errors.length > 0 && (
        <Alert
          type="error"
          showIcon
          title={`Cannot save: ${errors.join('; ')}`}
          style={{ marginBottom: 12 }}
        />
      )}
      <Tabs
        defaultActiveKey="source"
        items={[
          {
            key: 'source',
            label: 'Source',
            children: <SourceTab draft={draft} dataset={dataset} onChange={change} />,
          },
          {
            key: 'metrics',
            label: <>Metrics{count(draft.metrics.length)}</>,
            children: (
              <MetricsTab
                metrics={draft.metrics}
                backend={backend}
                onChange={(metrics) => change({ metrics })}
              />
            ),
          },
          {
            key: 'columns',
            label: <>Columns{count(draft.columns.length)}</>,
            children: (
              <ColumnsTab
                columns={draft.columns}
                onChange={(columns) => change({ columns })}
                onSync={() => void syncColumns()}
                isSyncing={refreshState.isLoading}
              />
            ),
          },
          {
            key: 'calculated',
            label: <>Calculated columns{count(draft.calculated.length)}</>,
            children: (
              <CalculatedColumnsTab
                columns={draft.calculated}
                backend={backend}
                onChange={(calculated) => change({ calculated })}
              />
            ),
          },
          {
            key: 'settings',
            label: 'Settings',
            children: <SettingsTab draft={draft} onChange={change} savedOwners={dataset.owners} />,
          },
        ]}
      />
    </Modal>
  );
}
