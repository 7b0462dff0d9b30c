import { FilterOutlined } from '@ant-design/icons';
import { Badge, Popover, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { ChartFilterLine, ChartFilterStatus } from './chart-filter-status';

const SECTIONS: readonly { status: ChartFilterStatus; title: string }[] = [
  { status: 'applied', title: 'Applied filters' },
  { status: 'incompatible', title: 'Incompatible filters (the chart’s dataset lacks the column)' },
  { status: 'unset', title: 'Unset filters' },
  { status: 'out-of-scope', title: 'Filters that do not apply to this chart' },
];

function Section({ title, lines }: { title: string; lines: readonly ChartFilterLine[] }): ReactNode {
  if (lines.length === 0) return null;
  return (
    <div style={{ marginBottom: 8 }}>
      <Typography.Text strong style={{ fontSize: 12 }}>
        {title}
      </Typography.Text>
      {lines.map((line) => (
        <div key={line.id} data-testid="chart-filter-line" data-status={line.status} data-filter-id={line.id}>
          <Typography.Text style={{ fontSize: 12 }}>
            {line.isCrossFilter ? 'Cross-filter from ' : ''}
            {line.name}
            {line.label ? `: ${line.label}` : ''}
          </Typography.Text>
        </div>
      ))}
    </div>
  );
}

/** A chart card's filter icon: how many filters apply, and on hover which apply, are refused or out of scope. */
export function ChartFilterIndicator({ lines }: { lines: readonly ChartFilterLine[] }) {
  if (lines.length === 0) return null;
  const applied = lines.filter((line) => line.status === 'applied').length;
  const incompatible = lines.some((line) => line.status === 'incompatible');
  return (
    <Popover
      trigger={['hover', 'click']}
      placement="bottomRight"
      content={
        <div data-testid="chart-filter-list" style={{ maxWidth: 320 }}>
          {SECTIONS.map((section) => (
            <Section
              key={section.status}
              title={section.title}
              lines={lines.filter((l) => l.status === section.status)}
            />
          ))}
        </div>
      }
    >
      <span
        data-testid="chart-filter-indicator"
        data-applied={applied}
        style={{ cursor: 'pointer', display: 'inline-flex' }}
      >
        <Badge count={applied} size="small" color={incompatible ? '#faad14' : undefined} offset={[2, -2]}>
          <FilterOutlined style={{ color: applied ? '#1677ff' : '#bfbfbf' }} />
        </Badge>
      </span>
    </Popover>
  );
}
