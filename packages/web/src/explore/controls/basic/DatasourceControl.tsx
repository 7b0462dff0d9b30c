import { DatabaseOutlined } from '@ant-design/icons';
import { Tooltip, Typography } from 'antd';
import type { ControlProps } from '../control-props';
import { needsTitleTooltip } from './control-values';

/** The dataset at the top of the panel (display only; the page owns its menu). */
export function DatasourceControl({ datasource }: ControlProps<'DatasourceControl'>) {
  const title = datasource.table_name;
  const text = (
    <Typography.Text strong ellipsis style={{ maxWidth: '100%' }}>
      {title}
    </Typography.Text>
  );
  return (
    <div
      data-test="datasource-control"
      style={{ display: 'flex', alignItems: 'center', gap: 8, minWidth: 0 }}
    >
      <DatabaseOutlined />
      {needsTitleTooltip(title) ? <Tooltip title={title}>{text}</Tooltip> : text}
    </div>
  );
}
