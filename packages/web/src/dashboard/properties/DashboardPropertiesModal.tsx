import type { Dashboard, DashboardUpdate, Owner, RoleRef } from '@meridian/core';
import { colorSchemeChoices, getCategoricalScheme } from '@meridian/viz';
import { Alert, Collapse, Form, Input, Modal, Select, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { describeApiError } from '../../app/api-error';
import { displayName } from '../../app/session';
import { applyFieldErrors } from '../../components/form-errors';
import { useDebouncedValue } from '../../components/use-debounced-value';
import { CodeEditor } from '../../components/code-editor/CodeEditor';
import { useDashboardRelatedOptionsQuery } from '../dashboard-api';
import {
  colorSchemeOf,
  initialPropertiesFields,
  metadataProblem,
  propertiesUpdate,
  withColorScheme,
} from './properties-form';
import type { PropertiesFields } from './properties-form';

/** Props of DashboardPropertiesModal. */
export interface DashboardPropertiesModalProps {
  /** The dashboard whose properties start the form (the stored one, or the editor's draft). */
  dashboard: Dashboard;
  /** Whether it shows. */
  open: boolean;
  /** Closes without a change. */
  onCancel: () => void;
  /**
   * Applies the change (a save, or the editor's draft); a rejection's field errors show on the fields. `chosen`
   * holds the owners and roles picked, named as the form showed them (a draft keeps them for the next opening).
   */
  onSubmit: (update: DashboardUpdate, chosen: ChosenAccess) => Promise<void>;
}

/** The owners and roles a form submitted, with the names it showed. */
export interface ChosenAccess {
  owners: Owner[];
  roles: RoleRef[];
}

const FIELD_NAMES: readonly string[] = [
  'dashboard_title',
  'slug',
  'owners',
  'roles',
  'certified_by',
  'certification_details',
  'json_metadata',
];

const SCHEME_OPTIONS = colorSchemeChoices().map(([id, label]) => ({
  value: id,
  title: label,
  label: (
    <span style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8 }}>
      <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{label}</span>
      <span style={{ display: 'inline-flex', gap: 1 }}>
        {getCategoricalScheme(id)
          .colors.slice(0, 8)
          .map((color) => (
            <span key={color} style={{ width: 10, height: 14, background: color, display: 'inline-block' }} />
          ))}
      </span>
    </span>
  ),
}));

/** A searchable select of users or roles from the dashboard's related endpoint; adds the names it loads to
 * `known`. */
function RelatedSelect(props: {
  column: 'owners' | 'roles';
  known: Map<number, string>;
  value?: number[];
  onChange?: (value: number[]) => void;
  ariaLabel: string;
}) {
  const [search, setSearch] = useState('');
  const answer = useDashboardRelatedOptionsQuery({
    column: props.column,
    filter: useDebouncedValue(search, 250),
  });
  const { known } = props;
  useEffect(() => {
    for (const option of answer.data ?? []) known.set(Number(option.value), option.text);
  }, [answer.data, known]);
  const labels = new Map(known);
  for (const option of answer.data ?? []) labels.set(Number(option.value), option.text);
  return (
    <Select
      mode="multiple"
      aria-label={props.ariaLabel}
      value={props.value}
      onChange={props.onChange}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      loading={answer.isFetching}
      options={[...labels].map(([value, label]) => ({ value, label }))}
    />
  );
}

/** The chosen owners and roles: the dashboard's own records where it has them, else named as the selects showed. */
function chosenAccess(
  dashboard: Dashboard,
  fields: PropertiesFields,
  ownerNames: ReadonlyMap<number, string>,
  roleNames: ReadonlyMap<number, string>,
): ChosenAccess {
  const stored = new Map(dashboard.owners.map((owner) => [owner.id, owner]));
  return {
    owners: fields.owners.map((id) => {
      const name = ownerNames.get(id) ?? String(id);
      return stored.get(id) ?? { id, first_name: name, last_name: '', username: name };
    }),
    roles: fields.roles.map((id) => ({ id, name: roleNames.get(id) ?? String(id) })),
  };
}

/**
 * "Dashboard properties": title, slug, access, certification, colour scheme and JSON metadata. Its callers mount it
 * on each opening, so it starts clean without resetting anything when the opening animation ends (a reset then
 * could wipe what a quick user already did).
 */
export function DashboardPropertiesModal({
  dashboard,
  open,
  onCancel,
  onSubmit,
}: DashboardPropertiesModalProps) {
  const [form] = Form.useForm<PropertiesFields>();
  const [problem, setProblem] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // Names of the users and roles the selects have shown, for the chosen ones.
  const owners = useRef(new Map(dashboard.owners.map((owner) => [owner.id, displayName(owner)]))).current;
  const roles = useRef(new Map(dashboard.roles.map((role) => [role.id, role.name]))).current;

  const onValuesChange = (changed: Partial<PropertiesFields>) => {
    if ('color_scheme' in changed) {
      form.setFieldValue(
        'json_metadata',
        withColorScheme(form.getFieldValue('json_metadata') as string, changed.color_scheme),
      );
      setProblem(metadataProblem(form.getFieldValue('json_metadata') as string));
    }
    if (changed.json_metadata !== undefined) {
      const next = metadataProblem(changed.json_metadata);
      setProblem(next);
      if (next === null) form.setFieldValue('color_scheme', colorSchemeOf(changed.json_metadata));
    }
  };

  const submit = async (fields: PropertiesFields) => {
    const found = metadataProblem(fields.json_metadata);
    setProblem(found);
    if (found) return;
    setError(null);
    setSaving(true);
    try {
      await onSubmit(propertiesUpdate(fields), chosenAccess(dashboard, fields, owners, roles));
    } catch (caught) {
      const info = describeApiError(caught);
      const rest = applyFieldErrors(form, info.fieldErrors, FIELD_NAMES);
      if (Object.keys(info.fieldErrors).length === 0 || rest) setError(rest ?? info.message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title="Dashboard properties"
      okText="Save"
      onOk={() => form.submit()}
      onCancel={onCancel}
      okButtonProps={{ loading: saving, disabled: problem !== null }}
      width={720}
      destroyOnHidden
    >
      <Form<PropertiesFields>
        form={form}
        layout="vertical"
        initialValues={initialPropertiesFields(dashboard)}
        onValuesChange={onValuesChange}
        onFinish={(fields) => void submit(fields)}
        data-testid="dashboard-properties-form"
      >
        <Typography.Title level={5}>Basic information</Typography.Title>
        <Form.Item name="dashboard_title" label="Title">
          <Input placeholder="[ untitled dashboard ]" />
        </Form.Item>
        <Form.Item name="slug" label="URL slug" extra="A readable URL for your dashboard">
          <Input />
        </Form.Item>
        <Typography.Title level={5}>Access</Typography.Title>
        <Form.Item
          name="owners"
          label="Owners"
          extra="Owners is a list of users who can alter the dashboard."
        >
          <RelatedSelect column="owners" known={owners} ariaLabel="Owners" />
        </Form.Item>
        {/* Dashboard role-based access (Superset's DASHBOARD_RBAC) is always on in Meridian: roles always show. */}
        <Form.Item
          name="roles"
          label="Roles"
          extra="Roles is a list which defines access to the dashboard. Leave it empty to grant access through the charts' datasets."
        >
          <RelatedSelect column="roles" known={roles} ariaLabel="Roles" />
        </Form.Item>
        <Typography.Title level={5}>Certification</Typography.Title>
        <Form.Item
          name="certified_by"
          label="Certified by"
          extra="Person or group that has certified this dashboard."
        >
          <Input />
        </Form.Item>
        <Form.Item name="certification_details" label="Certification details">
          <Input />
        </Form.Item>
        <Typography.Title level={5}>Colors</Typography.Title>
        <Form.Item name="color_scheme" label="Color scheme">
          <Select
            allowClear
            aria-label="Color scheme"
            placeholder="Each chart's own"
            showSearch={{ optionFilterProp: 'title' }}
            options={SCHEME_OPTIONS}
          />
        </Form.Item>
        <Collapse
          ghost
          items={[
            {
              key: 'advanced',
              label: 'Advanced',
              forceRender: true,
              children: (
                <Form.Item
                  name="json_metadata"
                  label="JSON metadata"
                  validateStatus={problem ? 'error' : undefined}
                  help={problem ?? undefined}
                  style={{ height: 260 }}
                >
                  <MetadataEditor />
                </Form.Item>
              ),
            },
          ]}
        />
      </Form>
      {error ? <Alert type="error" showIcon title={error} data-testid="properties-error" /> : null}
    </Modal>
  );
}

/** The metadata text area, as a form control. */
function MetadataEditor(props: { value?: string; onChange?: (value: string) => void }) {
  return (
    <div style={{ height: 220 }}>
      <CodeEditor
        language="json"
        value={props.value ?? ''}
        onChange={(text) => props.onChange?.(text)}
        ariaLabel="JSON metadata"
      />
    </div>
  );
}
