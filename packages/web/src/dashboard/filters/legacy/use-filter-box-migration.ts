import { chartAncestors, layoutToPositionJson } from '@meridian/core';
import type { Dashboard, DashboardChart, DashboardLayout, FilterBoxMigrationState } from '@meridian/core';
import { useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useToast } from '../../../app/toast';
import { useUpdateDashboardMutation } from '../../dashboard-api';
import { readMetadata } from '../dashboard-filters-model';
import {
  convertedFilters,
  filterBoxesOf,
  filterBoxMigrationState,
  layoutWithoutBoxes,
  snooze,
  snoozedAt,
} from './filter-box-migration';

/** The filter-box migration of a dashboard page (§4): its state, and the metadata the filter bar reads. */
export interface FilterBoxMigration {
  state: FilterBoxMigrationState | 'undecided';
  /** json_metadata with the boxes as native filters while they are not converted (so they filter). */
  metadataText: string | null;
  saving: boolean;
  review: () => void;
  snooze: () => void;
  cancel: () => void;
  /** Saves the converted filters and replaces the boxes in the layout with notices. */
  convert: () => Promise<void>;
}

/** Reads and drives the filter-box migration of a dashboard. */
export function useFilterBoxMigration(options: {
  dashboard: Dashboard;
  charts: readonly DashboardChart[];
  layout: DashboardLayout;
}): FilterBoxMigration {
  const { dashboard, layout } = options;
  const location = useLocation();
  const forced = new URLSearchParams(location.search).get('migration_state');
  const [reviewing, setReviewing] = useState(forced === 'reviewing');
  const [snoozed, setSnoozed] = useState(() => snoozedAt(dashboard.id));
  const [saving, setSaving] = useState(false);
  const [update] = useUpdateDashboardMutation();
  const toast = useToast();
  const boxes = useMemo(() => filterBoxesOf(options.charts), [options.charts]);
  const metadata = useMemo(() => readMetadata(dashboard.json_metadata), [dashboard.json_metadata]);
  const hasNativeFilters = (metadata.native_filter_configuration ?? []).length > 0;
  const converted = useMemo(
    () =>
      boxes.length > 0 && !hasNativeFilters ? convertedFilters(metadata, boxes, chartAncestors(layout)) : [],
    [boxes, hasNativeFilters, metadata, layout],
  );
  const metadataText = useMemo(
    () =>
      converted.length > 0
        ? JSON.stringify({ ...metadata, native_filter_configuration: converted })
        : dashboard.json_metadata,
    [converted, metadata, dashboard.json_metadata],
  );
  const computed = filterBoxMigrationState({
    hasFilterBoxes: boxes.length > 0,
    hasNativeFilters,
    snoozedAt: snoozed,
    now: Date.now(),
    reviewing,
  });
  // `migration_state` in the address forces a state, as Superset's did (reviewing starts the review above).
  const state = forced === 'noop' || forced === 'snoozed' || forced === 'converted' ? forced : computed;
  const convert = async () => {
    setSaving(true);
    try {
      const { default_filters: _defaults, filter_scopes: _scopes, ...rest } = metadata;
      const boxIds = new Set(boxes.map((box) => box.chartId));
      await update({
        id: dashboard.id,
        update: {
          json_metadata: JSON.stringify({ ...rest, native_filter_configuration: converted }),
          position_json: JSON.stringify(layoutToPositionJson(layoutWithoutBoxes(layout, boxIds))),
          changed_on: dashboard.changed_on,
        },
      }).unwrap();
      setReviewing(false);
      toast.success('The filter boxes were converted to native filters.');
    } catch (error) {
      toast.error('Could not convert the filter boxes', error);
    } finally {
      setSaving(false);
    }
  };
  return {
    state,
    metadataText,
    saving,
    review: () => setReviewing(true),
    snooze: () => {
      const now = Date.now();
      snooze(dashboard.id, now);
      setSnoozed(now);
    },
    cancel: () => setReviewing(false),
    convert,
  };
}
