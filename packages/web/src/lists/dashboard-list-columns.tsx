import { dashboardUrl } from '@meridian/core';
import type { DashboardListItem } from '@meridian/core';
import { Space, Tag, Tooltip } from 'antd';
import type { TableProps } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { displayName } from '../app/session';
import { CertifiedTag } from '../components/list/CertifiedTag';
import { FavoriteStar } from '../components/list/FavoriteStar';
import { formatRelativeTime } from '../components/relative-time';

/** Columns the dashboard list may order by (Superset's). */
export const DASHBOARD_SORTABLE = new Set(['dashboard_title', 'published', 'changed_on_delta_humanized']);

/** What the dashboard table needs from the page. */
export interface DashboardColumnsOptions {
  /** Whether the caller starred each dashboard, by id. */
  favorites: Readonly<Record<number, boolean>>;
  /** Flips a dashboard's star. */
  onToggleFavorite: (dashboard: DashboardListItem) => void;
  /** The Export / Delete links of a dashboard. */
  renderActions: (dashboard: DashboardListItem) => ReactNode;
}

/** Published or Draft, as a tag. */
export function StatusTag({ status }: { status: DashboardListItem['status'] }) {
  return status === 'published' ? <Tag color="green">Published</Tag> : <Tag>Draft</Tag>;
}

/** The dashboard list's table columns, as Superset's dashboard list shows them. */
export function dashboardColumns(options: DashboardColumnsOptions): TableProps<DashboardListItem>['columns'] {
  const { favorites, onToggleFavorite, renderActions } = options;
  return [
    {
      title: '',
      key: 'favorite',
      width: 44,
      render: (_, dashboard) => (
        <FavoriteStar
          name={dashboard.dashboard_title}
          isStarred={favorites[dashboard.id] ?? false}
          onToggle={() => onToggleFavorite(dashboard)}
        />
      ),
    },
    {
      title: 'Name',
      dataIndex: 'dashboard_title',
      key: 'dashboard_title',
      sorter: true,
      render: (title: string, dashboard) => (
        <Space size={4}>
          <Link to={dashboardUrl(dashboard)}>{title}</Link>
          <CertifiedTag certifiedBy={dashboard.certified_by} />
        </Space>
      ),
    },
    {
      title: 'Status',
      dataIndex: 'status',
      key: 'published',
      sorter: true,
      render: (status: DashboardListItem['status']) => <StatusTag status={status} />,
    },
    {
      title: 'Owners',
      key: 'owners',
      render: (_, dashboard) =>
        dashboard.owners.map((owner) => <Tag key={owner.id}>{displayName(owner)}</Tag>),
    },
    {
      title: 'Last modified',
      dataIndex: 'changed_on',
      key: 'changed_on_delta_humanized',
      sorter: true,
      defaultSortOrder: 'descend',
      render: (value: string, dashboard) => (
        <Tooltip title={dashboard.changed_by_name ? `${value} by ${dashboard.changed_by_name}` : value}>
          {formatRelativeTime(value)}
        </Tooltip>
      ),
    },
    { title: 'Actions', key: 'actions', render: (_, dashboard) => renderActions(dashboard) },
  ];
}
