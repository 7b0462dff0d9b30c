import { Drawer, Menu } from 'antd';
import type { MenuProps } from 'antd';
import { useNavigate } from 'react-router-dom';

/** Props of MobileNavDrawer. */
export interface MobileNavDrawerProps {
  /** Whether the drawer is open. */
  isOpen: boolean;
  /** Closes the drawer. */
  onClose: () => void;
  /** The menu's entries. */
  items: MenuProps['items'];
  /** The selected page paths. */
  selected: string[];
}

/** The phone layout's navigation drawer (its own chunk: loaded when the menu button is first pressed). */
export function MobileNavDrawer({ isOpen, onClose, items, selected }: MobileNavDrawerProps) {
  const navigate = useNavigate();
  return (
    <Drawer
      open={isOpen}
      placement="left"
      size={260}
      title="Meridian"
      onClose={onClose}
      styles={{ body: { padding: 0 } }}
    >
      <nav aria-label="Main">
        <Menu
          mode="inline"
          selectedKeys={selected}
          items={items}
          onClick={({ key }) => {
            onClose();
            void navigate(key);
          }}
        />
      </nav>
    </Drawer>
  );
}
