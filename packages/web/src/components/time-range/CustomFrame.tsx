import { DATE_TIME_MODES, TIME_RANGE_GRAIN_UNITS } from '@meridian/core';
import type { CustomTimeRange, DateTimeMode, TimeRangeGrainUnit } from '@meridian/core';
import { Col, Input, InputNumber, Radio, Row, Select } from 'antd';
import { TIME_RANGE_TEXTS, customRangeOf, isAnchorShown, updateCustomRange } from './time-range-model';

const MODE_LABELS: Record<DateTimeMode, string> = {
  specific: 'Specific Date/Time',
  relative: 'Relative Date/Time',
  now: 'Now',
  today: 'Midnight',
};

const plural = (unit: TimeRangeGrainUnit) => `${unit.charAt(0).toUpperCase()}${unit.slice(1)}s`;

/** A datetime-local input's value as YYYY-MM-DDTHH:mm:ss. */
function withSeconds(value: string): string {
  return value.length === 16 ? `${value}:00` : value;
}

function DateTimeInput({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
}) {
  return (
    <Input
      aria-label={label}
      type="datetime-local"
      step={1}
      value={value.slice(0, 19)}
      onChange={(event) => onChange(withSeconds(event.target.value))}
    />
  );
}

/** Props of CustomFrame. */
export interface CustomFrameProps {
  /** The range value. */
  value: string;
  /** Called with the new range value. */
  onChange: (value: string) => void;
  /** The current instant (the default range starts 7 days before today). */
  now: Date;
}

/** The Custom range type: start and end each specific, relative, now or midnight; an anchor when both are relative. */
export function CustomFrame({ value, onChange, now }: CustomFrameProps) {
  const range = customRangeOf(value, now);
  const set = (patch: Partial<CustomTimeRange>) => onChange(updateCustomRange(range, patch));
  const end = (side: 'since' | 'until') => {
    const mode = side === 'since' ? range.sinceMode : range.untilMode;
    const datetime = side === 'since' ? range.sinceDatetime : range.untilDatetime;
    const grain = side === 'since' ? range.sinceGrain : range.untilGrain;
    const grainValue = Math.abs(side === 'since' ? range.sinceGrainValue : range.untilGrainValue);
    const direction = side === 'since' ? 'Before' : 'After';
    const title = side === 'since' ? TIME_RANGE_TEXTS.start : TIME_RANGE_TEXTS.end;
    return (
      <Col span={12} data-test={`custom-${side}`}>
        <div style={{ fontSize: 12, fontWeight: 600, marginBottom: 4 }}>{title}</div>
        <Select
          aria-label={`${title} mode`}
          style={{ width: '100%', marginBottom: 8 }}
          value={mode}
          onChange={(next: DateTimeMode) => set(side === 'since' ? { sinceMode: next } : { untilMode: next })}
          options={DATE_TIME_MODES.map((m) => ({ value: m, label: MODE_LABELS[m] }))}
        />
        {mode === 'specific' ? (
          <DateTimeInput
            label={`${title} date`}
            value={datetime}
            onChange={(next) => set(side === 'since' ? { sinceDatetime: next } : { untilDatetime: next })}
          />
        ) : null}
        {mode === 'relative' ? (
          <Row gutter={8}>
            <Col span={10}>
              <InputNumber
                aria-label={`${title} quantity`}
                min={1}
                precision={0}
                style={{ width: '100%' }}
                value={grainValue}
                onChange={(next) => {
                  const amount = Math.max(1, Number(next ?? 1));
                  set(side === 'since' ? { sinceGrainValue: -amount } : { untilGrainValue: amount });
                }}
              />
            </Col>
            <Col span={14}>
              <Select
                aria-label={`${title} unit`}
                style={{ width: '100%' }}
                value={grain}
                onChange={(next: TimeRangeGrainUnit) =>
                  set(side === 'since' ? { sinceGrain: next } : { untilGrain: next })
                }
                options={TIME_RANGE_GRAIN_UNITS.map((u) => ({
                  value: u,
                  label: `${plural(u)} ${direction}`,
                }))}
              />
            </Col>
          </Row>
        ) : null}
      </Col>
    );
  };
  return (
    <div data-test="custom-frame">
      <div style={{ fontWeight: 600, marginBottom: 8 }}>Configure custom time range</div>
      <Row gutter={16}>
        {end('since')}
        {end('until')}
      </Row>
      {isAnchorShown(range) ? (
        <div style={{ marginTop: 12 }} data-test="custom-anchor">
          <div style={{ fontSize: 12, fontWeight: 600, marginBottom: 4 }}>{TIME_RANGE_TEXTS.anchorTo}</div>
          <Row gutter={16} align="middle">
            <Col span={12}>
              <Radio.Group
                value={range.anchorMode}
                onChange={(event) => {
                  const anchorMode = event.target.value === 'specific' ? 'specific' : 'now';
                  set({ anchorMode, anchorValue: anchorMode === 'now' ? 'now' : range.untilDatetime });
                }}
                options={[
                  { value: 'now', label: 'NOW' },
                  { value: 'specific', label: 'Date/Time' },
                ]}
              />
            </Col>
            {range.anchorMode === 'specific' ? (
              <Col span={12}>
                <DateTimeInput
                  label="Anchor date"
                  value={range.anchorValue}
                  onChange={(anchorValue) => set({ anchorValue })}
                />
              </Col>
            ) : null}
          </Row>
        </div>
      ) : null}
    </div>
  );
}
