import { StarFilled, StarOutlined } from '@ant-design/icons';
import { Button } from 'antd';

/** Superset's colour of a set favourite star. */
const STARRED_COLOR = '#fbc700';

/** Props of FavoriteStar. */
export interface FavoriteStarProps {
  /** Name of the item, for the accessible label ("Star Sales"). */
  name: string;
  /** Whether the caller has starred it. */
  isStarred: boolean;
  /** Flips the star. */
  onToggle: () => void;
}

/** The favourite star of a list row or card. */
export function FavoriteStar({ name, isStarred, onToggle }: FavoriteStarProps) {
  return (
    <Button
      type="text"
      size="small"
      aria-label={isStarred ? `Unstar ${name}` : `Star ${name}`}
      aria-pressed={isStarred}
      icon={isStarred ? <StarFilled style={{ color: STARRED_COLOR }} /> : <StarOutlined />}
      onClick={onToggle}
    />
  );
}
