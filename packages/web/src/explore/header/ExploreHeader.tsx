import { SafetyCertificateOutlined, SaveOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import type { Chart } from '@meridian/core';
import { Button, Flex, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { describeApiError } from '../../app/api-error';
import { useToast } from '../../app/toast';
import { useChartFavoriteStatusQuery, useSetChartFavoriteMutation } from '../explore-api';

/** Placeholder of an unnamed chart's title. */
export const TITLE_PLACEHOLDER = 'Add the name of the chart';

/** Props of ExploreHeader. */
export interface ExploreHeaderProps {
  /** The chart's name as shown (edited names show before they are saved). */
  sliceName: string;
  /** The saved chart, if any. */
  slice: Chart | null;
  /** Renames the chart. */
  onRename: (name: string) => void;
  /** Whether the name may be edited (a new chart, or one the user may overwrite). */
  canRename: boolean;
  /** Whether the user may save at all (can_add or can_overwrite). */
  canSave: boolean;
  /** Opens the save modal. */
  onSave: () => void;
  /** The ••• menu. */
  actions: ReactNode;
}

function FavoriteStar({ sliceId }: { sliceId: number }) {
  const status = useChartFavoriteStatusQuery(sliceId);
  const [setFavorite, setState] = useSetChartFavoriteMutation();
  const toast = useToast();
  const isStarred = status.data ?? false;
  if (status.error) {
    return (
      <Tooltip
        title={`There was an error fetching the favorite status: ${describeApiError(status.error).message}`}
      >
        <StarOutlined style={{ color: '#bfbfbf' }} />
      </Tooltip>
    );
  }
  const toggle = async () => {
    try {
      await setFavorite({ id: sliceId, isStarred: !isStarred }).unwrap();
    } catch (error) {
      toast.error(`There was an error saving the favorite status: ${describeApiError(error).message}`);
    }
  };
  return (
    <Button
      type="text"
      size="small"
      aria-label={isStarred ? 'Unfavorite' : 'Favorite'}
      aria-pressed={isStarred}
      loading={setState.isLoading}
      icon={isStarred ? <StarFilled style={{ color: '#fadb14' }} /> : <StarOutlined />}
      onClick={() => void toggle()}
    />
  );
}

function Certification({ slice }: { slice: Chart }) {
  if (!slice.certified_by) return null;
  const details = slice.certification_details ? ` — ${slice.certification_details}` : '';
  return (
    <Tooltip title={`Certified by ${slice.certified_by}${details}`}>
      <SafetyCertificateOutlined aria-label="Certified" style={{ color: '#1677ff' }} />
    </Tooltip>
  );
}

/** The explore title row: editable chart name, favourite star, certification, Save and the ••• menu. */
export function ExploreHeader({
  sliceName,
  slice,
  onRename,
  canRename,
  canSave,
  onSave,
  actions,
}: ExploreHeaderProps) {
  return (
    <Flex align="center" gap={8} style={{ background: '#fff', padding: '8px 12px', borderRadius: 8 }}>
      <Typography.Title
        level={4}
        data-testid="chart-title"
        style={{ margin: 0, minWidth: 0, color: sliceName ? undefined : '#bfbfbf' }}
        editable={
          canRename && {
            text: sliceName,
            tooltip: 'Edit the chart name',
            triggerType: ['icon', 'text'],
            onChange: (value) => {
              const name = value.trim();
              if (name && name !== sliceName) onRename(name);
            },
          }
        }
      >
        {sliceName || TITLE_PLACEHOLDER}
      </Typography.Title>
      {slice ? <FavoriteStar sliceId={slice.id} /> : null}
      {slice ? <Certification slice={slice} /> : null}
      <Flex gap={8} style={{ marginInlineStart: 'auto' }}>
        <Tooltip title={canSave ? undefined : 'You need can_write on Chart to save charts'}>
          <Button icon={<SaveOutlined />} disabled={!canSave} onClick={onSave}>
            Save
          </Button>
        </Tooltip>
        {actions}
      </Flex>
    </Flex>
  );
}
