import { Input } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { ControlProps } from '../control-props';
import { BOUNDS_DEBOUNCE_MS, CONTROL_TEXTS, parseBound, toBounds } from './control-values';

const textOf = (bound: number | null) => (bound === null ? '' : String(bound));

/** Min / max bounds; changes reach form data after 300 ms (spec §9). */
export function BoundsControl({ control, value, onChange }: ControlProps<'BoundsControl'>) {
  const bounds = toBounds(value);
  const [texts, setTexts] = useState<[string, string]>(() => [textOf(bounds[0]), textOf(bounds[1])]);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const change = (index: 0 | 1, text: string) => {
    const next: [string, string] = index === 0 ? [text, texts[1]] : [texts[0], text];
    setTexts(next);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(
      () => onChange([parseBound(next[0]), parseBound(next[1])]),
      BOUNDS_DEBOUNCE_MS,
    );
  };
  return (
    <div style={{ display: 'flex', gap: 8 }} data-test={`bounds-${control.name}`}>
      <Input
        aria-label={CONTROL_TEXTS.min}
        placeholder={CONTROL_TEXTS.min}
        value={texts[0]}
        onChange={(e) => change(0, e.target.value)}
      />
      <Input
        aria-label={CONTROL_TEXTS.max}
        placeholder={CONTROL_TEXTS.max}
        value={texts[1]}
        onChange={(e) => change(1, e.target.value)}
      />
    </div>
  );
}
