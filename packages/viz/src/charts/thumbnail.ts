/** An inline SVG thumbnail (160x100) as a data URL; `body` is SVG markup drawn in that box. */
export function svgThumbnail(body: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 100"><rect width="160" height="100" fill="#ffffff"/>${body}</svg>`;
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}

/** Axes drawn under the Cartesian thumbnails. */
export const THUMBNAIL_AXES = '<path d="M12 8 V88 H152" stroke="#B2B2B2" stroke-width="2" fill="none"/>';
