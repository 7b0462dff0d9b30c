import { CalendarOutlined } from '@ant-design/icons';
import { Popover, Tooltip } from 'antd';
import { useState } from 'react';
import { useResolveTimeRangeQuery } from './time-range-api';
import { TIME_RANGE_TEXTS, formatActualRange, timeRangeLabel } from './time-range-model';
import { TimeRangeEditor } from './TimeRangeEditor';

/** Props of TimeRangePicker. */
export interface TimeRangePickerProps {
  /** The time range value, e.g. 'Last week'. */
  value: string;
  /** Called with the applied value. */
  onChange: (value: string) => void;
  /** Column name shown in the actual range. */
  columnPlaceholder?: string;
}

/** A pill showing a time range (its actual range as tooltip) that opens the 'Edit time range' popover. */
export function TimeRangePicker({ value, onChange, columnPlaceholder }: TimeRangePickerProps) {
  const [open, setOpen] = useState(false);
  const actual = useResolveTimeRangeQuery(value);
  const label = timeRangeLabel(value);
  return (
    <Popover
      trigger="click"
      placement="bottom"
      open={open}
      onOpenChange={setOpen}
      title={TIME_RANGE_TEXTS.title}
      destroyOnHidden
      content={
        open ? (
          <TimeRangeEditor
            value={value}
            columnPlaceholder={columnPlaceholder}
            onCancel={() => setOpen(false)}
            onApply={(next) => {
              onChange(next);
              setOpen(false);
            }}
          />
        ) : null
      }
    >
      <Tooltip
        open={open ? false : undefined}
        title={actual.data ? formatActualRange(actual.data, columnPlaceholder) : undefined}
      >
        <button
          type="button"
          data-test="time-range-trigger"
          style={{
            width: '100%',
            minHeight: 28,
            display: 'flex',
            alignItems: 'center',
            gap: 6,
            background: '#f0f2f5',
            border: '1px solid #e3e6eb',
            borderRadius: 4,
            padding: '2px 8px',
            cursor: 'pointer',
            textAlign: 'left',
            fontSize: 13,
          }}
        >
          <CalendarOutlined style={{ color: '#666' }} />
          <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{label}</span>
        </button>
      </Tooltip>
    </Popover>
  );
}
