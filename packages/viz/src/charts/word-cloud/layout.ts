/** Word placement of the cloud: largest words first, each on an Archimedean spiral from the centre to the first free spot. */

/** A word to place. */
export interface CloudWord {
  text: string;
  size: number;
  /** Degrees, counter-clockwise. */
  rotate: number;
}

/** A placed word: its centre. */
export interface PlacedWord extends CloudWord {
  x: number;
  y: number;
}

/** Grid cell of the occupancy map, in pixels. */
const CELL = 4;
/** Space kept around each word, in pixels (d3-cloud's padding in Superset). */
const PADDING = 2;

/** Estimated width of a text in pixels at a font size (no canvas in transformProps; wide glyphs count double). */
export function textWidth(text: string, size: number): number {
  let em = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code >= 0x1100) em += 1;
    else if (char >= 'A' && char <= 'Z') em += 0.68;
    else if (char === ' ' || char === 'i' || char === 'l' || char === '.') em += 0.3;
    else em += 0.56;
  }
  return Math.max(1, em * size);
}

/** A small stable hash of a text (rotations are chosen per word, the same on every draw). */
export function hashText(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** Superset's rotations: flat 0°, square 0° or 90°, random a multiple of 30° in [−90°, 60°]; chosen by the word's hash. */
export function wordRotation(text: string, rotation: 'square' | 'flat' | 'random'): number {
  if (rotation === 'flat') return 0;
  const h = hashText(text);
  if (rotation === 'square') return (h % 2) * 90;
  return ((h % 6) - 3) * 30;
}

/** Spiral steps a word tries before it is left out (bounds the time of a card too small for its words). */
const MAX_STEPS = 4_000;
/** Words in a row that found no room after which the card counts as full (the rest are smaller, but rarely fit). */
const MAX_MISSES = 50;

/**
 * Places words (in the given order) in a width × height box; words that find no room are left out. With `mustPlace`,
 * gives up (null) as soon as one of the first `mustPlace` words finds no room.
 */
export function placeWords(
  words: readonly CloudWord[],
  width: number,
  height: number,
  mustPlace = 0,
): PlacedWord[] | null {
  const cols = Math.max(1, Math.ceil(width / CELL));
  const rows = Math.max(1, Math.ceil(height / CELL));
  const taken = new Uint8Array(cols * rows);
  const placed: PlacedWord[] = [];
  const maxRadius = Math.hypot(width, height) / 2;
  let misses = 0;
  for (const [index, word] of words.entries()) {
    const before = placed.length;
    const radians = (word.rotate * Math.PI) / 180;
    const w = textWidth(word.text, word.size);
    const h = word.size * 1.1;
    const cos = Math.abs(Math.cos(radians));
    const sin = Math.abs(Math.sin(radians));
    const boxW = w * cos + h * sin + PADDING * 2;
    const boxH = w * sin + h * cos + PADDING * 2;
    if (boxW > width || boxH > height) {
      if (index < mustPlace) return null;
      continue;
    }
    const c0W = Math.ceil(boxW / CELL);
    const c0H = Math.ceil(boxH / CELL);
    const fits = (left: number, top: number) => {
      if (left < 0 || top < 0 || left + c0W > cols || top + c0H > rows) return false;
      for (let r = top; r < top + c0H; r++) {
        const base = r * cols;
        for (let c = left; c < left + c0W; c++) if (taken[base + c]) return false;
      }
      return true;
    };
    const aspect = width / Math.max(1, height);
    // Steps of about a cell along the curve, which widens by a cell per turn.
    for (let t = 0, step = 0; step < MAX_STEPS; t += Math.min(0.5, (2 * Math.PI) / Math.max(1, t)), step++) {
      const radius = (CELL / (2 * Math.PI)) * t;
      if (radius > maxRadius) break;
      const x = width / 2 + radius * Math.cos(t) * aspect;
      const y = height / 2 + radius * Math.sin(t);
      const left = Math.round((x - boxW / 2) / CELL);
      const top = Math.round((y - boxH / 2) / CELL);
      if (!fits(left, top)) continue;
      for (let r = top; r < top + c0H; r++) taken.fill(1, r * cols + left, r * cols + left + c0W);
      placed.push({ ...word, x: (left + c0W / 2) * CELL, y: (top + c0H / 2) * CELL });
      break;
    }
    if (placed.length > before) misses = 0;
    else if (index < mustPlace) return null;
    else if (++misses >= MAX_MISSES) break;
  }
  return placed;
}
