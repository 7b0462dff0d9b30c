import { DownOutlined, LogoutOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown, Flex, Layout, Menu, Typography } from 'antd';
import type { MenuProps } from 'antd';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { MeridianLogo } from '../components/MeridianLogo';
import { hidesNav } from '../dashboard/standalone';
import { api, useLogoutMutation } from './api';
import { clearCsrfToken } from './csrf';
import { useAppDispatch } from './hooks';
import { RenderBoundary } from './RenderBoundary';
import { displayName, useSession } from './session';
import { useToast } from './toast';

const NAV_ITEMS = [
  { path: '/dashboard/list/', label: 'Dashboards', prefix: '/dashboard' },
  { path: '/chart/list/', label: 'Charts', prefix: '/chart' },
  { path: '/tablemodelview/list/', label: 'Datasets', prefix: '/tablemodelview' },
  { path: '/sqllab/', label: 'SQL', prefix: '/sqllab' },
] as const;

function settingsItems(isAdmin: boolean): MenuProps['items'] {
  const data = {
    type: 'group' as const,
    label: 'Data',
    children: [{ key: '/databaseview/list/', label: <Link to="/databaseview/list/">Databases</Link> }],
  };
  if (!isAdmin) return [data];
  const security = {
    type: 'group' as const,
    label: 'Security',
    children: [
      { key: '/users/list/', label: <Link to="/users/list/">Users</Link> },
      { key: '/roles/list/', label: <Link to="/roles/list/">Roles</Link> },
    ],
  };
  return [security, { type: 'divider' as const }, data];
}

/** Props of AppShell. */
export interface AppShellProps {
  /** Hide the top navigation; by default it is hidden on a dashboard opened with standalone bit 4. */
  hideNav?: boolean;
}

/** The signed-in layout: top navigation, settings and user menus, and the current page. */
export function AppShell({ hideNav }: AppShellProps = {}) {
  const location = useLocation();
  const navHidden = hideNav ?? hidesNav(location.pathname, location.search);
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const toast = useToast();
  const { me, isAdmin } = useSession();
  const [logout] = useLogoutMutation();

  // The add-dataset page (/dataset/add/) belongs to Datasets.
  const pathname = location.pathname.startsWith('/dataset/') ? '/tablemodelview/' : location.pathname;
  const selected = NAV_ITEMS.filter((item) => pathname.startsWith(item.prefix)).map((item) => item.path);

  const onLogout = async () => {
    try {
      await logout().unwrap();
    } catch (error) {
      toast.error('Could not log out', error);
      return;
    }
    clearCsrfToken();
    await navigate('/login/', { replace: true });
    dispatch(api.util.resetApiState());
  };

  const userItems: MenuProps['items'] = [
    {
      key: 'who',
      disabled: true,
      label: me ? <Typography.Text type="secondary">{me.email}</Typography.Text> : null,
    },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: 'Log out', onClick: () => void onLogout() },
  ];

  return (
    <Layout style={{ minHeight: '100vh' }}>
      {navHidden ? null : (
        <Layout.Header
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: 16,
            background: '#fff',
            borderBottom: '1px solid #e8e8e8',
            paddingInline: 24,
            position: 'sticky',
            top: 0,
            zIndex: 10,
          }}
        >
          <Link to="/superset/welcome/" aria-label="Meridian home">
            <Flex align="center" gap={8}>
              <MeridianLogo />
              <Typography.Text strong style={{ fontSize: 18 }}>
                Meridian
              </Typography.Text>
            </Flex>
          </Link>
          <nav aria-label="Main" style={{ flex: 1, minWidth: 0 }}>
            <Menu
              mode="horizontal"
              selectedKeys={selected}
              style={{ borderBottom: 'none' }}
              items={NAV_ITEMS.map((item) => ({
                key: item.path,
                label: <Link to={item.path}>{item.label}</Link>,
              }))}
            />
          </nav>
          <Dropdown
            trigger={['click']}
            menu={{ items: settingsItems(isAdmin), selectedKeys: [location.pathname] }}
          >
            <Button type="text" icon={<SettingOutlined />}>
              Settings <DownOutlined />
            </Button>
          </Dropdown>
          <Dropdown trigger={['click']} menu={{ items: userItems }}>
            <Button type="text" aria-label="User menu" data-testid="user-menu">
              <Avatar size="small" icon={<UserOutlined />} style={{ backgroundColor: '#1677ff' }} />
              {me ? displayName(me) : ''} <DownOutlined />
            </Button>
          </Dropdown>
        </Layout.Header>
      )}
      <Layout.Content style={{ padding: 24 }}>
        <RenderBoundary key={location.pathname}>
          <Outlet />
        </RenderBoundary>
      </Layout.Content>
    </Layout>
  );
}
