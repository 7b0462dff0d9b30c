import type { ConditionalFormatter } from '@meridian/viz';
import { PopoverList } from '../common/PopoverList';
import { removeAt, replaceAt } from '../common/list-ops';
import type { ControlProps } from '../control-props';
import { FORMATTER_TEXTS, formatterColumnOptions, formatterLabel } from './formatter-form';
import { FormatterEditor } from './FormatterEditor';

function formatterList(value: unknown): ConditionalFormatter[] {
  return Array.isArray(value)
    ? value.filter((item): item is ConditionalFormatter => typeof item === 'object' && item !== null)
    : [];
}

/** Conditional formatting: a list of colour formatters, each edited in a popover. */
export function ConditionalFormattingControl({
  control,
  value,
  onChange,
  formData,
  datasource,
}: ControlProps<'ConditionalFormattingControl'>) {
  const formatters = formatterList(value);
  const verboseMap = Object.fromEntries(
    datasource.columns
      .filter((c) => c.verbose_name)
      .map((c) => [c.column_name, c.verbose_name ?? c.column_name]),
  );
  const columnOptions = formatterColumnOptions(formData, datasource);
  return (
    <PopoverList
      dragGroup={`formatters:${control.name}`}
      items={formatters.map((formatter, index) => ({
        key: String(index),
        label: formatterLabel(formatter, verboseMap),
      }))}
      addLabel={FORMATTER_TEXTS.add}
      onRemove={(index) => onChange(removeAt(formatters, index))}
      title={(index) => (index === null ? FORMATTER_TEXTS.add : FORMATTER_TEXTS.edit)}
      renderEditor={(index, close) => (
        <FormatterEditor
          formatter={index === null ? null : (formatters[index] ?? null)}
          columnOptions={columnOptions}
          onApply={(formatter) => {
            onChange(replaceAt(formatters, index, formatter));
            close();
          }}
        />
      )}
    />
  );
}
