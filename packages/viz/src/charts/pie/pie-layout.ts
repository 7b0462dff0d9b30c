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
}

/** Average width of a character, in font sizes (a sans-serif's digits and lower case). */
const CHAR_WIDTH = 0.55;
/** Room between the pie and an outside label: ECharts' two label-line segments, label distance and bleed margin. */
const LABEL_GAP = 40;
/** The pie never shrinks below this share of its room to make space for labels; longer labels are cut. */
const MIN_RADIUS_PERCENT = 40;
/** Height of a legend above or below the pie, one scrolling line. */
const LEGEND_LINE = 30;
/** A vertical legend is as wide as its longest entry plus its symbol, up to this share of the width. */
const MAX_LEGEND_SHARE = 0.35;

function textWidth(text: string, fontSize: number): number {
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
 * longest shown label fits between the pie and the edge instead of being cut to 'Cl...'; only a label too long
 * even then is cut (wrapped lines overlap their neighbours).
 */
export function pieLayout(options: {
  formData: PieFormData;
  width: number;
  height: number;
  /** Legend entries. */
  names: readonly string[];
  /** Texts of the labels shown. */
  labels: readonly string[];
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
  let outer = fd.outerRadius;
  if (fd.show_labels && fd.labels_outside && options.labels.length > 0 && half > 0) {
    const longest = Math.max(...options.labels.map((label) => textWidth(label, fontSize)));
    const fitsAcross = boxWidth / 2 - LABEL_GAP - longest;
    const fitsDown = boxHeight / 2 - LABEL_GAP - fontSize;
    const fitting = (Math.min(fitsAcross, fitsDown) / half) * 100;
    outer = Math.min(outer, Math.max(fitting, Math.min(MIN_RADIUS_PERCENT, outer)));
  }
  const inner = fd.donut && fd.outerRadius > 0 ? (fd.innerRadius * outer) / fd.outerRadius : 0;
  return { ...box, radius: [`${round(inner)}%`, `${round(outer)}%`] };
}

function round(percent: number): number {
  return Math.round(percent * 10) / 10;
}
