import { PlusOutlined } from '@ant-design/icons';
import { DASHBOARD_MESSAGES } from '@meridian/core';
import { Button, Dropdown } from 'antd';
import type { MenuProps } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useCreateDashboardMutation } from '../explore/explore-api';
import { useResourcePermissions } from './permissions-api';
import { useToast } from './toast';

/** The top navigation's '+' menu, as Superset's: a new SQL query, chart or dashboard, each when the user may make one. */
export function NewMenu() {
  const charts = useResourcePermissions('chart');
  const dashboards = useResourcePermissions('dashboard');
  const navigate = useNavigate();
  const toast = useToast();
  const [createDashboard] = useCreateDashboardMutation();

  // Superset's "Dashboard" item creates an untitled dashboard at once and opens it in edit mode.
  const newDashboard = async () => {
    try {
      const id = await createDashboard(DASHBOARD_MESSAGES.untitled).unwrap();
      void navigate(`/superset/dashboard/${id}/?edit=true`);
    } catch (error) {
      toast.error('An error occurred while creating dashboards', error);
    }
  };

  const items: MenuProps['items'] = [
    // SQL Lab answers for itself who may run queries, as the navigation's SQL link does.
    { key: 'sql', label: 'SQL query', onClick: () => void navigate('/sqllab/') },
    charts.canWrite ? { key: 'chart', label: 'Chart', onClick: () => void navigate('/chart/add') } : null,
    dashboards.canWrite ? { key: 'dashboard', label: 'Dashboard', onClick: () => void newDashboard() } : null,
  ].filter((item) => item !== null);
  return (
    <Dropdown trigger={['click']} menu={{ items }}>
      <Button type="text" shape="circle" aria-label="New" data-testid="new-menu" icon={<PlusOutlined />} />
    </Dropdown>
  );
}
