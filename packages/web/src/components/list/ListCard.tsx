import { Card, Checkbox, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

/** Props of ListCard. */
export interface ListCardProps {
  /** Name of the item, for accessible labels. */
  name: string;
  /** The title, usually a link. */
  title: ReactNode;
  /** The cover (see CardCover). */
  cover: ReactNode;
  /** A line under the title, e.g. "Modified 3 days ago". */
  description?: ReactNode;
  /** Controls beside the title, e.g. the favourite star. */
  extra?: ReactNode;
  /** Buttons at the bottom of the card. */
  actions?: ReactNode[];
  /** Whether the card is selected for a bulk action; undefined hides the checkbox. */
  isSelected?: boolean | undefined;
  /** Called when the checkbox changes. */
  onSelect?: (isSelected: boolean) => void;
}

/** One item of a list's card view. */
export function ListCard(props: ListCardProps) {
  const { name, title, cover, description, extra, actions, isSelected, onSelect } = props;
  return (
    <Card
      size="small"
      cover={cover}
      actions={actions}
      data-testid="list-card"
      aria-label={name}
      role="article"
      // Cards of a grid row share its height, actions at the bottom, whatever their badges.
      style={{ height: '100%', display: 'flex', flexDirection: 'column' }}
      styles={{ body: { padding: 12, flex: 1 } }}
    >
      <Flex align="center" gap={8}>
        {isSelected !== undefined && (
          <Checkbox
            aria-label={`Select ${name}`}
            checked={isSelected}
            onChange={(event) => onSelect?.(event.target.checked)}
          />
        )}
        <Typography.Text strong ellipsis style={{ flex: 1, minWidth: 0 }}>
          {title}
        </Typography.Text>
        {extra}
      </Flex>
      {description && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {description}
        </Typography.Text>
      )}
    </Card>
  );
}
