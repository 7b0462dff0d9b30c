import type { JobQueue } from '../jobs/queue';
import type { ReportsRepo } from '../store/reports-repo';
import { cronInstants } from './cron';
import type { ReportJob } from './report-executor';

/** How far back a tick looks for cron instants: a tick that comes late (a busy process) still finds them. */
export const SCHEDULER_LOOKBACK_MS = 120_000;
/** Claims older than this are forgotten (they guard instants long past the lookback). */
const CLAIM_RETENTION_MS = 86_400_000;

/**
 * Finds the cron instants of active schedules that have come and queues one job per (schedule, instant). Every API
 * process and worker may tick, as often as they like: the claim row lets exactly one of them queue each instant.
 */
export class ReportScheduler {
  private timer: NodeJS.Timeout | undefined;
  /** When this process last ticked: later ticks look back only to it (claims still decide between processes). */
  private lastTick: Date | undefined;

  constructor(
    private readonly deps: {
      reports: ReportsRepo;
      queue: JobQueue<ReportJob>;
      clock: () => Date;
      log: { error(obj: object, msg: string): void };
    },
  ) {}

  /** Queues the instants since the last tick (at most the lookback) not queued yet; answers the jobs it queued. */
  async tick(now: Date = this.deps.clock()): Promise<ReportJob[]> {
    const queued: ReportJob[] = [];
    const from = new Date(Math.max(now.getTime() - SCHEDULER_LOOKBACK_MS, this.lastTick?.getTime() ?? 0));
    this.lastTick = now;
    for (const schedule of await this.deps.reports.activeIds()) {
      // Instants before the schedule existed are not its ticks.
      const start = new Date(Math.max(from.getTime(), Date.parse(schedule.created_on) - 1));
      // Instants missed by a late tick collapse into the latest one: a backlog never sends a burst of reports.
      const instant = cronInstants({
        crontab: schedule.crontab,
        timezone: schedule.timezone,
        from: start,
        to: now,
      }).at(-1);
      if (!instant) continue;
      const job = { scheduleId: schedule.id, scheduledIso: instant.toISOString() };
      if (!(await this.deps.reports.claimTick(job.scheduleId, job.scheduledIso, now.toISOString()))) continue;
      await this.deps.queue.add(`report-${job.scheduleId}-${job.scheduledIso}`, job);
      queued.push(job);
    }
    await this.deps.reports.pruneClaims(new Date(now.getTime() - CLAIM_RETENTION_MS).toISOString());
    return queued;
  }

  /** Ticks every `intervalMs` until stopped. */
  start(intervalMs: number): void {
    this.stop();
    this.timer = setInterval(() => {
      this.tick().catch((err: unknown) => this.deps.log.error({ err }, 'report scheduler tick failed'));
    }, intervalMs);
    this.timer.unref();
  }

  /** Stops ticking. */
  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }
}
