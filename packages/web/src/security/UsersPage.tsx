import { PlusOutlined } from '@ant-design/icons';
import type { User } from '@meridian/core';
import { Button, Popconfirm, Space, Tag, Tooltip } from 'antd';
import type { TableProps } from 'antd';
import { useState } from 'react';
import { useSession } from '../app/session';
import { useToast } from '../app/toast';
import { AdminOnly } from '../components/AdminOnly';
import { ListTable } from '../components/list/ListTable';
import { useListPage } from '../components/list/use-list-page';
import { PageHeader } from '../components/PageHeader';
import { formatTimestamp } from './format-date';
import { useListRolesQuery, useListUsersQuery, useUpdateUserMutation } from './security-api';
import { UserFormModal } from './UserFormModal';
import { ApiErrorAlert } from '../components/ApiErrorAlert';

/** The users admin page at /users/list/ (route module, loaded lazily). */
export default function UsersPage() {
  return (
    <AdminOnly>
      <UsersAdmin />
    </AdminOnly>
  );
}

type ModalState = { user: User | null } | null;

const SORTABLE = new Set(['username', 'first_name', 'last_name', 'email', 'last_login']);

function UsersAdmin() {
  const list = useListPage<User>({ order: { orderColumn: 'username' }, sortable: SORTABLE });
  const [modal, setModal] = useState<ModalState>(null);
  const users = useListUsersQuery(list.request);
  const roles = useListRolesQuery();
  const [updateUser] = useUpdateUserMutation();
  const { me } = useSession();
  const toast = useToast();

  const setActive = async (user: User, active: boolean) => {
    try {
      await updateUser({ id: user.id, body: { active } }).unwrap();
      toast.success(`${user.username} ${active ? 'activated' : 'deactivated'}`);
    } catch (error) {
      toast.error(`Could not ${active ? 'activate' : 'deactivate'} ${user.username}`, error);
    }
  };

  const columns: TableProps<User>['columns'] = [
    { title: 'Username', dataIndex: 'username', key: 'username', sorter: true, defaultSortOrder: 'ascend' },
    { title: 'First name', dataIndex: 'first_name', key: 'first_name', sorter: true },
    { title: 'Last name', dataIndex: 'last_name', key: 'last_name', sorter: true },
    { title: 'Email', dataIndex: 'email', key: 'email', sorter: true },
    {
      title: 'Roles',
      key: 'roles',
      render: (_, user) => user.roles.map((role) => <Tag key={role.id}>{role.name}</Tag>),
    },
    {
      title: 'Active',
      dataIndex: 'active',
      key: 'active',
      render: (active: boolean) => (active ? <Tag color="green">Active</Tag> : <Tag>Inactive</Tag>),
    },
    {
      title: 'Last login',
      dataIndex: 'last_login',
      key: 'last_login',
      sorter: true,
      render: (value: string | null) => formatTimestamp(value),
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, user) => (
        <Space size="small">
          <Button type="link" size="small" onClick={() => setModal({ user })}>
            Edit
          </Button>
          {user.active ? (
            <Tooltip title={user.id === me?.id ? 'You cannot deactivate yourself' : undefined}>
              <Popconfirm
                title={`Deactivate ${user.username}?`}
                description="They can no longer sign in; their charts and dashboards stay."
                okText="Deactivate"
                onConfirm={() => setActive(user, false)}
                disabled={user.id === me?.id}
              >
                <Button type="link" size="small" danger disabled={user.id === me?.id}>
                  Deactivate
                </Button>
              </Popconfirm>
            </Tooltip>
          ) : (
            <Button type="link" size="small" onClick={() => void setActive(user, true)}>
              Activate
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Users"
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setModal({ user: null })}>
            Add user
          </Button>
        }
      />
      <ApiErrorAlert error={users.error} lead="Could not load users" />
      <ListTable<User>
        list={list}
        answer={users}
        columns={columns}
        showSizeChanger
        showTotal={(total) => `${total} users`}
      />
      {modal && (
        <UserFormModal user={modal.user} roles={roles.data?.result ?? []} onClose={() => setModal(null)} />
      )}
    </>
  );
}
