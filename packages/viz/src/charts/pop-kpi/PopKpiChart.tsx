import { bigNumberFontSize } from '../../components/BigNumberHeader';
import type { PopKpiRendererProps } from './transform-props';

const TONES = {
  good: { text: '#2b8a3e', background: '#d3f9d8' },
  bad: { text: '#c92a2a', background: '#ffe3e3' },
  neutral: { text: '#666666', background: '#f0f0f0' },
} as const;

/** Renderer of Big Number with Time Period Comparison (lazy): the number, its arrow, and the comparison values. */
export default function PopKpiChart(props: PopKpiRendererProps) {
  const { width, height, bigNumber, percentChange, comparisons, changeTone } = props;
  const arrow = percentChange === 0 ? '' : percentChange > 0 ? '↑' : '↓';
  const headerSize = bigNumberFontSize(`${bigNumber}${arrow}`, width, height, props.headerFontSize / height);
  const longest = Math.max(1, ...comparisons.map((c) => c.text.length + (c.label?.length ?? 0) + 2));
  // Comparisons wrap onto lines of their own on a narrow card; each keeps its text on one line.
  const subSize = Math.max(10, Math.min(props.subheaderFontSize, (width * 0.9) / (longest * 0.62)));
  const tone = TONES[changeTone];
  return (
    <div
      data-testid="pop-kpi"
      style={{
        width,
        height,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        alignItems: 'center',
        overflow: 'hidden',
        gap: subSize * 0.6,
      }}
    >
      <div style={{ fontSize: headerSize, lineHeight: 1.1, whiteSpace: 'nowrap', fontWeight: 500 }}>
        {bigNumber}
        {arrow ? <span style={{ color: tone.text, marginLeft: headerSize * 0.1 }}>{arrow}</span> : null}
      </div>
      <div
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'center',
          columnGap: subSize * 1.2,
          rowGap: subSize * 0.3,
          maxWidth: '100%',
        }}
      >
        {comparisons.map((c) => {
          const colors = c.colored ? tone : TONES.neutral;
          return (
            <div
              key={c.key}
              title={c.tooltip}
              data-comparison={c.key}
              style={{ fontSize: subSize, whiteSpace: 'nowrap', fontWeight: 300 }}
            >
              {c.label ? (
                <span
                  style={{
                    color: colors.text,
                    background: colors.background,
                    borderRadius: subSize * 0.4,
                    padding: `0 ${subSize * 0.35}px`,
                    marginRight: subSize * 0.25,
                  }}
                >
                  {c.label}
                </span>
              ) : null}
              {c.text}
            </div>
          );
        })}
      </div>
    </div>
  );
}
