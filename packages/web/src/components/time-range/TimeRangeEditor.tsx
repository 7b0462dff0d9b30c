import {
  CURRENT_TIME_RANGES,
  LAST_TIME_RANGES,
  PREVIOUS_CALENDAR_TIME_RANGES,
  TIME_RANGE_FRAMES,
} from '@meridian/core';
import type { TimeRangeFrame } from '@meridian/core';
import { Button, Col, Divider, Input, Radio, Row, Select, Typography } from 'antd';
import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useDebouncedValue } from '../use-debounced-value';
import { describeApiError } from '../../app/api-error';
import { useResolveTimeRangeQuery } from './time-range-api';
import { CustomFrame } from './CustomFrame';
import {
  TIME_RANGE_POPOVER_WIDTH,
  TIME_RANGE_PREVIEW_DEBOUNCE_MS,
  TIME_RANGE_TEXTS,
  advancedRangeOf,
  encodeAdvancedRange,
  formatActualRange,
  frameOf,
  valueForFrame,
} from './time-range-model';

/** Props of TimeRangeEditor. */
export interface TimeRangeEditorProps {
  /** The committed value. */
  value: string;
  /** Commits a value (APPLY). */
  onApply: (value: string) => void;
  /** Closes without committing (CANCEL). */
  onCancel: () => void;
  /** Column name shown in the actual range (`since ≤ col < until`). */
  columnPlaceholder?: string;
}

/** The frames that are a list of choices, with their choices and titles (Superset's). */
const CHOICE_FRAMES = {
  Common: { choices: LAST_TIME_RANGES, title: 'Configure Time Range: Last...' },
  Calendar: { choices: PREVIOUS_CALENDAR_TIME_RANGES, title: 'Configure Time Range: Previous...' },
  Current: { choices: CURRENT_TIME_RANGES, title: 'Configure Time Range: Current...' },
} as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <div style={{ fontWeight: 600, marginBottom: 8 }}>{title}</div>
      {children}
    </div>
  );
}

/** The time range popover's body: range type, its settings, the actual range preview, CANCEL / APPLY. */
export function TimeRangeEditor({
  value,
  onApply,
  onCancel,
  columnPlaceholder = 'col',
}: TimeRangeEditorProps) {
  const now = useMemo(() => new Date(), []);
  const [draft, setDraft] = useState(value);
  const [frame, setFrame] = useState<TimeRangeFrame>(() => frameOf(value));
  const debounced = useDebouncedValue(draft, TIME_RANGE_PREVIEW_DEBOUNCE_MS);
  const preview = useResolveTimeRangeQuery(debounced);
  const isSettled = debounced === draft && !preview.isFetching;
  const error = preview.isError && isSettled ? describeApiError(preview.error).message : null;
  const canApply = isSettled && preview.currentData !== undefined && !preview.isError;

  const changeFrame = (next: TimeRangeFrame) => {
    setFrame(next);
    setDraft(valueForFrame(next, draft, now));
  };

  const advanced = advancedRangeOf(draft);
  let body: ReactNode = null;
  if (frame === 'Common' || frame === 'Calendar' || frame === 'Current') {
    const { choices, title } = CHOICE_FRAMES[frame];
    body = (
      <Section title={title}>
        <Radio.Group
          data-test={`${frame.toLowerCase()}-frame`}
          value={draft}
          onChange={(event) => setDraft(String(event.target.value))}
          style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
          options={choices.map((choice) => ({ value: choice, label: choice }))}
        />
      </Section>
    );
  } else if (frame === 'Custom') {
    body = <CustomFrame value={draft} onChange={setDraft} now={now} />;
  } else if (frame === 'Advanced') {
    body = (
      <Section title="Configure Advanced Time Range">
        <Row gutter={16} data-test="advanced-frame">
          <Col span={12}>
            <div style={{ fontSize: 12, fontWeight: 600, marginBottom: 4 }}>{TIME_RANGE_TEXTS.start}</div>
            <Input
              aria-label={TIME_RANGE_TEXTS.start}
              value={advanced.since}
              onChange={(event) => setDraft(encodeAdvancedRange(event.target.value, advanced.until))}
            />
          </Col>
          <Col span={12}>
            <div style={{ fontSize: 12, fontWeight: 600, marginBottom: 4 }}>{TIME_RANGE_TEXTS.end}</div>
            <Input
              aria-label={TIME_RANGE_TEXTS.end}
              value={advanced.until}
              onChange={(event) => setDraft(encodeAdvancedRange(advanced.since, event.target.value))}
            />
          </Col>
        </Row>
      </Section>
    );
  }

  return (
    <div data-test="time-range-editor" style={{ width: TIME_RANGE_POPOVER_WIDTH - 24 }}>
      <div style={{ fontSize: 12, fontWeight: 600, marginBottom: 4 }}>{TIME_RANGE_TEXTS.rangeType}</div>
      <Select
        aria-label={TIME_RANGE_TEXTS.rangeType}
        data-test="range-type-select"
        style={{ width: '100%', marginBottom: 12 }}
        value={frame}
        onChange={changeFrame}
        options={TIME_RANGE_FRAMES.map((f) => ({ value: f.value, label: f.label }))}
      />
      {body}
      <Divider style={{ margin: '12px 0' }} />
      <div data-test="actual-time-range">
        <div style={{ fontWeight: 600, marginBottom: 4 }}>{TIME_RANGE_TEXTS.actualTimeRange}</div>
        {error ? (
          <Typography.Text type="danger">{error}</Typography.Text>
        ) : preview.currentData && isSettled ? (
          <Typography.Text code>{formatActualRange(preview.currentData, columnPlaceholder)}</Typography.Text>
        ) : (
          <Typography.Text type="secondary">…</Typography.Text>
        )}
      </div>
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8, marginTop: 16 }}>
        <Button size="small" onClick={onCancel} data-test="time-range-cancel">
          {TIME_RANGE_TEXTS.cancel}
        </Button>
        <Button
          size="small"
          type="primary"
          disabled={!canApply}
          onClick={() => onApply(draft)}
          data-test="time-range-apply"
        >
          {TIME_RANGE_TEXTS.apply}
        </Button>
      </div>
    </div>
  );
}
