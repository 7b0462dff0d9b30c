import { Button, Space } from 'antd';

/** Props of SelectionActions. */
export interface SelectionActionsProps {
  /** How many rows are ticked; nothing shows while none is. */
  count: number;
  onExport: () => void;
  isExporting: boolean;
  /** Asks to delete the ticked rows; none hides the button (no write access). */
  onDelete?: (() => void) | undefined;
  isDeleting: boolean;
}

/** A list page header's "Export N selected" and "Delete N selected", shown while rows are ticked. */
export function SelectionActions(props: SelectionActionsProps) {
  if (props.count === 0) return null;
  return (
    <Space>
      <Button loading={props.isExporting} onClick={props.onExport}>
        Export {props.count} selected
      </Button>
      {props.onDelete && (
        <Button danger loading={props.isDeleting} onClick={props.onDelete}>
          Delete {props.count} selected
        </Button>
      )}
    </Space>
  );
}
