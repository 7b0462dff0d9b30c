import type { Role } from '@meridian/core';
import { Alert, Modal, Spin, Transfer } from 'antd';
import type { TransferProps } from 'antd';
import { useMemo, useState } from 'react';
import { useToast } from '../app/toast';
import { ApiErrorAlert } from '../components/ApiErrorAlert';
import { useListPermissionResourcesQuery, useSetRolePermissionsMutation } from './security-api';

/** Props of RolePermissionsModal. */
export interface RolePermissionsModalProps {
  /** The role whose permissions are edited. */
  role: Role;
  /** Called when the modal closes, saved or not. */
  onClose: () => void;
}

interface PermissionItem {
  key: string;
  title: string;
}

/** Edits which permission-resource pairs a role holds, as a searchable transfer list. */
export function RolePermissionsModal({ role, onClose }: RolePermissionsModalProps) {
  const toast = useToast();
  const pairs = useListPermissionResourcesQuery();
  const [setPermissions, { isLoading, error: saveError }] = useSetRolePermissionsMutation();
  const [targetKeys, setTargetKeys] = useState<string[]>(() => role.permission_ids.map(String));

  const items = useMemo<PermissionItem[]>(
    () =>
      (pairs.data ?? [])
        .slice()
        .sort(
          (a, b) =>
            a.view_menu.name.localeCompare(b.view_menu.name) ||
            a.permission.name.localeCompare(b.permission.name),
        )
        .map((pair) => ({
          key: String(pair.id),
          title: `${pair.permission.name} on ${pair.view_menu.name}`,
        })),
    [pairs.data],
  );

  // The granted list shows the items in the list's order, not in the order they were granted.
  const orderedTargetKeys = useMemo(() => {
    const granted = new Set(targetKeys);
    return items.filter((item) => granted.has(item.key)).map((item) => item.key);
  }, [items, targetKeys]);

  const onChange: TransferProps<PermissionItem>['onChange'] = (keys) => setTargetKeys(keys.map(String));

  const save = async () => {
    try {
      await setPermissions({ id: role.id, permissionIds: targetKeys.map(Number) }).unwrap();
    } catch {
      return;
    }
    toast.success(`Permissions of ${role.name} saved`);
    onClose();
  };

  return (
    <Modal
      open
      title={`Permissions of ${role.name}`}
      okText="Save"
      onOk={() => void save()}
      onCancel={onClose}
      confirmLoading={isLoading}
      okButtonProps={{ disabled: !pairs.data }}
      width={848}
      destroyOnHidden
    >
      <ApiErrorAlert error={pairs.error} lead="Could not load permissions" />
      {saveError ? <ApiErrorAlert error={saveError} lead="Could not save the permissions" /> : null}
      {pairs.isLoading ? (
        <Spin />
      ) : (
        <Transfer<PermissionItem>
          dataSource={items}
          targetKeys={orderedTargetKeys}
          onChange={onChange}
          render={(item) => item.title}
          titles={['Available', 'Granted']}
          showSearch
          oneWay={false}
          styles={{ section: { width: 380, height: 420 } }}
        />
      )}
      {items.length === 0 && pairs.data && <Alert type="info" title="The server lists no permissions." />}
    </Modal>
  );
}
