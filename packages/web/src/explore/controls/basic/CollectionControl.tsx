import { Button } from 'antd';
import { OptionPill } from '../common/OptionPill';
import { moveItem, removeAt } from '../common/list-ops';
import type { ControlProps } from '../control-props';
import { CONTROL_TEXTS } from './control-values';

function itemText(item: unknown, fallback: string): string {
  if (typeof item === 'string' || typeof item === 'number') return String(item);
  if (typeof item === 'object' && item !== null) {
    const record = item as Record<string, unknown>;
    for (const key of ['label', 'name', 'title']) {
      const v = record[key];
      if (typeof v === 'string' && v) return v;
    }
  }
  return fallback;
}

/** A list of items: add, remove and drag to reorder. */
export function CollectionControl({ control, value, onChange }: ControlProps<'CollectionControl'>) {
  const items = Array.isArray(value) ? value : [];
  return (
    <div data-test={`collection-${control.name}`}>
      {items.map((item, index) => (
        <OptionPill
          key={index}
          label={itemText(item, `${control.itemLabel} ${index + 1}`)}
          index={index}
          dragGroup={`collection:${control.name}`}
          onMove={(from, to) => onChange(moveItem(items, from, to))}
          onRemove={() => onChange(removeAt(items, index))}
        />
      ))}
      <Button size="small" type="dashed" block onClick={() => onChange([...items, {}])}>
        + {CONTROL_TEXTS.addItem}
      </Button>
    </div>
  );
}
