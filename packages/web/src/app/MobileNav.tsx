import { MenuOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { MenuProps } from 'antd';
import { lazy, Suspense, useState } from 'react';

// The drawer (antd's Drawer and its motion) is only needed once the button is pressed.
const MobileNavDrawer = lazy(async () => ({ default: (await import('./MobileNavDrawer')).MobileNavDrawer }));

/** Props of MobileNav. */
export interface MobileNavProps {
  /** The main navigation's pages. */
  items: readonly { path: string; label: string }[];
  /** Settings pages shown below them. */
  settings: readonly { path: string; label: string }[];
  /** The selected page paths. */
  selected: string[];
}

/** The phone layout's menu button: the main navigation and settings in a drawer. */
export function MobileNav({ items, settings, selected }: MobileNavProps) {
  const [isOpen, setOpen] = useState(false);
  // Once opened, the drawer stays mounted so that closing it animates.
  const [wasOpened, setWasOpened] = useState(false);
  const menuItems: MenuProps['items'] = [
    ...items.map((item) => ({ key: item.path, label: item.label })),
    { type: 'divider' as const },
    {
      type: 'group' as const,
      label: 'Settings',
      children: settings.map((item) => ({ key: item.path, label: item.label })),
    },
  ];
  return (
    <>
      <Button
        type="text"
        aria-label="Open navigation"
        data-testid="nav-menu-button"
        icon={<MenuOutlined />}
        onClick={() => {
          setWasOpened(true);
          setOpen(true);
        }}
      />
      {wasOpened && (
        <Suspense fallback={null}>
          <MobileNavDrawer
            isOpen={isOpen}
            onClose={() => setOpen(false)}
            items={menuItems}
            selected={selected}
          />
        </Suspense>
      )}
    </>
  );
}
