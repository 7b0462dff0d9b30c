import type { PieFormData } from './form-data';

/** Where the pie sits: the box left to it beside the legend, and its radii as ECharts reads them. */
export interface PieLayout {
  /** Pixels kept free on each side for the legend (the series' box, as Superset's getChartPadding). */
  top: number;
  bottom: number;
  left: number;
  right: number;
  /** Inner and outer radius, in percent of half the box's shorter side. */
  radius: [string, string];
  /** The same radii in pixels, for the inside-label fit. */
  innerPx: number;
  outerPx: number;
  /** Leader-line segments (ECharts' labelLine length, length2): shorter on a narrow card, leaving room for text. */
  labelLine: { length: number; length2: number };
}

/** Average width of a character, in font sizes (a sans-serif's digits and lower case). */
const CHAR_WIDTH = 0.55;
/** ECharts' distanceToLabelLine (text after the line's end) plus the bleedMargin the series sets. */
const TEXT_DISTANCE = 5;
export const LABEL_BLEED_MARGIN = 5;
/** Leader lines as ECharts draws them by default, and shorter ones for a pie under this radius of room. */
const LONG_LINE = { length: 15, length2: 30 };
const SHORT_LINE = { length: 8, length2: 12 };
const SHORT_LINE_BELOW_HALF = 160;
/** The pie shrinks to this share of its room at most for labels on one line; longer labels wrap at words. */
const MIN_RADIUS_PERCENT = 40;
/** ...and to this share at most so that no word of a wrapped label is broken. */
const MIN_WRAPPED_PERCENT = 25;
/** Height of a legend above or below the pie, one scrolling line. */
const LEGEND_LINE = 30;
/** A vertical legend is as wide as its longest entry plus its symbol, up to this share of the width. */
const MAX_LEGEND_SHARE = 0.35;

/** Estimated width of a one-line text, in pixels. */
export function textWidth(text: string, fontSize: number): number {
  return text.length * fontSize * CHAR_WIDTH;
}

/** Room the legend takes on its side. */
function legendRoom(fd: PieFormData, names: readonly string[], width: number): Record<string, number> {
  if (!fd.show_legend) return {};
  const side = fd.legendOrientation;
  if (side === 'top' || side === 'bottom') return { [side]: LEGEND_LINE };
  const longest = Math.max(0, ...names.map((name) => textWidth(name, 12)));
  return { [side]: Math.min(width * MAX_LEGEND_SHARE, longest + 40) };
}

/**
 * Lays the pie out beside its legend and, when labels go outside, shrinks it (down to 40% of its room) so the
 * longest outside label fits between its leader line and the edge instead of being cut to 'Cl...'; a label too
 * long even then wraps at words (the series sets overflow 'break'), the pie shrinking down to 25% so that the
 * longest word still fits.
 */
export function pieLayout(options: {
  formData: PieFormData;
  width: number;
  height: number;
  /** Legend entries. */
  names: readonly string[];
  /** Texts of the labels drawn outside the pie. */
  outsideLabels: readonly string[];
  fontSize: number;
}): PieLayout {
  const { formData: fd, width, height, fontSize } = options;
  const room = legendRoom(fd, options.names, width);
  const box = {
    top: room['top'] ?? 0,
    bottom: room['bottom'] ?? 0,
    left: room['left'] ?? 0,
    right: room['right'] ?? 0,
  };
  const boxWidth = Math.max(0, width - box.left - box.right);
  const boxHeight = Math.max(0, height - box.top - box.bottom);
  const half = Math.min(boxWidth, boxHeight) / 2;
  const labelLine = half < SHORT_LINE_BELOW_HALF ? SHORT_LINE : LONG_LINE;
  let outer = fd.outerRadius;
  if (options.outsideLabels.length > 0 && half > 0) {
    // A label at the pie's side starts this far beyond the radius: both line segments, the text distance.
    const gap = labelLine.length + labelLine.length2 + TEXT_DISTANCE + LABEL_BLEED_MARGIN;
    const percentLeaving = (textRoom: number) => {
      const across = boxWidth / 2 - gap - textRoom;
      const down = boxHeight / 2 - labelLine.length - fontSize;
      return (Math.min(across, down) / half) * 100;
    };
    const widest = (texts: readonly string[]) => Math.max(...texts.map((text) => textWidth(text, fontSize)));
    const words = options.outsideLabels.flatMap((label) => label.split(/\s+/));
    // Whole labels on one line if the pie can stay 40% of its room; else wrapped at words, down to 25%.
    const floor = Math.max(Math.min(MIN_RADIUS_PERCENT, percentLeaving(widest(words))), MIN_WRAPPED_PERCENT);
    outer = Math.min(outer, Math.max(percentLeaving(widest(options.outsideLabels)), floor));
  }
  const inner = fd.donut && fd.outerRadius > 0 ? (fd.innerRadius * outer) / fd.outerRadius : 0;
  return {
    ...box,
    radius: [`${round(inner)}%`, `${round(outer)}%`],
    innerPx: (round(inner) / 100) * half,
    outerPx: (round(outer) / 100) * half,
    labelLine,
  };
}

/**
 * Whether a label fits inside its slice: the text box, centred halfway across the ring at the slice's middle
 * angle as ECharts puts an 'inner' label, must fit the ring's depth radially and the slice's chord there
 * tangentially (each measured along its direction). A label that does not fit goes outside with a leader line.
 */
export function insideLabelFits(options: {
  text: string;
  fontSize: number;
  /** Where the slice starts and how wide it is, in degrees clockwise from the top. */
  startAngle: number;
  sweep: number;
  innerPx: number;
  outerPx: number;
}): boolean {
  const { fontSize, sweep, innerPx, outerPx } = options;
  const width = textWidth(options.text, fontSize);
  const middle = ((options.startAngle + sweep / 2) * Math.PI) / 180;
  // From the top clockwise: the radial direction is (sin, -cos); the text's width runs along x, its height y.
  const across = Math.abs(Math.sin(middle));
  const along = Math.abs(Math.cos(middle));
  const radialExtent = width * across + fontSize * along;
  const tangentialExtent = width * along + fontSize * across;
  const middleRadius = (innerPx + outerPx) / 2;
  const chord = 2 * middleRadius * Math.sin((Math.min(sweep, 180) * Math.PI) / 360);
  return radialExtent <= outerPx - innerPx && tangentialExtent <= chord;
}

function round(percent: number): number {
  return Math.round(percent * 10) / 10;
}
