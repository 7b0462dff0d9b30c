import { sanitizeSelectValue } from '@meridian/viz';
import { Select } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { ControlProps } from '../control-props';
import { VIRTUAL_LIST_THRESHOLD, choiceOptions, freeFormValue, withCurrentValues } from './control-values';

type OptionValue = string | number;

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/**
 * A select over the control's choices: multiple when `multi`, typed values when `freeForm`, a
 * virtual list past 100 options. Values no longer among the choices are dropped (spec §4).
 */
export function SelectControl({ control, value, onChange }: ControlProps<'SelectControl'>) {
  const [search, setSearch] = useState('');
  const sanitized = sanitizeSelectValue(control, value);
  const isDirty = !sameValue(sanitized, value);
  const sent = useRef<string | null>(null);
  useEffect(() => {
    const key = JSON.stringify(sanitized ?? null);
    // Sent once per sanitized value, so a page that ignores the change cannot make a loop.
    if (isDirty && sent.current !== key) {
      sent.current = key;
      onChange(sanitized);
    }
  }, [isDirty, sanitized, onChange]);

  const base = choiceOptions(control.choices);
  let options = control.freeForm ? withCurrentValues(base, value) : base;
  const typed = search.trim();
  if (control.freeForm && !control.multi && typed && !options.some((o) => String(o.value) === typed)) {
    options = [...options, { value: freeFormValue(typed, control.choices), label: typed }];
  }
  const current = Array.isArray(sanitized)
    ? sanitized.filter((v): v is OptionValue => typeof v === 'string' || typeof v === 'number')
    : typeof sanitized === 'string' || typeof sanitized === 'number'
      ? sanitized
      : undefined;

  return (
    <Select<OptionValue | OptionValue[]>
      aria-label={control.label}
      data-test={`select-${control.name}`}
      style={{ width: '100%' }}
      mode={control.multi ? (control.freeForm ? 'tags' : 'multiple') : undefined}
      allowClear={control.clearable || control.multi}
      showSearch={{ optionFilterProp: 'label', onSearch: setSearch }}
      value={current}
      virtual={options.length > VIRTUAL_LIST_THRESHOLD}
      options={options}
      placeholder="Select ..."
      onChange={(next) => {
        setSearch('');
        if (Array.isArray(next))
          onChange(next.map((v) => (typeof v === 'string' ? freeFormValue(v, control.choices) : v)));
        else onChange(next === undefined ? null : next);
      }}
    />
  );
}
