import { humanizeTimeDelta, type RecentActivityItem, type RecentActivityQuery } from '@meridian/core';
import type { Principal } from '../auth/access';
import type { LogsRepo, ViewAction } from '../store/logs-repo';

/** What the activity service reads and writes. */
export interface ActivityServiceDeps {
  logs: LogsRepo;
  /** The clock. */
  now?: () => Date;
}

/** A view to log: a dashboard opened, or a saved chart opened in explore. */
export type View = { action: 'dashboard'; dashboardId: number } | { action: 'explore'; sliceId: number };

/** The activity log: views of dashboards and charts, and the recents of the home page. */
export class ActivityService {
  private readonly now: () => Date;

  constructor(private readonly deps: ActivityServiceDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  /** Logs a signed-in user's view (anonymous and guest views are not kept). */
  async logView(principal: Principal, view: View): Promise<void> {
    if (principal.kind !== 'user') return;
    await this.deps.logs.insert({
      action: view.action,
      userId: principal.userId,
      dashboardId: view.action === 'dashboard' ? view.dashboardId : null,
      sliceId: view.action === 'explore' ? view.sliceId : null,
      dttm: this.now().toISOString(),
    });
  }

  /** The caller's recently viewed dashboards and charts, newest first (Superset's recent_activity). */
  async recentActivity(principal: Principal, query: RecentActivityQuery): Promise<RecentActivityItem[]> {
    if (principal.kind !== 'user') return [];
    const views = await this.deps.logs.recentViews(principal.userId, {
      offset: query.page * query.page_size,
      limit: query.page_size,
    });
    const now = this.now();
    return views.map((view) => {
      const time = new Date(view.dttm);
      return {
        action: view.action,
        item_title: view.title,
        item_type: itemType(view.action),
        item_url:
          view.action === 'dashboard'
            ? `/superset/dashboard/${view.slug ?? view.objectId}/`
            : `/explore/?slice_id=${view.objectId}`,
        time: time.getTime(),
        time_delta_humanized: humanizeTimeDelta(time, now),
      };
    });
  }
}

function itemType(action: ViewAction): 'dashboard' | 'slice' {
  return action === 'dashboard' ? 'dashboard' : 'slice';
}
