/** An inline SVG thumbnail (160x100) as a data URL; `body` is SVG markup drawn in that box. */
export function svgThumbnail(body: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 100"><rect width="160" height="100" fill="#ffffff"/>${body}</svg>`;
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}

const axes = '<path d="M12 8 V88 H152" stroke="#B2B2B2" stroke-width="2" fill="none"/>';

/** Thumbnail bodies of the chart kinds Meridian ships. */
export const THUMBNAILS = {
  line: svgThumbnail(
    `${axes}<polyline points="14,70 40,50 66,60 92,30 118,40 148,18" fill="none" stroke="#1FA8C9" stroke-width="4"/>`,
  ),
  smooth: svgThumbnail(
    `${axes}<path d="M14 70 C40 30 66 80 92 40 S130 20 148 24" fill="none" stroke="#1FA8C9" stroke-width="4"/>`,
  ),
  step: svgThumbnail(
    `${axes}<polyline points="14,70 40,70 40,50 80,50 80,30 118,30 118,44 148,44" fill="none" stroke="#1FA8C9" stroke-width="4"/>`,
  ),
  area: svgThumbnail(
    `${axes}<path d="M14 88 L14 60 L50 40 L90 55 L148 22 L148 88 Z" fill="#1FA8C9" opacity="0.5"/><path d="M14 88 L14 75 L50 65 L90 72 L148 55 L148 88 Z" fill="#454E7C" opacity="0.7"/>`,
  ),
  bar: svgThumbnail(
    `${axes}${[20, 48, 76, 104, 132].map((x, i) => `<rect x="${x}" y="${[50, 30, 60, 20, 40][i]}" width="18" height="${88 - ([50, 30, 60, 20, 40][i] ?? 0)}" fill="#1FA8C9"/>`).join('')}`,
  ),
  scatter: svgThumbnail(
    `${axes}${[
      [30, 60],
      [50, 40],
      [70, 66],
      [90, 30],
      [110, 48],
      [134, 20],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="6" fill="#1FA8C9"/>`)
      .join('')}`,
  ),
  mixed: svgThumbnail(
    `${axes}${[24, 60, 96, 132].map((x, i) => `<rect x="${x}" y="${[50, 40, 60, 30][i]}" width="16" height="${88 - ([50, 40, 60, 30][i] ?? 0)}" fill="#454E7C"/>`).join('')}<polyline points="20,40 62,24 100,36 146,12" fill="none" stroke="#FF7F44" stroke-width="4"/>`,
  ),
  pie: svgThumbnail(
    '<circle cx="80" cy="50" r="40" fill="#1FA8C9"/><path d="M80 50 L80 10 A40 40 0 0 1 118 62 Z" fill="#454E7C"/><path d="M80 50 L118 62 A40 40 0 0 1 60 85 Z" fill="#5AC189"/><circle cx="80" cy="50" r="16" fill="#ffffff"/>',
  ),
  table: svgThumbnail(
    `${[0, 1, 2, 3, 4].map((i) => `<rect x="10" y="${10 + i * 17}" width="140" height="15" fill="${i === 0 ? '#454E7C' : i % 2 ? '#F0F0F0' : '#E0E0E0'}"/>`).join('')}`,
  ),
  pivot: svgThumbnail(
    `<rect x="10" y="10" width="140" height="16" fill="#454E7C"/><rect x="10" y="10" width="40" height="80" fill="#A1A6BD"/>${[0, 1, 2].map((i) => `<rect x="54" y="${30 + i * 20}" width="96" height="16" fill="#E0E0E0"/>`).join('')}`,
  ),
  bigNumber: svgThumbnail(
    '<text x="80" y="62" font-size="40" font-family="sans-serif" text-anchor="middle" fill="#454E7C">12.3k</text>',
  ),
  bigNumberTrend: svgThumbnail(
    '<text x="80" y="46" font-size="32" font-family="sans-serif" text-anchor="middle" fill="#454E7C">12.3k</text><path d="M10 90 L40 76 L70 82 L100 66 L150 60 L150 96 L10 96 Z" fill="#007A87" opacity="0.4"/>',
  ),
} as const;
