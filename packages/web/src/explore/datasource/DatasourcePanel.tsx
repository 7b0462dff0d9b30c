import { DatabaseOutlined, MoreOutlined, SearchOutlined } from '@ant-design/icons';
import { DATASET_MESSAGES } from '@meridian/core';
import type { Dataset, SqlLabFormData } from '@meridian/core';
import { Alert, Button, Dropdown, Empty, Flex, Input, Tooltip, Typography } from 'antd';
import type { MenuProps } from 'antd';
import { useMemo, useState } from 'react';
import type { DragEvent } from 'react';
import { useViewInSqlLab } from '../../sqllab/post-sqllab-form';
import { datasourceItems, writeDraggedItem } from './datasource-items';
import type { DatasourceItem } from './datasource-items';

/** Spec §2: the dataset name shows a tooltip when longer than this. */
const TITLE_TOOLTIP_LENGTH = 25;
/** Messages of the datasource control's warnings (spec §2). */
export const DATASOURCE_WARNINGS = {
  missingDataset: 'Missing dataset',
  missingDatasetText: 'The dataset linked to this chart may have been deleted.',
  missingParams: 'Missing URL parameters',
  missingParamsText: 'The URL is missing the dataset_id or slice_id parameters.',
} as const;

/** Props of DatasourcePanel. */
export interface DatasourcePanelProps {
  /** The dataset, or null when it is missing. */
  dataset: Dataset | null;
  /** Whether the user may edit the dataset (owner or admin). */
  canEdit: boolean;
  /** Whether the user may open SQL Lab; "View in SQL Lab" is left out otherwise. */
  canSqlLab: boolean;
  /** Opens the edit dataset modal. */
  onEdit: () => void;
  /** Opens the swap dataset modal. */
  onSwap: () => void;
}

/** What "View in SQL Lab" opens SQL Lab with: the dataset's SQL, or `SELECT *` of its table. */
export function sqlLabFormOf(dataset: Pick<Dataset, 'id' | 'sql' | 'select_star'>): SqlLabFormData {
  return {
    datasourceKey: `${dataset.id}__table`,
    sql: dataset.sql?.trim() ? dataset.sql : dataset.select_star,
  };
}

function menuItems({
  canEdit,
  canSqlLab,
  onEdit,
  onSwap,
  onViewInSqlLab,
}: Omit<DatasourcePanelProps, 'dataset'> & { onViewInSqlLab: () => void }): MenuProps['items'] {
  return [
    {
      key: 'edit',
      disabled: !canEdit,
      label: canEdit ? 'Edit dataset' : <Tooltip title={DATASET_MESSAGES.mustBeOwner}>Edit dataset</Tooltip>,
      onClick: onEdit,
    },
    { key: 'swap', label: 'Swap dataset', onClick: onSwap },
    ...(canSqlLab
      ? [
          {
            key: 'sqllab',
            label: 'View in SQL Lab',
            onClick: onViewInSqlLab,
          },
        ]
      : []),
  ];
}

/** The left pane of explore: the dataset, its menu, and its metrics and columns (spec §2). */
export function DatasourcePanel(props: DatasourcePanelProps) {
  const { dataset, onSwap } = props;
  const viewInSqlLab = useViewInSqlLab();
  const [search, setSearch] = useState('');
  const items = useMemo(
    () => (dataset ? datasourceItems(dataset, search) : { metrics: [], columns: [] }),
    [dataset, search],
  );
  if (!dataset) {
    return (
      <aside aria-label="Dataset" style={paneStyle}>
        <Alert
          type="warning"
          showIcon
          title={DATASOURCE_WARNINGS.missingDataset}
          description={
            <>
              <Typography.Paragraph style={{ marginBottom: 8 }}>
                {DATASOURCE_WARNINGS.missingDatasetText}
              </Typography.Paragraph>
              <Button size="small" onClick={onSwap}>
                Swap dataset
              </Button>
            </>
          }
        />
      </aside>
    );
  }
  const name = dataset.table_name;
  return (
    <aside aria-label="Dataset" style={paneStyle}>
      <Flex align="center" gap={8} style={{ marginBottom: 12 }}>
        <DatabaseOutlined />
        <Tooltip title={name.length > TITLE_TOOLTIP_LENGTH ? name : undefined}>
          <Typography.Text strong ellipsis data-testid="datasource-name" style={{ flex: 1, minWidth: 0 }}>
            {name}
          </Typography.Text>
        </Tooltip>
        <Dropdown
          trigger={['click']}
          menu={{
            items: menuItems({
              ...props,
              onViewInSqlLab: () => viewInSqlLab(sqlLabFormOf(dataset)),
            }),
          }}
        >
          <Button type="text" size="small" icon={<MoreOutlined />} aria-label="Dataset menu" />
        </Dropdown>
      </Flex>
      <Input
        allowClear
        prefix={<SearchOutlined />}
        placeholder="Search Metrics & Columns"
        aria-label="Search Metrics & Columns"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        style={{ marginBottom: 8 }}
      />
      <div style={{ flex: 1, overflowY: 'auto' }}>
        <ItemSection title="Metrics" items={items.metrics} total={dataset.metrics.length} />
        <ItemSection title="Columns" items={items.columns} total={dataset.columns.length} />
      </div>
    </aside>
  );
}

const paneStyle = {
  width: 260,
  flexShrink: 0,
  display: 'flex',
  flexDirection: 'column',
  background: '#fff',
  borderRadius: 8,
  padding: 12,
  minHeight: 0,
} as const;

function onDragStart(event: DragEvent<HTMLLIElement>, item: DatasourceItem) {
  writeDraggedItem(event.dataTransfer, item);
}

function ItemSection({ title, items, total }: { title: string; items: DatasourceItem[]; total: number }) {
  return (
    <section aria-label={title} style={{ marginBottom: 12 }}>
      <Flex justify="space-between">
        <Typography.Text type="secondary" strong>
          {title}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {items.length === total ? total : `Showing ${items.length} of ${total}`}
        </Typography.Text>
      </Flex>
      {items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={`No ${title.toLowerCase()}`} />
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {items.map((item) => (
            <li
              key={item.name}
              draggable
              data-test="datasource-item"
              onDragStart={(event) => onDragStart(event, item)}
              style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '3px 4px', cursor: 'grab' }}
            >
              <span aria-hidden style={typeBadgeStyle}>
                {item.badge}
              </span>
              <Tooltip title={item.description ?? undefined} placement="right">
                <Typography.Text ellipsis style={{ minWidth: 0 }}>
                  {item.label}
                </Typography.Text>
              </Tooltip>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const typeBadgeStyle = {
  width: 28,
  flexShrink: 0,
  fontSize: 10,
  textAlign: 'center',
  color: '#595959',
  background: '#f0f0f0',
  borderRadius: 4,
  fontFamily: 'monospace',
} as const;
