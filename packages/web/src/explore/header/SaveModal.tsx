import { Alert, Button, Form, Input, Modal, Radio, Select } from 'antd';
import { useState } from 'react';
import { describeApiError } from '../../app/api-error';
import { useSession } from '../../app/session';
import { useSaveDashboardsQuery } from '../explore-api';
import type { SaveRequest } from '../use-save-chart';

/** Overwrite the open chart, or save a new one. */
export type SaveAction = 'overwrite' | 'saveas';

/** The dashboard to add the saved chart to: one the user may edit, or a new one by title. */
export type SaveToDashboard =
  { kind: 'existing'; id: number; title: string } | { kind: 'new'; title: string };

/** Props of SaveModal. */
export interface SaveModalProps {
  /** Name of the open chart, or the suggestion for a new one. */
  defaultName: string;
  /** Whether the open chart may be overwritten (a saved chart the user owns, or an admin). */
  canOverwrite: boolean;
  /** Saves; rejects with the API error. */
  onSave: (request: SaveRequest) => Promise<void>;
  /** Closes without saving. */
  onCancel: () => void;
}

const NEW_PREFIX = 'new:';

/**
 * The save modal: "Save (Overwrite)" or "Save as new" with the chart name, and "Add to dashboard" (a dashboard the
 * user may edit, searched by title, or a new one typed in); "Save & go to dashboard" opens it afterwards.
 */
export function SaveModal({ defaultName, canOverwrite, onSave, onCancel }: SaveModalProps) {
  const [action, setAction] = useState<SaveAction>(canOverwrite ? 'overwrite' : 'saveas');
  const [name, setName] = useState(defaultName);
  const [search, setSearch] = useState('');
  const [dashboard, setDashboard] = useState<SaveToDashboard | null>(null);
  const [saving, setSaving] = useState<'stay' | 'go' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { me, isAdmin, isLoadingRoles } = useSession();
  const dashboards = useSaveDashboardsQuery(
    { ownerId: isAdmin ? null : (me?.id ?? -1), search },
    { skip: !me || isLoadingRoles },
  );
  const trimmed = name.trim();
  const typed = search.trim();

  const options = (dashboards.data ?? []).map((item) => ({ value: String(item.id), label: item.title }));
  const exists = (dashboards.data ?? []).some((item) => item.title.toLowerCase() === typed.toLowerCase());
  if (typed !== '' && !exists) options.unshift({ value: `${NEW_PREFIX}${typed}`, label: `${typed} (new)` });
  else if (dashboard?.kind === 'new' && typed === '')
    options.unshift({ value: `${NEW_PREFIX}${dashboard.title}`, label: `${dashboard.title} (new)` });

  const selectedValue =
    dashboard === null
      ? undefined
      : dashboard.kind === 'new'
        ? `${NEW_PREFIX}${dashboard.title}`
        : String(dashboard.id);

  const choose = (value: string | undefined) => {
    setSearch('');
    if (value === undefined) return setDashboard(null);
    if (value.startsWith(NEW_PREFIX))
      return setDashboard({ kind: 'new', title: value.slice(NEW_PREFIX.length) });
    const item = dashboards.data?.find((candidate) => String(candidate.id) === value);
    if (item) setDashboard({ kind: 'existing', id: item.id, title: item.title });
  };

  const save = async (goToDashboard: boolean) => {
    setSaving(goToDashboard ? 'go' : 'stay');
    setError(null);
    try {
      await onSave({ action, name: trimmed, dashboard, goToDashboard });
    } catch (caught) {
      setError(describeApiError(caught).message);
      setSaving(null);
    }
  };

  return (
    <Modal
      open
      title="Save chart"
      onCancel={onCancel}
      footer={[
        <Button key="cancel" onClick={onCancel}>
          Cancel
        </Button>,
        <Button
          key="go"
          disabled={trimmed === '' || dashboard === null || saving !== null}
          loading={saving === 'go'}
          onClick={() => void save(true)}
        >
          Save & go to dashboard
        </Button>,
        <Button
          key="save"
          type="primary"
          disabled={trimmed === '' || saving !== null}
          loading={saving === 'stay'}
          onClick={() => void save(false)}
        >
          Save
        </Button>,
      ]}
    >
      <Form layout="vertical" onFinish={() => void save(false)}>
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
        <Form.Item label="Add to dashboard" htmlFor="save-chart-dashboard">
          <Select
            id="save-chart-dashboard"
            showSearch
            allowClear
            filterOption={false}
            placeholder="Select a dashboard or type a new name"
            value={selectedValue}
            searchValue={search}
            onSearch={setSearch}
            onChange={choose}
            loading={dashboards.isFetching}
            options={options}
            notFoundContent={null}
          />
        </Form.Item>
      </Form>
      {error ? <Alert type="error" showIcon title={error} /> : null}
    </Modal>
  );
}
