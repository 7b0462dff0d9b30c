import { Select, Typography } from 'antd';
import type { ControlProps } from '../control-props';
import { CONTROL_TEXTS, colorSchemeNotes, schemeColors } from './control-values';

function Swatches({ id }: { id: string }) {
  return (
    <span style={{ display: 'inline-flex', gap: 1, marginLeft: 8, verticalAlign: 'middle' }}>
      {schemeColors(id)
        .slice(0, 10)
        .map((color) => (
          <span key={color} style={{ width: 10, height: 14, background: color, display: 'inline-block' }} />
        ))}
    </span>
  );
}

/** The categorical colour scheme select with colour swatches and the dashboard / label colour notes. */
export function ColorSchemeControl({
  control,
  value,
  onChange,
  formData,
}: ControlProps<'ColorSchemeControl'>) {
  const notes = colorSchemeNotes(formData);
  return (
    <div data-test={`color-scheme-${control.name}`}>
      <Select
        aria-label={control.label}
        style={{ width: '100%' }}
        placeholder={CONTROL_TEXTS.selectScheme}
        value={typeof value === 'string' && value ? value : undefined}
        onChange={(next: string) => onChange(next)}
        showSearch={{ optionFilterProp: 'title' }}
        options={control.choices.map(([id, label]) => ({
          value: id,
          title: label,
          label: (
            <span style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
              <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{label}</span>
              <Swatches id={String(id)} />
            </span>
          ),
        }))}
      />
      {notes.map((note) => (
        <Typography.Text key={note} type="secondary" style={{ display: 'block', fontSize: 12, marginTop: 2 }}>
          {note}
        </Typography.Text>
      ))}
    </div>
  );
}
