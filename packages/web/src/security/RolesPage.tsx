import { PlusOutlined } from '@ant-design/icons';
import type { Role } from '@meridian/core';
import { Button, Card, Popconfirm, Space, Table } from 'antd';
import type { TableProps } from 'antd';
import { useState } from 'react';
import { useToast } from '../app/toast';
import { AdminOnly } from '../components/AdminOnly';
import { ApiErrorAlert } from '../components/ApiErrorAlert';
import { PageHeader } from '../components/PageHeader';
import { RoleNameModal } from './RoleNameModal';
import { RolePermissionsModal } from './RolePermissionsModal';
import { useDeleteRoleMutation, useListRolesQuery } from './security-api';

/** The roles admin page at /roles/list/ (route module, loaded lazily). */
export default function RolesPage() {
  return (
    <AdminOnly>
      <RolesAdmin />
    </AdminOnly>
  );
}

type ModalState = { kind: 'name'; role: Role | null } | { kind: 'permissions'; role: Role } | null;

function RolesAdmin() {
  const roles = useListRolesQuery();
  const [deleteRole] = useDeleteRoleMutation();
  const [modal, setModal] = useState<ModalState>(null);
  const toast = useToast();

  const remove = async (role: Role) => {
    try {
      await deleteRole(role.id).unwrap();
      toast.success(`Role ${role.name} deleted`);
    } catch (error) {
      toast.error(`Could not delete ${role.name}`, error);
    }
  };

  const columns: TableProps<Role>['columns'] = [
    { title: 'Name', dataIndex: 'name', key: 'name' },
    { title: 'Permissions', key: 'permissions', render: (_, role) => role.permission_ids.length },
    { title: 'Users', key: 'users', render: (_, role) => role.user_ids.length },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, role) => (
        <Space size="small">
          <Button type="link" size="small" onClick={() => setModal({ kind: 'name', role })}>
            Rename
          </Button>
          <Button type="link" size="small" onClick={() => setModal({ kind: 'permissions', role })}>
            Edit permissions
          </Button>
          <Popconfirm
            title={`Delete ${role.name}?`}
            description={
              role.user_ids.length > 0 ? `${role.user_ids.length} users hold this role.` : undefined
            }
            okText="Delete"
            okButtonProps={{ danger: true }}
            onConfirm={() => remove(role)}
          >
            <Button type="link" size="small" danger>
              Delete
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Roles"
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setModal({ kind: 'name', role: null })}
          >
            Add role
          </Button>
        }
      />
      <ApiErrorAlert error={roles.error} lead="Could not load roles" />
      <Card styles={{ body: { padding: 0 } }}>
        <Table<Role>
          rowKey="id"
          columns={columns}
          dataSource={roles.data?.result ?? []}
          loading={roles.isFetching}
          pagination={false}
        />
      </Card>
      {modal?.kind === 'name' && <RoleNameModal role={modal.role} onClose={() => setModal(null)} />}
      {modal?.kind === 'permissions' && (
        <RolePermissionsModal role={modal.role} onClose={() => setModal(null)} />
      )}
    </>
  );
}
