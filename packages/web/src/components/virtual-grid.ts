// Styles shared by the virtualised result grids (explore's data pane, SQL Lab's results): one row height, fixed-width
// cells, and a header row that stays on top while the rows scroll under it.

export const GRID_ROW_HEIGHT = 30;

/** A fixed-width, one-line cell; longer text ends in an ellipsis. */
export function gridCellStyle(width: number) {
  return {
    width,
    flexShrink: 0,
    padding: '0 8px',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    lineHeight: `${GRID_ROW_HEIGHT}px`,
  } as const;
}

/** The sticky header row of a grid `width` pixels wide. */
export function gridHeaderRowStyle(width: number) {
  return {
    display: 'flex',
    width,
    position: 'sticky',
    top: 0,
    zIndex: 1,
    background: '#fafafa',
    borderBottom: '1px solid #f0f0f0',
    fontWeight: 600,
  } as const;
}
