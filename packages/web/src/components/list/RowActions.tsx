import { Button, Space, Tooltip } from 'antd';

/** Props of RowActions. */
export interface RowActionsProps {
  /** Name of the item, for accessible labels ("Edit Sales"). */
  name: string;
  /** Opens the properties; left out when the caller may not write. */
  onEdit?: (() => void) | undefined;
  /** Downloads the export. */
  onExport: () => void;
  /** Asks to delete; left out when the caller may not write. */
  onDelete?: (() => void) | undefined;
  /** Why editing and deleting are disabled, e.g. not an owner; undefined enables them. */
  disabledReason?: string | undefined;
}

/** The Edit / Export / Delete links of a list row or card. */
export function RowActions({ name, onEdit, onExport, onDelete, disabledReason }: RowActionsProps) {
  const isDisabled = disabledReason !== undefined;
  return (
    <Space size={0}>
      {onEdit && (
        <Tooltip title={disabledReason}>
          <Button type="link" size="small" aria-label={`Edit ${name}`} disabled={isDisabled} onClick={onEdit}>
            Edit
          </Button>
        </Tooltip>
      )}
      <Button type="link" size="small" aria-label={`Export ${name}`} onClick={onExport}>
        Export
      </Button>
      {onDelete && (
        <Tooltip title={disabledReason}>
          <Button
            type="link"
            size="small"
            danger
            aria-label={`Delete ${name}`}
            disabled={isDisabled}
            onClick={onDelete}
          >
            Delete
          </Button>
        </Tooltip>
      )}
    </Space>
  );
}
