/** A sketch of land under the map thumbnails. */
export const MAP_LAND =
  '<path d="M18 30 C30 18 52 20 60 32 C66 44 54 52 44 60 C36 70 24 62 20 50 Z M84 22 C104 14 132 18 142 34 C150 48 136 58 122 56 C110 66 96 60 90 48 C82 40 80 30 84 22 Z M104 66 C114 62 126 68 124 80 C118 90 106 88 102 78 Z" fill="#E5E8EC" stroke="#B2B2B2"/>';
/** A dot of a map thumbnail. */
export const mapDot = (x: number, y: number, r: number, c = '#1FA8C9') =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${c}" fill-opacity="0.8"/>`;
