import { DownOutlined, LogoutOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown, Flex, Layout, Menu, Typography } from 'antd';
import type { MenuProps } from 'antd';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { MeridianLogo } from '../components/MeridianLogo';
import { hidesNav } from '../dashboard/standalone';
import { api, useLogoutMutation } from './api';
import { clearCsrfToken } from './csrf';
import { useAppDispatch } from './hooks';
import { NewMenu } from './NewMenu';
import { MobileNav } from './MobileNav';
import { RenderBoundary } from './RenderBoundary';
import { useNarrowScreen } from './use-narrow-screen';
import { displayName, useSession } from './session';
import { useToast } from './toast';
import { pageKeyOf } from './page-key';

const NAV_ITEMS = [
  { path: '/dashboard/list/', label: 'Dashboards', prefix: '/dashboard' },
  { path: '/chart/list/', label: 'Charts', prefix: '/chart' },
  { path: '/tablemodelview/list/', label: 'Datasets', prefix: '/tablemodelview' },
  { path: '/sqllab/', label: 'SQL', prefix: '/sqllab' },
  { path: '/savedqueryview/list/', label: 'Saved queries', prefix: '/savedqueryview' },
] as const;

function settingsItems(isAdmin: boolean): MenuProps['items'] {
  const data = {
    type: 'group' as const,
    label: 'Data',
    children: [
      { key: '/databaseview/list/', label: <Link to="/databaseview/list/">Databases</Link> },
      { key: '/alert/list/', label: <Link to="/alert/list/">Alerts & reports</Link> },
      { key: '/annotationlayer/list/', label: <Link to="/annotationlayer/list/">Annotation layers</Link> },
    ],
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

/** The settings pages as plain links (the phone layout's drawer lists them). */
function settingsLinks(isAdmin: boolean): { path: string; label: string }[] {
  const data = [{ path: '/databaseview/list/', label: 'Databases' }];
  if (!isAdmin) return data;
  return [{ path: '/users/list/', label: 'Users' }, { path: '/roles/list/', label: 'Roles' }, ...data];
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
  const isNarrow = useNarrowScreen();

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
            gap: isNarrow ? 8 : 16,
            background: '#fff',
            borderBottom: '1px solid #e8e8e8',
            paddingInline: isNarrow ? 8 : 24,
            position: 'sticky',
            top: 0,
            zIndex: 10,
          }}
        >
          {isNarrow ? (
            <MobileNav items={NAV_ITEMS} settings={settingsLinks(isAdmin)} selected={selected} />
          ) : null}
          <Link to="/superset/welcome/" aria-label="Meridian home">
            <Flex align="center" gap={8}>
              <MeridianLogo />
              <Typography.Text strong style={{ fontSize: isNarrow ? 16 : 18, whiteSpace: 'nowrap' }}>
                Meridian
              </Typography.Text>
            </Flex>
          </Link>
          {isNarrow ? (
            <div style={{ flex: 1 }} />
          ) : (
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
          )}
          <NewMenu />
          {isNarrow ? null : (
            <Dropdown
              trigger={['click']}
              menu={{ items: settingsItems(isAdmin), selectedKeys: [location.pathname] }}
            >
              <Button type="text" icon={<SettingOutlined />}>
                Settings <DownOutlined />
              </Button>
            </Dropdown>
          )}
          <Dropdown trigger={['click']} menu={{ items: userItems }}>
            <Button type="text" aria-label="User menu" data-testid="user-menu">
              <Avatar size="small" icon={<UserOutlined />} style={{ backgroundColor: '#1677ff' }} />
              {me && !isNarrow ? displayName(me) : ''} {isNarrow ? null : <DownOutlined />}
            </Button>
          </Dropdown>
        </Layout.Header>
      )}
      <Layout.Content style={{ padding: isNarrow ? 12 : 24, minWidth: 0 }}>
        <RenderBoundary key={pageKeyOf(location.pathname)}>
          <Outlet />
        </RenderBoundary>
      </Layout.Content>
    </Layout>
  );
}
