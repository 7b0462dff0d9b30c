import type { DataMaskMap, FilterSet } from '@meridian/core';
import { nativeMasksOnly } from '@meridian/core';
import { DeleteOutlined, SaveOutlined } from '@ant-design/icons';
import { App, Button, Flex, Input, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { describeApiError } from '../../../app/api-error';
import type { DashboardFilters } from '../use-dashboard-filters';
import {
  useCreateFilterSetMutation,
  useDeleteFilterSetMutation,
  useListFilterSetsQuery,
  useUpdateFilterSetMutation,
} from './filter-sets-api';
import type { FilterSetOwner } from './filter-sets-api';

/** Props of FilterSetsPanel. */
export interface FilterSetsPanelProps {
  dashboardId: number;
  filters: DashboardFilters;
  /** Who new sets belong to; null for a visitor who is not signed in (sets are then only applied). */
  owner: FilterSetOwner | null;
  /** Whether the person may change the dashboard's shared sets (its owners). */
  canEditShared: boolean;
}

/** Whether a set may be changed by this person: their own sets, and the dashboard's for its editors. */
function changeable(set: FilterSet, props: FilterSetsPanelProps): boolean {
  return set.owner_type === 'Dashboard' ? props.canEditShared : props.owner !== null;
}

/**
 * Filter sets: the dashboard's saved filter values by name, applied in one click; the current values saved as a
 * new set or into an existing one; sets deleted. The list is read again after each change.
 */
export function FilterSetsPanel(props: FilterSetsPanelProps) {
  const { dashboardId, filters, owner } = props;
  const { message } = App.useApp();
  const sets = useListFilterSetsQuery(dashboardId);
  const [create, creating] = useCreateFilterSetMutation();
  const [update] = useUpdateFilterSetMutation();
  const [remove] = useDeleteFilterSetMutation();
  const [name, setName] = useState('');
  const current = (): DataMaskMap => nativeMasksOnly(filters.state.applied);
  const fail = (error: unknown) => void message.error(describeApiError(error).message);
  const saveNew = async () => {
    if (!owner || !name.trim()) return;
    try {
      await create({ dashboardId, name: name.trim(), owner, dataMask: current() }).unwrap();
      setName('');
      void message.success(`Saved the filter set "${name.trim()}".`);
    } catch (error) {
      fail(error);
    }
  };
  const list = sets.data ?? [];
  return (
    <div data-testid="filter-sets" style={{ borderTop: '1px solid #f0f0f0', marginTop: 12, paddingTop: 8 }}>
      <Typography.Text strong>Filter sets</Typography.Text>
      {sets.isError ? (
        <Typography.Paragraph type="danger" style={{ marginBottom: 4 }}>
          The filter sets could not be read.
        </Typography.Paragraph>
      ) : null}
      {list.length === 0 && sets.isSuccess ? (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 4 }}>
          No filter sets yet.
        </Typography.Paragraph>
      ) : null}
      {list.map((set) => (
        <Flex key={set.id} align="center" gap={4} data-testid="filter-set" data-set-name={set.name}>
          <Tooltip title="Apply these filter values">
            <Button
              type="link"
              size="small"
              style={{ padding: 0, flex: 1, minWidth: 0, justifyContent: 'flex-start' }}
              onClick={() => filters.applySet(set.params.dataMask)}
            >
              <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{set.name}</span>
            </Button>
          </Tooltip>
          {changeable(set, props) ? (
            <>
              <Tooltip title="Save the current filter values in this set">
                <Button
                  type="text"
                  size="small"
                  icon={<SaveOutlined />}
                  aria-label={`Update ${set.name}`}
                  onClick={() =>
                    update({ dashboardId, id: set.id, dataMask: current() }).unwrap().catch(fail)
                  }
                />
              </Tooltip>
              <Tooltip title="Delete this set">
                <Button
                  type="text"
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={`Delete ${set.name}`}
                  onClick={() => remove({ dashboardId, id: set.id }).unwrap().catch(fail)}
                />
              </Tooltip>
            </>
          ) : null}
        </Flex>
      ))}
      {owner ? (
        <Flex gap={4} style={{ marginTop: 6 }}>
          <Input
            size="small"
            placeholder="Name of a new set"
            aria-label="Name of a new filter set"
            value={name}
            maxLength={500}
            onChange={(event) => setName(event.target.value)}
            onPressEnter={() => void saveNew()}
          />
          <Button
            size="small"
            disabled={!name.trim()}
            loading={creating.isLoading}
            onClick={() => void saveNew()}
            data-testid="filter-set-save"
          >
            Save
          </Button>
        </Flex>
      ) : null}
    </div>
  );
}
