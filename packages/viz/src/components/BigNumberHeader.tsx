/** Average advance of a character of the big number (digits, separators, SI suffix) in ems, at weight 600. */
const CHARACTER_WIDTH_EM = 0.62;
/** Room left beside the number, as a fraction of the chart's width. */
const SIDE_MARGIN = 0.05;
const MIN_FONT_SIZE = 12;

/**
 * Font size of the big number: the saved fraction of the chart's height, made smaller when the text would be wider
 * than the chart (Superset fits it to the width too), never below 12 px.
 */
export function bigNumberFontSize(text: string, width: number, height: number, fraction: number): number {
  const byHeight = height * fraction;
  const byWidth = (width * (1 - 2 * SIDE_MARGIN)) / (Math.max(1, text.length) * CHARACTER_WIDTH_EM);
  return Math.max(MIN_FONT_SIZE, Math.min(byHeight, byWidth));
}

/** The big number's text, sized to the chart's height and width and kept on one line. */
export function BigNumberHeader({
  text,
  width,
  height,
  fraction,
  color,
}: {
  text: string;
  width: number;
  height: number;
  fraction: number;
  color?: string;
}) {
  return (
    <div
      data-testid="big-number-header"
      style={{
        fontSize: bigNumberFontSize(text, width, height, fraction),
        lineHeight: 1.1,
        fontWeight: 600,
        whiteSpace: 'nowrap',
        color: color ?? '#1f1f1f',
      }}
    >
      {text}
    </div>
  );
}
