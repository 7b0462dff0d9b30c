import {
  dashboardTitleOrUntitled,
  dashboardUrl,
  jsonObjectSchema,
  layoutToPositionJson,
  readJsonText,
} from '@meridian/core';
import type { Dashboard, DashboardLayout } from '@meridian/core';
import { App, Checkbox, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCopyDashboardMutation } from '../dashboard-api';
import { saveErrorMessage } from './save-messages';

/** The json_metadata of a copy: the original's, with the layout to copy under `positions` (Superset's copy_dash). */
export function copyMetadata(jsonMetadata: string | null, layout: DashboardLayout): string {
  const metadata = readJsonText(jsonMetadata, jsonObjectSchema, {});
  return JSON.stringify({ ...metadata, positions: layoutToPositionJson(layout) });
}

/** 'Save as': copies the dashboard (the layout as shown), optionally with copies of its charts, and opens it. */
export function SaveAsModal(props: {
  dashboard: Dashboard;
  layout: DashboardLayout;
  css: string;
  open: boolean;
  onClose: () => void;
}) {
  const { message, notification } = App.useApp();
  const navigate = useNavigate();
  const [copy, copying] = useCopyDashboardMutation();
  const [title, setTitle] = useState(`${props.dashboard.dashboard_title} [copy]`);
  const [duplicateSlices, setDuplicateSlices] = useState(false);

  const submit = async () => {
    try {
      const saved = await copy({
        id: props.dashboard.id,
        copy: {
          dashboard_title: dashboardTitleOrUntitled(title),
          css: props.css,
          json_metadata: copyMetadata(props.dashboard.json_metadata, props.layout),
          duplicate_slices: duplicateSlices,
        },
      }).unwrap();
      void message.success('This dashboard was saved successfully.');
      props.onClose();
      void navigate(dashboardUrl({ id: saved.id, slug: null }));
    } catch (error) {
      notification.error({ title: saveErrorMessage(error), placement: 'topRight' });
    }
  };

  return (
    <Modal
      title="Save dashboard"
      open={props.open}
      onCancel={props.onClose}
      onOk={() => void submit()}
      okText="Save"
      okButtonProps={{ loading: copying.isLoading }}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label="Dashboard title">
          <Input
            aria-label="Title of the copy"
            value={title}
            onChange={(event) => setTitle(event.target.value)}
          />
        </Form.Item>
        <Checkbox checked={duplicateSlices} onChange={(event) => setDuplicateSlices(event.target.checked)}>
          Also copy (duplicate) charts
        </Checkbox>
      </Form>
    </Modal>
  );
}
