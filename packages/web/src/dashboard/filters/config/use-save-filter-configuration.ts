import { jsonObjectSchema, readJsonText } from '@meridian/core';
import type { Dashboard, NativeFilter } from '@meridian/core';
import { useState } from 'react';
import { useToast } from '../../../app/toast';
import { useUpdateDashboardMutation } from '../../dashboard-api';

/** The dashboard's json_metadata with a new filter configuration, other keys kept as they are. */
export function metadataWithFilters(jsonMetadata: string | null, configuration: NativeFilter[]): string {
  const metadata = readJsonText(jsonMetadata, jsonObjectSchema, {});
  return JSON.stringify({ ...metadata, native_filter_configuration: configuration });
}

/**
 * Saves a filter configuration into the dashboard's json_metadata (`PUT /api/v1/dashboard/{id}`), refused when
 * someone saved the dashboard meanwhile (the overwrite check on changed_on).
 */
export function useSaveFilterConfiguration(dashboard: Dashboard, onSaved: () => void) {
  const [update] = useUpdateDashboardMutation();
  const [saving, setSaving] = useState(false);
  const toast = useToast();
  const save = async (configuration: NativeFilter[]) => {
    setSaving(true);
    try {
      await update({
        id: dashboard.id,
        update: {
          json_metadata: metadataWithFilters(dashboard.json_metadata, configuration),
          changed_on: dashboard.changed_on,
        },
      }).unwrap();
      toast.success('The filters were saved.');
      onSaved();
    } catch (error) {
      toast.error('Could not save the filters', error);
    } finally {
      setSaving(false);
    }
  };
  return { save, saving };
}
