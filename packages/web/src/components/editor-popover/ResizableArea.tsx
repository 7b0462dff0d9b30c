import type { ReactNode } from 'react';

/** Props of ResizableArea. */
export interface ResizableAreaProps {
  /** Starting and minimum width in pixels. */
  minWidth: number;
  /** Starting and minimum height in pixels. */
  minHeight: number;
  /** Content. */
  children: ReactNode;
}

/** A popover body the person can resize from its corner (the editors' resize handle). */
export function ResizableArea({ minWidth, minHeight, children }: ResizableAreaProps) {
  return (
    <div
      data-test="resizable-area"
      style={{
        resize: 'both',
        overflow: 'auto',
        minWidth,
        minHeight,
        width: minWidth,
        height: minHeight,
        maxWidth: '80vw',
        maxHeight: '80vh',
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      {children}
    </div>
  );
}
