import { theme } from 'antd';
import { useState } from 'react';

/** Height of a card's cover, as Superset's list cards draw it. */
export const CARD_COVER_HEIGHT = 140;

/** Props of CardCover. */
export interface CardCoverProps {
  /** Title of the item: its first letter fills the placeholder. */
  title: string;
  /** An image to show instead (a thumbnail or the chart type's picture), when there is one. */
  imageUrl?: string | null | undefined;
}

/** The cover of a list card: the image when there is one, else a neutral tile with the title's initial. */
export function CardCover({ title, imageUrl }: CardCoverProps) {
  const { token } = theme.useToken();
  // A thumbnail that fails to load falls back to the placeholder: a list never shows a broken image.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const box = {
    height: CARD_COVER_HEIGHT,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    background: token.colorFillQuaternary,
    borderBottom: `1px solid ${token.colorBorderSecondary}`,
  } as const;
  if (imageUrl && imageUrl !== failedUrl) {
    return (
      <div style={box}>
        <img
          src={imageUrl}
          alt=""
          onError={() => setFailedUrl(imageUrl)}
          style={{ maxHeight: CARD_COVER_HEIGHT - 24, maxWidth: '80%' }}
        />
      </div>
    );
  }
  const initial = Array.from(title.trim())[0]?.toUpperCase() ?? '?';
  return (
    <div style={box} aria-hidden data-testid="card-placeholder">
      <span style={{ fontSize: 48, fontWeight: 600, color: token.colorTextQuaternary }}>{initial}</span>
    </div>
  );
}
