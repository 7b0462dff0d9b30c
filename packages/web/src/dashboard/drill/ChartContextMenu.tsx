import { Dropdown } from 'antd';
import type { MenuProps } from 'antd';

/** Props of ChartContextMenu. */
export interface ChartContextMenuProps {
  /** Viewport coordinates where the menu opens. */
  clientX: number;
  clientY: number;
  items: NonNullable<MenuProps['items']>;
  onClose: () => void;
}

/** The right-click menu of a chart item (cross-filter, drill to detail), opened where the pointer is. */
export function ChartContextMenu({ clientX, clientY, items, onClose }: ChartContextMenuProps) {
  return (
    <Dropdown
      open
      menu={{ items, onClick: onClose }}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      trigger={['click']}
    >
      <span
        data-testid="chart-context-menu-anchor"
        style={{ position: 'fixed', left: clientX, top: clientY, width: 1, height: 1 }}
      />
    </Dropdown>
  );
}
