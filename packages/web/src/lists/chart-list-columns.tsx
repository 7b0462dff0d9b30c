import type { ChartListItem } from '@meridian/core';
import { Space, Tag, Tooltip } from 'antd';
import type { TableProps } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { displayName } from '../app/session';
import { CertifiedTag } from '../components/list/CertifiedTag';
import { FavoriteStar } from '../components/list/FavoriteStar';
import { formatRelativeTime } from '../components/relative-time';
import { vizTypeLabel } from './viz-type-names';

/** Columns the chart list may order by (Superset's). */
export const CHART_SORTABLE = new Set(['slice_name', 'viz_type', 'changed_on_delta_humanized']);

/** What the chart table needs from the page. */
export interface ChartColumnsOptions {
  /** Whether the caller starred each chart, by id. */
  favorites: Readonly<Record<number, boolean>>;
  /** Flips a chart's star. */
  onToggleFavorite: (chart: ChartListItem) => void;
  /** The Edit / Export / Delete links of a chart. */
  renderActions: (chart: ChartListItem) => ReactNode;
}

/** The chart list's table columns, as Superset's chart list shows them. */
export function chartColumns(options: ChartColumnsOptions): TableProps<ChartListItem>['columns'] {
  const { favorites, onToggleFavorite, renderActions } = options;
  return [
    {
      title: '',
      key: 'favorite',
      width: 44,
      render: (_, chart) => (
        <FavoriteStar
          name={chart.slice_name}
          isStarred={favorites[chart.id] ?? false}
          onToggle={() => onToggleFavorite(chart)}
        />
      ),
    },
    {
      title: 'Name',
      dataIndex: 'slice_name',
      key: 'slice_name',
      sorter: true,
      render: (name: string, chart) => (
        <Space size={4}>
          <Link to={`/explore/?slice_id=${chart.id}`}>{name}</Link>
          <CertifiedTag certifiedBy={chart.certified_by} />
        </Space>
      ),
    },
    {
      title: 'Type',
      dataIndex: 'viz_type',
      key: 'viz_type',
      sorter: true,
      render: (vizType: string) => vizTypeLabel(vizType).name,
    },
    {
      title: 'Dataset',
      key: 'dataset',
      render: (_, chart) =>
        chart.datasource_url ? (
          <Link to={chart.datasource_url}>{chart.datasource_name_text}</Link>
        ) : (
          chart.datasource_name_text
        ),
    },
    {
      title: 'Owners',
      key: 'owners',
      render: (_, chart) => chart.owners.map((owner) => <Tag key={owner.id}>{displayName(owner)}</Tag>),
    },
    {
      title: 'Last modified',
      dataIndex: 'changed_on',
      key: 'changed_on_delta_humanized',
      sorter: true,
      defaultSortOrder: 'descend',
      render: (value: string, chart) => (
        <Tooltip title={chart.changed_by_name ? `${value} by ${chart.changed_by_name}` : value}>
          {formatRelativeTime(value)}
        </Tooltip>
      ),
    },
    { title: 'Actions', key: 'actions', render: (_, chart) => renderActions(chart) },
  ];
}
