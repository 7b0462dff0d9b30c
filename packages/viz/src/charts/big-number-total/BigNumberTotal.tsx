import { BigNumberHeader } from '../../components/BigNumberHeader';
import type { BigNumberTotalRendererProps } from './transform-props';

/** Renderer of Big Number (lazy). */
export default function BigNumberTotal(props: BigNumberTotalRendererProps) {
  const { width, height, formattedBigNumber, subheader, headerFontSize, subheaderFontSize } = props;
  return (
    <div
      data-testid="big-number"
      style={{
        width,
        height,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        alignItems: 'center',
        overflow: 'hidden',
      }}
    >
      <BigNumberHeader text={formattedBigNumber} width={width} height={height} fraction={headerFontSize} />
      {subheader ? (
        <div style={{ fontSize: Math.max(10, height * subheaderFontSize * 0.6), color: '#666666' }}>
          {subheader}
        </div>
      ) : null}
    </div>
  );
}
