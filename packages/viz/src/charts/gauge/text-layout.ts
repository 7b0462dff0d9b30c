/** Where a gauge's text lines go: one font size and each line's offset (px) below the centre. */
export interface GaugeTextLayout {
  fontSize: number;
  offsets: number[];
}

/** Share of min(width, height) / 2 the gauge's radius takes (the series' radius: '80%'). */
export const GAUGE_RADIUS_SHARE = 0.8;
/** Share of the height above the gauge's centre (the series' center: ['50%', '55%']). */
export const GAUGE_CENTER_Y_SHARE = 0.55;
/** Line pitch over font size. */
const LINE_HEIGHT = 1.2;
/** Mean glyph width over font size, for a line's width before it is drawn. */
const GLYPH_WIDTH = 0.6;
/** Smallest readable text in the gap under the arc; below it the lines use the whole lower half. */
const MIN_GAP_FONT_SIZE = 10;

/** How far below the centre (px) the arc's lower end reaches; 0 when the arc closes under the centre. */
export function arcEndDepth(radius: number, startAngle: number, endAngle: number): number {
  const [low, high] = startAngle < endAngle ? [startAngle, endAngle] : [endAngle, startAngle];
  // The arc passes straight down (-90°, ECharts angles turn anticlockwise): no gap under it.
  if (Math.floor((high + 90) / 360) > Math.floor((low + 90 - 1e-9) / 360)) return Number.POSITIVE_INFINITY;
  const depth = (angle: number) => -radius * Math.sin((angle * Math.PI) / 180);
  return Math.max(0, depth(startAngle), depth(endAngle));
}

/**
 * Lines "name value" of several items, one per item, stacked from under the arc's ends (where
 * neither the ring nor its axis labels are) down to the chart's bottom, in one font size that fits
 * the lines' height and the widest line's width and is at most the chosen font size. When that gap
 * is too short (or the arc closes), the lines fill everything below the pointers' anchor instead.
 */
export function stackedTextLayout(options: {
  width: number;
  height: number;
  fontSize: number;
  startAngle: number;
  endAngle: number;
  lines: readonly string[];
}): GaugeTextLayout {
  const { width, height, fontSize, lines } = options;
  const radius = (GAUGE_RADIUS_SHARE * Math.min(width, height)) / 2;
  const bottom = (1 - GAUGE_CENTER_Y_SHARE) * height;
  const longest = lines.reduce((m, line) => Math.max(m, line.length), 1);
  const widthFit = (0.95 * width) / (GLYPH_WIDTH * longest);
  const fit = (top: number): GaugeTextLayout => {
    const pitch = (bottom - top) / lines.length;
    return {
      fontSize: Math.min(fontSize, pitch / LINE_HEIGHT, widthFit),
      offsets: lines.map((_, i) => top + pitch * (i + 0.5)),
    };
  };
  const underArc = fit(Math.max(fontSize, arcEndDepth(radius, options.startAngle, options.endAngle)));
  if (underArc.fontSize >= Math.min(fontSize, MIN_GAP_FONT_SIZE)) return underArc;
  // Below the anchor (whose radius is half the font size) with half a font size between.
  return fit(fontSize);
}
