import { parseNumericText } from '@meridian/viz';
import { Input } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { ControlProps } from '../control-props';
import { TEXT_DEBOUNCE_MS } from './control-values';

function textOf(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

/** Props of TextControl beyond the control's. */
export interface TextControlExtraProps {
  /** Reports the control's own parse error (shown under the control). */
  onError?: (error: string | null) => void;
}

/**
 * A text input; numeric (isInt / isFloat) text is parsed as integer or float and its error
 * reported. Changes reach form data after a short debounce, or at once on blur.
 */
export function TextControl({
  control,
  value,
  onChange,
  onError,
}: ControlProps<'TextControl'> & TextControlExtraProps) {
  const kind = control.isInt ? 'int' : control.isFloat ? 'float' : null;
  const parse = (next: string) => (kind ? parseNumericText(next, kind) : { value: next, error: null });
  const [text, setText] = useState(() => textOf(value));
  const [syncedValue, setSyncedValue] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  // A value changed from outside (undo, another control) replaces the text, unless the text already means it.
  if (!Object.is(value, syncedValue)) {
    setSyncedValue(value);
    if (parse(text).value !== value) setText(textOf(value));
  }

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const commit = (next: string) => {
    if (timer.current) clearTimeout(timer.current);
    const parsed = parse(next);
    onError?.(parsed.error);
    if (parsed.value !== value) onChange(parsed.value);
  };

  const shared = {
    'aria-label': control.label,
    'data-test': `text-${control.name}`,
    value: text,
    placeholder: control.placeholder,
    status: kind && parse(text).error ? ('error' as const) : undefined,
    onChange: (event: { target: { value: string } }) => {
      const next = event.target.value;
      setText(next);
      onError?.(parse(next).error);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => commit(next), TEXT_DEBOUNCE_MS);
    },
    onBlur: () => commit(text),
  };
  // Templates and CSS are edited as monospace text areas.
  return control.multiline ? (
    <Input.TextArea
      {...shared}
      autoSize={{ minRows: 4, maxRows: 16 }}
      style={{ fontFamily: 'ui-monospace, Menlo, monospace', fontSize: 12 }}
    />
  ) : (
    <Input {...shared} />
  );
}
