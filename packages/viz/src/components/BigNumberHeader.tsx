/** The big number's text, sized as a fraction of the chart height and kept on one line. */
export function BigNumberHeader({
  text,
  height,
  fraction,
  color,
}: {
  text: string;
  height: number;
  fraction: number;
  color?: string;
}) {
  return (
    <div
      data-testid="big-number-header"
      style={{
        fontSize: Math.max(12, height * fraction),
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
