import {
  DASHBOARD_MESSAGES,
  dashboardTitleOrUntitled,
  dashboardUrl,
  layoutToPositionJson,
} from '@meridian/core';
import type { Dashboard, DashboardLayout, DashboardSaveResponse, DashboardUpdate } from '@meridian/core';
import { App } from 'antd';
import { useState } from 'react';
import { describeApiError } from '../../app/api-error';
import { useLazyGetDashboardQuery, useUpdateDashboardMutation } from '../dashboard-api';
import type { DashboardDraft } from './editor-state';
import { saveErrorMessage } from './save-messages';

/** What a save sends: the edited layout and fields, and the `changed_on` the editor started from. */
export interface SaveRequest {
  layout: DashboardLayout;
  draft: DashboardDraft;
  baseChangedOn: string;
}

/** Someone else's save found before ours, which the user must confirm to overwrite. */
export interface OverwriteConflict {
  changedOn: string;
  changedBy: string | null;
}

/** The body of a save: the draft fields, the layout, and the title (blank becomes '[ untitled dashboard ]'). */
export function saveBody(
  dashboard: Dashboard,
  edits: { layout: DashboardLayout; draft: DashboardDraft },
  changedOn: string | undefined,
): DashboardUpdate {
  const title = edits.draft.dashboard_title ?? dashboard.dashboard_title;
  return {
    ...edits.draft,
    dashboard_title: dashboardTitleOrUntitled(title),
    position_json: JSON.stringify(layoutToPositionJson(edits.layout)),
    ...(changedOn === undefined ? {} : { changed_on: changedOn }),
  };
}

/**
 * Saving from the editor (spec §4 save / overwrite): reads the dashboard again and, when someone else saved it
 * since it was loaded, asks 'Please confirm the overwrite values.' before overwriting; the server's 409 on a
 * stale `changed_on` leads to the same question. On success the address becomes /superset/dashboard/{slug or id}/.
 */
export function useSaveDashboard(
  dashboard: Dashboard,
  onSaved: (saved: DashboardSaveResponse) => void,
): {
  save: (request: SaveRequest, overwrite?: boolean) => Promise<void>;
  saving: boolean;
} {
  const { message, modal, notification } = App.useApp();
  const [fetchDashboard] = useLazyGetDashboardQuery();
  const [update] = useUpdateDashboardMutation();
  const [saving, setSaving] = useState(false);

  const confirmOverwrite = (conflict: OverwriteConflict, retry: () => void) => {
    modal.confirm({
      title: DASHBOARD_MESSAGES.confirmOverwrite,
      content: `${conflict.changedBy ?? 'Someone'} saved this dashboard at ${new Date(conflict.changedOn).toLocaleString()}, after you loaded it. Saving now replaces their changes with yours.`,
      okText: 'Overwrite',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: retry,
    });
  };

  const save = async (request: SaveRequest, overwrite = false) => {
    setSaving(true);
    try {
      if (!overwrite) {
        const latest = await fetchDashboard(String(dashboard.id)).unwrap();
        if (latest.changed_on !== request.baseChangedOn) {
          confirmOverwrite({ changedOn: latest.changed_on, changedBy: latest.changed_by_name }, () => {
            void save(request, true);
          });
          return;
        }
      }
      const body = saveBody(dashboard, request, overwrite ? undefined : request.baseChangedOn);
      const saved = await update({ id: dashboard.id, update: body }).unwrap();
      void message.success(DASHBOARD_MESSAGES.saved);
      onSaved(saved);
    } catch (error) {
      if (describeApiError(error).status === 409) {
        const latest = await fetchDashboard(String(dashboard.id))
          .unwrap()
          .catch(() => null);
        confirmOverwrite(
          {
            changedOn: latest?.changed_on ?? new Date().toISOString(),
            changedBy: latest?.changed_by_name ?? null,
          },
          () => void save(request, true),
        );
        return;
      }
      notification.error({ title: saveErrorMessage(error), placement: 'topRight' });
    } finally {
      setSaving(false);
    }
  };

  return { save, saving };
}

/** Where the dashboard lives after a save. */
export function savedAddress(saved: DashboardSaveResponse): string {
  return dashboardUrl(saved.result);
}
