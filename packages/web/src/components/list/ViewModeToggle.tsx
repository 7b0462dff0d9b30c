import { AppstoreOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip } from 'antd';

/** How a list shows its items. */
export type ListViewMode = 'card' | 'table';

/** Props of ViewModeToggle. */
export interface ViewModeToggleProps {
  /** The current mode. */
  mode: ListViewMode;
  /** Called with the chosen mode. */
  onChange: (mode: ListViewMode) => void;
}

const MODES = [
  { mode: 'card', label: 'Card view', icon: <AppstoreOutlined /> },
  { mode: 'table', label: 'List view', icon: <UnorderedListOutlined /> },
] as const;

/** The card/list switch of a list page. */
export function ViewModeToggle({ mode, onChange }: ViewModeToggleProps) {
  return (
    <Space.Compact>
      {MODES.map((option) => (
        <Tooltip key={option.mode} title={option.label}>
          <Button
            aria-label={option.label}
            aria-pressed={mode === option.mode}
            type={mode === option.mode ? 'primary' : 'default'}
            icon={option.icon}
            onClick={() => onChange(option.mode)}
          />
        </Tooltip>
      ))}
    </Space.Compact>
  );
}
