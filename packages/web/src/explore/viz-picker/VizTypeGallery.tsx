import { SearchOutlined } from '@ant-design/icons';
import {
  filterVizTypes,
  keepsSelection,
  NO_DESCRIPTION,
  RECOMMENDED_TAGS,
  searchVizTypes,
  vizCategories,
  vizTags,
} from '@meridian/viz';
import type { PickerEntry, PickerSelector } from '@meridian/viz';
import { Empty, Flex, Input, Menu, Tag, Tooltip, Typography } from 'antd';
import type { MenuProps } from 'antd';
import { useMemo, useState } from 'react';

/** Props of VizTypeGallery. */
export interface VizTypeGalleryProps {
  /** Every chart type offered. */
  entries: readonly PickerEntry[];
  /** The selected viz type, if any. */
  selected: string | undefined;
  /** Selects a viz type (a click on a tile; undefined when another category drops it). */
  onSelect: (vizType: string | undefined) => void;
  /** Confirms a viz type (a double-click or Enter on a tile). */
  onConfirm: (vizType: string) => void;
}

function selectorOfKey(key: string): PickerSelector {
  if (key === 'all') return { kind: 'all' };
  const [kind, ...rest] = key.split(':');
  const value = rest.join(':');
  return kind === 'category' ? { kind: 'category', value } : { kind: 'tag', value };
}

function sidebarItems(entries: readonly PickerEntry[]): MenuProps['items'] {
  const tags = vizTags(entries);
  return [
    { key: 'all', label: 'All charts' },
    {
      type: 'group',
      label: 'Recommended tags',
      // Recommended tags select the same tag as the Tags group; the `rec` prefix keeps menu keys unique.
      children: RECOMMENDED_TAGS.map((tag) => ({ key: `rec:${tag}`, label: tag })),
    },
    {
      type: 'group',
      label: 'Category',
      children: vizCategories(entries).map((category) => ({ key: `category:${category}`, label: category })),
    },
    { type: 'group', label: 'Tags', children: tags.map((tag) => ({ key: `tag:${tag}`, label: tag })) },
  ];
}

/** The chart-type gallery: categories and tags, search, tiles and the selected type's details (spec §2). */
export function VizTypeGallery({ entries, selected, onSelect, onConfirm }: VizTypeGalleryProps) {
  const [menuKey, setMenuKey] = useState('all');
  const [search, setSearch] = useState('');
  const items = useMemo(() => sidebarItems(entries), [entries]);
  const selectedEntry = entries.find((entry) => entry.vizType === selected);

  const selector = selectorOfKey(menuKey.replace(/^rec:/, 'tag:'));
  const grid = search.trim() ? searchVizTypes(entries, search) : filterVizTypes(entries, selector);

  const chooseMenu = (key: string) => {
    setMenuKey(key);
    setSearch('');
    // Spec §4: another category or tag clears the selection unless the selected chart belongs to it.
    if (!keepsSelection(selectedEntry, selectorOfKey(key.replace(/^rec:/, 'tag:')))) onSelect(undefined);
  };

  return (
    <>
      <nav aria-label="Chart types" style={{ width: 200, overflowY: 'auto', flexShrink: 0 }}>
        <Menu
          mode="inline"
          selectedKeys={search.trim() ? [] : [menuKey]}
          items={items}
          onClick={({ key }) => chooseMenu(key)}
          style={{ borderInlineEnd: 'none' }}
        />
      </nav>
      <Flex vertical gap={12} style={{ flex: 1, minWidth: 0 }}>
        <Input
          allowClear
          autoFocus
          prefix={<SearchOutlined />}
          placeholder="Search all charts"
          aria-label="Search all charts"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <div style={{ flex: 1, overflowY: 'auto' }}>
          {grid.length === 0 ? (
            <Empty description="No charts match" />
          ) : (
            <VizGrid entries={grid} selected={selected} onSelect={onSelect} onConfirm={onConfirm} />
          )}
        </div>
        {selectedEntry ? <VizDetails entry={selectedEntry} /> : null}
      </Flex>
    </>
  );
}

interface VizGridProps {
  entries: readonly PickerEntry[];
  selected: string | undefined;
  onSelect: (vizType: string) => void;
  onConfirm: (vizType: string) => void;
}

function VizGrid({ entries, selected, onSelect, onConfirm }: VizGridProps) {
  return (
    <div
      role="listbox"
      aria-label="Visualization types"
      style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))', gap: 12 }}
    >
      {entries.map((entry) => {
        const isSelected = entry.vizType === selected;
        return (
          <div
            key={entry.vizType}
            role="option"
            aria-selected={isSelected}
            aria-label={entry.metadata.name}
            data-viz-type={entry.vizType}
            tabIndex={0}
            onClick={() => onSelect(entry.vizType)}
            onDoubleClick={() => onConfirm(entry.vizType)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') onConfirm(entry.vizType);
              if (event.key === ' ') onSelect(entry.vizType);
            }}
            style={{ cursor: 'pointer', textAlign: 'center', position: 'relative' }}
          >
            <img
              src={entry.metadata.thumbnail}
              alt=""
              style={{
                width: '100%',
                aspectRatio: '16 / 10',
                borderRadius: 6,
                border: isSelected ? '2px solid #1677ff' : '1px solid #d9d9d9',
                boxSizing: 'border-box',
              }}
            />
            {entry.metadata.label ? (
              <Tooltip title={entry.metadata.labelExplanation ?? undefined}>
                <Tag
                  color={entry.metadata.label === 'DEPRECATED' ? 'red' : 'blue'}
                  style={{ position: 'absolute', top: 4, right: 0 }}
                >
                  {entry.metadata.label}
                </Tag>
              </Tooltip>
            ) : null}
            <Typography.Text style={{ fontSize: 12, fontWeight: isSelected ? 600 : 400 }}>
              {entry.metadata.name}
            </Typography.Text>
          </div>
        );
      })}
    </div>
  );
}

function VizDetails({ entry }: { entry: PickerEntry }) {
  const examples = entry.metadata.exampleGallery ?? [];
  return (
    <section
      aria-label="Chart details"
      style={{ borderTop: '1px solid #f0f0f0', paddingTop: 12, maxHeight: 200, overflowY: 'auto' }}
    >
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {entry.metadata.name}
      </Typography.Title>
      <Flex wrap gap={4} style={{ marginBottom: 8 }}>
        {entry.metadata.tags.map((tag) => (
          <Tag key={tag}>{tag}</Tag>
        ))}
      </Flex>
      <Typography.Paragraph>{entry.metadata.description || NO_DESCRIPTION}</Typography.Paragraph>
      {examples.length > 0 ? (
        <>
          <Typography.Text strong>Examples</Typography.Text>
          <Flex gap={8} wrap>
            {examples.map((example) => (
              <figure key={example.url} style={{ margin: 0 }}>
                <img src={example.url} alt={example.caption ?? ''} style={{ height: 80 }} />
                {example.caption ? <figcaption>{example.caption}</figcaption> : null}
              </figure>
            ))}
          </Flex>
        </>
      ) : null}
    </section>
  );
}
