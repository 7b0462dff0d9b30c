import { PlusOutlined } from '@ant-design/icons';
import type { Dataset } from '@meridian/core';
import { adhocFilterSchema, getAdhocFilterLabel, type AdhocFilter } from '@meridian/viz';
import { Button, Flex, Popover, Tag } from 'antd';
import { useState, type ReactNode } from 'react';
import { ClosesOnEscape } from '../editor-popover/ClosesOnEscape';
import { filterSubjectOptions } from './adhoc-filter';
import { FilterEditor } from './FilterEditor';
import { useFilterEditorContext } from './use-filter-editor-context';

/** Props of AdhocFilterTags. */
export interface AdhocFilterTagsProps {
  /** The adhoc filters (items that are not one are shown as their JSON and can only be removed). */
  value: readonly unknown[];
  onChange: (value: unknown[]) => void;
  /** The dataset the filters apply to. */
  datasource: Dataset;
  /** The add button's text. */
  addLabel: string;
}

/**
 * Adhoc filters as tags, each edited in explore's filter editor (Simple / Custom SQL) in a popover: click a tag to
 * change it, its × to remove it, the add button for a new one.
 */
export function AdhocFilterTags({ value, onChange, datasource, addLabel }: AdhocFilterTagsProps) {
  // The index of the filter whose editor is open, 'new' for a new one.
  const [open, setOpen] = useState<number | 'new' | null>(null);
  const context = useFilterEditorContext(datasource);
  const options = filterSubjectOptions(datasource);
  const close = () => setOpen(null);
  const editorPopover = (which: number | 'new', filter: AdhocFilter | null, trigger: ReactNode) => (
    <Popover
      key={which === 'new' ? 'new' : `${which}:${filter ? getAdhocFilterLabel(filter) : ''}`}
      trigger="click"
      placement="right"
      open={open === which}
      onOpenChange={(isOpen) => setOpen(isOpen ? which : null)}
      // Always given: antd leaves a popover without content unopenable. It is mounted only while open (destroyOnHidden).
      content={
        <ClosesOnEscape onClose={close}>
          <FilterEditor
            filter={filter}
            options={options}
            context={context}
            datasource={datasource}
            onClose={close}
            onSave={(saved) =>
              onChange(
                which === 'new' ? [...value, saved] : value.map((item, i) => (i === which ? saved : item)),
              )
            }
          />
        </ClosesOnEscape>
      }
      destroyOnHidden
    >
      {trigger}
    </Popover>
  );
  const remove = (index: number) => onChange(value.filter((_, i) => i !== index));
  return (
    <Flex gap={4} wrap align="center" data-testid="adhoc-filter-tags">
      {value.map((item, index) => {
        const parsed = adhocFilterSchema.safeParse(item);
        if (!parsed.success)
          return (
            <Tag key={`${index}:invalid`} closable onClose={() => remove(index)}>
              {JSON.stringify(item)}
            </Tag>
          );
        const label = getAdhocFilterLabel(parsed.data);
        return editorPopover(
          index,
          parsed.data,
          <Tag
            closable
            onClose={(event) => {
              // The × removes the filter without opening its editor.
              event.stopPropagation();
              remove(index);
            }}
            style={{ cursor: 'pointer' }}
          >
            {label}
          </Tag>,
        );
      })}
      {editorPopover(
        'new',
        null,
        <Button size="small" icon={<PlusOutlined />}>
          {addLabel}
        </Button>,
      )}
    </Flex>
  );
}
