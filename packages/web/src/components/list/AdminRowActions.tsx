import { Button, Popconfirm, Space, Tooltip } from 'antd';
import type { ReactNode } from 'react';

/** Props of AdminRowActions. */
export interface AdminRowActionsProps {
  /** Name of the row's item, asked about in "Delete <name>?". */
  name: string;
  /** Opens the edit modal; left out when the row has no Edit. */
  onEdit?: (() => void) | undefined;
  /** Deletes the item once confirmed; left out when the caller may not delete. */
  onDelete?: (() => void | Promise<unknown>) | undefined;
  /** What deleting breaks, shown under the question. */
  deleteDescription?: string | undefined;
  /** Why editing and deleting are disabled (e.g. not an owner); undefined enables them. */
  disabledReason?: string | undefined;
  /** Further links between Edit and Delete (Test connection, Export…). */
  children?: ReactNode;
}

/** The actions column of an admin list row: Edit, the page's own links, and a Delete that asks first. */
export function AdminRowActions(props: AdminRowActionsProps) {
  const { name, onEdit, onDelete, deleteDescription, disabledReason, children } = props;
  const isDisabled = disabledReason !== undefined;
  return (
    <Space size="small">
      {onEdit && (
        <Tooltip title={disabledReason}>
          <Button type="link" size="small" disabled={isDisabled} onClick={onEdit}>
            Edit
          </Button>
        </Tooltip>
      )}
      {children}
      {onDelete && (
        <Popconfirm
          title={`Delete ${name}?`}
          description={deleteDescription}
          okText="Delete"
          okButtonProps={{ danger: true }}
          onConfirm={onDelete}
          disabled={isDisabled}
        >
          <Button type="link" size="small" danger disabled={isDisabled}>
            Delete
          </Button>
        </Popconfirm>
      )}
    </Space>
  );
}
