import { PlusOutlined } from '@ant-design/icons';
import type { User } from '@meridian/core';
import { Button, Card, Popconfirm, Space, Table, Tag, Tooltip } from 'antd';
import type { TableProps } from 'antd';
import { useState } from 'react';
import { useSession } from '../app/session';
import { useToast } from '../app/toast';
import { AdminOnly } from '../components/AdminOnly';
import { PageHeader } from '../components/PageHeader';
import { formatTimestamp } from './format-date';
import { useListRolesQuery, useListUsersQuery, useUpdateUserMutation } from './security-api';
import type { ListArgs } from './list-query-param';
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
  const [args, setArgs] = useState<ListArgs>({ page: 0, pageSize: 25, orderColumn: 'username' });
  const [modal, setModal] = useState<ModalState>(null);
  const users = useListUsersQuery(args);
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

  const onChange: TableProps<User>['onChange'] = (pagination, _filters, sorter) => {
    const sort = Array.isArray(sorter) ? sorter[0] : sorter;
    const column = typeof sort?.columnKey === 'string' && sort.order ? sort.columnKey : undefined;
    setArgs({
      page: (pagination.current ?? 1) - 1,
      pageSize: pagination.pageSize ?? args.pageSize,
      orderColumn: column && SORTABLE.has(column) ? column : undefined,
      orderDirection: sort?.order === 'descend' ? 'desc' : 'asc',
    });
  };

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
      <Card styles={{ body: { padding: 0 } }}>
        <Table<User>
          rowKey="id"
          columns={columns}
          dataSource={users.data?.result ?? []}
          loading={users.isFetching}
          onChange={onChange}
          pagination={{
            current: args.page + 1,
            pageSize: args.pageSize,
            total: users.data?.count ?? 0,
            showSizeChanger: true,
            showTotal: (total) => `${total} users`,
            style: { paddingInline: 16 },
          }}
        />
      </Card>
      {modal && (
        <UserFormModal user={modal.user} roles={roles.data?.result ?? []} onClose={() => setModal(null)} />
      )}
    </>
  );
}
