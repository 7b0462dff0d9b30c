import type { FilterBoxMigrationState } from '@meridian/core';
import { Alert, Button, Flex } from 'antd';

/** Props of FilterBoxBanner. */
export interface FilterBoxBannerProps {
  state: FilterBoxMigrationState | 'undecided';
  canEdit: boolean;
  saving: boolean;
  onReview: () => void;
  onSnooze: () => void;
  onConvert: () => void;
  onCancel: () => void;
}

/** The filter-box migration notice: review and convert, snooze, or (while reviewing) save or cancel. */
export function FilterBoxBanner(props: FilterBoxBannerProps) {
  if (props.state === 'noop' || props.state === 'converted') return null;
  if (props.state === 'reviewing') {
    return (
      <Alert
        type="info"
        showIcon
        data-testid="filter-box-migration"
        data-state="reviewing"
        style={{ marginBottom: 12 }}
        title="Reviewing the conversion: the filter boxes become the native filters in the filter bar."
        action={
          <Flex gap={8}>
            <Button
              size="small"
              type="primary"
              loading={props.saving}
              onClick={props.onConvert}
              data-testid="filter-box-convert"
            >
              Save as native filters
            </Button>
            <Button size="small" onClick={props.onCancel}>
              Cancel
            </Button>
          </Flex>
        }
      />
    );
  }
  if (!props.canEdit || props.state === 'snoozed') return null;
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="filter-box-migration"
      data-state={props.state}
      style={{ marginBottom: 12 }}
      title="This dashboard uses legacy filter boxes. They work as native filters in the filter bar; convert them to keep them."
      action={
        <Flex gap={8}>
          <Button size="small" type="primary" onClick={props.onReview} data-testid="filter-box-review">
            Review and convert
          </Button>
          <Button size="small" onClick={props.onSnooze}>
            Remind me in 24 hours
          </Button>
        </Flex>
      }
    />
  );
}
