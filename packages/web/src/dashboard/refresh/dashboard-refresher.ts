import { refreshSchedule } from './refresh-schedule';
import type { RefreshSettings } from './refresh-schedule';

/** A chart card as the refresher sees it. */
export interface RefreshTarget {
  /** The card's chart. */
  chartId: number;
  /** Whether the card has queried at least once (it came near the viewport). */
  hasLoaded(): boolean;
  /** Queries again; `force` bypasses the server's cache. */
  refresh(force: boolean): void;
}

/**
 * The dashboard's chart cards and the refreshes sent to them: a manual refresh reaches every loaded card at once,
 * a periodic tick the loaded cards that are not immune, staggered. Cards that never loaded load when seen.
 */
export class DashboardRefresher {
  private readonly targets = new Set<RefreshTarget>();
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();

  /** Adds a card; answers its removal. */
  register(target: RefreshTarget): () => void {
    this.targets.add(target);
    return () => {
      this.targets.delete(target);
    };
  }

  /** "Refresh dashboard": every loaded card now, past the cache. */
  refreshAll(): void {
    this.cancel();
    for (const target of this.loaded()) target.refresh(true);
  }

  /** One periodic tick; answers how many cards it scheduled. */
  tick(settings: RefreshSettings): number {
    this.cancel();
    const loaded = this.loaded();
    const schedule = refreshSchedule(
      loaded.map((target) => target.chartId),
      settings,
    );
    const byChart = new Map<number, RefreshTarget[]>();
    for (const target of loaded)
      byChart.set(target.chartId, [...(byChart.get(target.chartId) ?? []), target]);
    for (const { chartId, delayMs } of schedule) {
      const target = byChart.get(chartId)?.shift();
      if (!target) continue;
      if (delayMs === 0) {
        target.refresh(true);
        continue;
      }
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        // The card may have gone (tab switched) while it waited.
        if (this.targets.has(target)) target.refresh(true);
      }, delayMs);
      this.timers.add(timer);
    }
    return schedule.length;
  }

  /** Drops the staggered refreshes still waiting. */
  cancel(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private loaded(): RefreshTarget[] {
    return [...this.targets].filter((target) => target.hasLoaded());
  }
}
