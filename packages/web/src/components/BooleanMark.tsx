import { CheckOutlined, CloseOutlined } from '@ant-design/icons';

/** Props of BooleanMark. */
export interface BooleanMarkProps {
  /** The fact to show. */
  value: boolean;
}

/** A check for true and a faint cross for false, in table cells. */
export function BooleanMark({ value }: BooleanMarkProps) {
  return value ? (
    <CheckOutlined aria-label="Yes" style={{ color: '#52c41a' }} />
  ) : (
    <CloseOutlined aria-label="No" style={{ color: '#bfbfbf' }} />
  );
}
