import { HEADER_FONT_SIZES, headerHeight, updateComponentMeta } from '@meridian/core';
import type { LayoutComponent } from '@meridian/core';
import { Button, Flex, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { LazyMarkdown as Markdown } from '../LazyMarkdown';
import { useLayoutEditing } from './layout-editing';

const MarkdownEditor = lazy(async () => ({ default: (await import('./MarkdownEditor')).MarkdownEditor }));

/** Shown in a new markdown block until it is edited. */
export const MARKDOWN_PLACEHOLDER =
  '# Header\n\nClick **Edit** to write [markdown](https://commonmark.org/help/).';

/** A header of the layout; its text is edited in place in edit mode. */
export function EditableHeader({ component }: { component: LayoutComponent }) {
  const editing = useLayoutEditing();
  const meta = component.meta ?? {};
  const text = meta.text ?? '';
  const white = meta.background === 'BACKGROUND_WHITE';
  return (
    <Typography.Title
      level={4}
      data-testid="dashboard-header-component"
      data-header-size={meta.headerSize ?? 'MEDIUM_HEADER'}
      style={{
        margin: 0,
        // A fixed height per size, so the grid below lands where core's layoutBoxes puts it.
        height: headerHeight(meta.headerSize),
        display: 'flex',
        alignItems: 'center',
        overflow: 'hidden',
        whiteSpace: 'nowrap',
        fontSize: HEADER_FONT_SIZES[meta.headerSize ?? 'MEDIUM_HEADER'] ?? HEADER_FONT_SIZES.MEDIUM_HEADER,
        background: white ? '#fff' : undefined,
        paddingLeft: white ? 16 : 0,
      }}
      editable={
        editing
          ? {
              triggerType: ['text', 'icon'],
              onChange: (value) =>
                editing.commit(updateComponentMeta(editing.layout, component.id, { text: value })),
            }
          : false
      }
    >
      {text}
    </Typography.Title>
  );
}

/** A markdown block: sanitized preview, and in edit mode an editor toggled with Edit / Preview. */
export function EditableMarkdown({ component, height }: { component: LayoutComponent; height: number }) {
  const editing = useLayoutEditing();
  const code = component.meta?.code ?? MARKDOWN_PLACEHOLDER;
  const [draft, setDraft] = useState<string | null>(null);
  if (!editing) return <Markdown code={component.meta?.code ?? ''} height={height} />;
  const save = () => {
    if (draft !== null) editing.commit(updateComponentMeta(editing.layout, component.id, { code: draft }));
    setDraft(null);
  };
  return (
    <div style={{ position: 'relative' }}>
      <Flex gap={4} style={{ position: 'absolute', top: 4, left: 4, zIndex: 5 }}>
        <Button
          size="small"
          type={draft === null ? 'default' : 'primary'}
          onClick={() => (draft === null ? setDraft(code) : save())}
          data-testid="markdown-mode"
        >
          {draft === null ? 'Edit' : 'Preview'}
        </Button>
      </Flex>
      {draft === null ? (
        <Markdown code={code} height={height} />
      ) : (
        <Suspense fallback={null}>
          <MarkdownEditor value={draft} onChange={setDraft} onDone={save} height={height} />
        </Suspense>
      )}
    </div>
  );
}

/** The title of a tab, renamed in place in edit mode. */
export function TabTitle({ tab, title }: { tab: LayoutComponent; title: string }) {
  const editing = useLayoutEditing();
  if (!editing) return <>{title}</>;
  return (
    <Typography.Text
      editable={{
        triggerType: ['text'],
        onChange: (value) => editing.commit(updateComponentMeta(editing.layout, tab.id, { text: value })),
      }}
    >
      {title}
    </Typography.Text>
  );
}

const EMPTY_TEXT: Partial<Record<LayoutComponent['type'], string>> = {
  GRID: 'Drag and drop components and charts to the dashboard',
  TAB: 'Drag and drop components to this tab',
  COLUMN: 'Empty column',
};

/** In edit mode, the drop area at the end of a grid, tab or empty column. */
export function EmptyDropHint({ component }: { component: LayoutComponent }) {
  const editing = useLayoutEditing();
  if (!editing) return null;
  if (component.children.length === 0)
    return (
      <div className="meridian-empty-drop" data-testid="empty-drop">
        {EMPTY_TEXT[component.type] ?? ''}
      </div>
    );
  // A strip after the last child, so a drop can append there.
  return component.type === 'COLUMN' ? null : <div style={{ minHeight: 40 }} data-testid="end-drop" />;
}
