import { MoreOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import { DASHBOARD_MESSAGES } from '@meridian/core';
import type { Dashboard, DashboardSaveResponse } from '@meridian/core';
import { Button, Dropdown, Flex, Switch, Tag, Tooltip, Typography } from 'antd';
import type { MenuProps } from 'antd';
import { useState } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { useToast } from '../../app/toast';
import { downloadExport } from '../../transfer/transfer-api';
import {
  useGetDashboardStarCountQuery,
  useSetDashboardPublishedMutation,
  useSetDashboardStarMutation,
} from '../dashboard-api';
import { useDashboardMenu } from './use-dashboard-menu';
import { useResourcePermissions } from '../../app/permissions-api';
import { useHeaderReport } from '../../reports/use-header-report';

/** Props of DashboardHeader. */
export interface DashboardHeaderProps {
  /** The dashboard as stored. */
  dashboard: Dashboard;
  /** Title shown: the stored one, or the editor's draft. */
  title: string;
  /** Whether the user may edit (owner or admin). */
  canEdit: boolean;
  /** Whether the layout editor is open; its controls replace the view actions. */
  editing: boolean;
  /** The editor's title input and buttons (undo, redo, discard, save), shown while editing. */
  editControls: ReactNode;
  /** Opens the layout editor. */
  onEdit: () => void;
  /** Queries every visible chart again; used only without a DashboardRefreshProvider above (which forces). */
  onRefresh: () => void;
  /** Items the page adds to the menu (e.g. Save as). */
  extraMenuItems?: NonNullable<MenuProps['items']>;
  /** Called after "Edit properties" saved the dashboard (the header already moves to a changed slug). */
  onPropertiesSaved?: (saved: DashboardSaveResponse) => void;
}

/** Header of a dashboard: title, favourite star, publish toggle, edit button and menu. */
/** The header in edit mode: stuck to the top of the window over the page's background. */
const STICKY_EDIT_HEADER: CSSProperties = {
  position: 'sticky',
  top: 0,
  zIndex: 30,
  background: '#f5f6f8',
  padding: '8px 0',
  marginBottom: 8,
};

export function DashboardHeader(props: DashboardHeaderProps) {
  const { dashboard, canEdit, editing } = props;
  const toast = useToast();
  const stars = useGetDashboardStarCountQuery(dashboard.id);
  const [setStar] = useSetDashboardStarMutation();
  const [setPublished, publishing] = useSetDashboardPublishedMutation();
  const [published, setPublishedLocal] = useState(dashboard.published);
  const starred = (stars.data ?? 0) > 0;
  const reportPermissions = useResourcePermissions('report');
  const menu = useDashboardMenu({
    dashboard,
    canEdit,
    onRefresh: props.onRefresh,
    onPropertiesSaved: props.onPropertiesSaved,
  });

  const toggleStar = async () => {
    try {
      await setStar({ id: dashboard.id, starred: !starred }).unwrap();
    } catch (error) {
      toast.error('There was an issue favoriting this dashboard.', error);
    }
  };

  const togglePublished = async () => {
    const next = !published;
    try {
      await setPublished({ id: dashboard.id, published: next }).unwrap();
      setPublishedLocal(next);
      toast.success(next ? DASHBOARD_MESSAGES.published : DASHBOARD_MESSAGES.hidden);
    } catch (error) {
      toast.error(DASHBOARD_MESSAGES.publishForbidden, error);
    }
  };

  const report = useHeaderReport(
    { kind: 'dashboard', id: dashboard.id, title: dashboard.dashboard_title },
    reportPermissions.canWrite && !editing,
  );
  const menuItems: NonNullable<MenuProps['items']> = [
    ...menu.items,
    ...report.items,
    ...(props.extraMenuItems ?? []),
    {
      key: 'export',
      label: 'Export to ZIP',
      onClick: () =>
        downloadExport('dashboard', [dashboard.id]).catch((error: unknown) =>
          toast.error(String((error as Error).message)),
        ),
    },
  ];

  return (
    <Flex
      align="center"
      gap={12}
      // In edit mode the bar with Save and Discard stays at the top while the layout scrolls (as Superset's does).
      style={editing ? STICKY_EDIT_HEADER : { marginBottom: 16 }}
      data-testid="dashboard-header"
    >
      {editing ? null : (
        <Typography.Title level={3} style={{ margin: 0 }} data-testid="dashboard-title">
          {props.title}
        </Typography.Title>
      )}
      {editing ? null : (
        <Tooltip title={starred ? 'Remove from favorites' : 'Add to favorites'}>
          <Button
            type="text"
            aria-label="Favorite"
            aria-pressed={starred}
            data-testid="dashboard-favorite"
            icon={starred ? <StarFilled style={{ color: '#fadb14' }} /> : <StarOutlined />}
            onClick={() => void toggleStar()}
          >
            <span data-testid="dashboard-favorite-count">{stars.data ?? 0}</span>
          </Button>
        </Tooltip>
      )}
      {canEdit && !editing ? (
        <Tooltip
          title={
            published
              ? 'Published: listed for everyone who may see its charts'
              : 'Draft: only owners see it listed'
          }
        >
          <Flex align="center" gap={6}>
            <Switch
              size="small"
              checked={published}
              loading={publishing.isLoading}
              onChange={() => void togglePublished()}
              data-testid="dashboard-publish-toggle"
              aria-label="Published"
            />
            <Tag color={published ? 'green' : 'default'} data-testid="dashboard-status">
              {published ? 'Published' : 'Draft'}
            </Tag>
          </Flex>
        </Tooltip>
      ) : editing ? null : (
        <Tag color={published ? 'green' : 'default'} data-testid="dashboard-status">
          {published ? 'Published' : 'Draft'}
        </Tag>
      )}
      {editing ? props.editControls : <div style={{ flex: 1 }} />}
      {canEdit && !editing ? (
        <Button type="primary" onClick={props.onEdit} data-testid="dashboard-edit">
          Edit dashboard
        </Button>
      ) : null}
      {editing ? null : (
        <Dropdown trigger={['click']} menu={{ items: menuItems }}>
          <Button icon={<MoreOutlined />} aria-label="Dashboard menu" data-testid="dashboard-menu" />
        </Dropdown>
      )}
      {menu.modals}
      {report.modals}
    </Flex>
  );
}
