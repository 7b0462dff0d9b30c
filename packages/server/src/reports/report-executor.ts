import crypto from 'node:crypto';
import { REPORT_MESSAGES, REPORT_STATES, validatorConfigSchema, type ReportState } from '@meridian/core';
import { z } from 'zod';
import type { ReportBundle, ReportsRepo } from '../store/reports-repo';
import { evaluateAlert, type AlertOutcome } from './alert-validator';
import type { ReportFiles, ReportNotifier } from './report-notification';

/** One run of a schedule for one cron instant (the payload of a BullMQ job, checked when a worker takes it). */
export const reportJobSchema = z.object({
  scheduleId: z.number().int().positive(),
  /** The cron instant, ISO UTC. */
  scheduledIso: z.string().min(1),
});
/** One run of a schedule for one cron instant. */
export type ReportJob = z.infer<typeof reportJobSchema>;

/** Where the content of a report comes from, rendered or queried as the report's owner. */
export interface ReportContentSource {
  /** The chart's data as CSV text. */
  csv(options: { ownerId: number; chartId: number; signal: AbortSignal }): Promise<string>;
  /** A screenshot of the chart or dashboard, PNG or PDF, once every chart has drawn. */
  screenshot(options: {
    ownerId: number;
    target: { kind: 'chart' | 'dashboard'; id: number };
    format: 'PNG' | 'PDF';
    width: number | null;
    signal: AbortSignal;
  }): Promise<Buffer>;
}

/** What runs need. */
export interface ReportExecutorDeps {
  reports: ReportsRepo;
  content: ReportContentSource;
  /** Runs an alert's SQL on its database. */
  runAlertQuery(options: {
    databaseId: number;
    sql: string;
    signal: AbortSignal;
  }): Promise<{ colnames: string[]; columns: unknown[][] }>;
  notifier: ReportNotifier;
  clock: () => Date;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

/** What a run read of its schedule's state, to move it only from there. */
interface Version {
  last_state: string;
  last_eval_dttm: string | null;
}

/** A run: its id, instant and start. */
interface Run {
  uuid: string;
  scheduledIso: string;
  startIso: string;
}

const DAY_MS = 86_400_000;

/** Runs schedules: Superset's state machine (Working → Success / Error / Not triggered / On Grace), logged per state. */
export class ReportExecutor {
  constructor(private readonly deps: ReportExecutorDeps) {}

  /** Runs one tick of a schedule. Never throws: failures end as Error rows. */
  async execute(job: ReportJob): Promise<ReportState | undefined> {
    try {
      return await this.run(job);
    } catch (error) {
      this.deps.log.error({ err: error, scheduleId: job.scheduleId }, 'report run failed unexpectedly');
      return undefined;
    }
  }

  private async run(job: ReportJob): Promise<ReportState | undefined> {
    const bundle = await this.deps.reports.get(job.scheduleId);
    if (!bundle || bundle.row.active !== 1) return undefined;
    const now = this.deps.clock();
    const run: Run = {
      uuid: crypto.randomUUID(),
      scheduledIso: job.scheduledIso,
      startIso: now.toISOString(),
    };
    const { row } = bundle;
    // Each step that starts work moves the schedule only from the state this run read: of two runs racing for
    // one schedule (a catch-up tick beside the next one), one goes on and the other stops.
    let seen: Version | undefined = { last_state: row.last_state, last_eval_dttm: row.last_eval_dttm };
    if (row.last_state === REPORT_STATES.working) {
      const stale = await this.staleWorkingRun(bundle, now);
      if (!stale)
        return this.record(bundle, run, REPORT_STATES.working, { error: REPORT_MESSAGES.stillWorking });
      // The run that never finished (its process died) ends in Error; this tick then runs as usual.
      seen = await this.transition(bundle, stale, REPORT_STATES.error, {
        error: REPORT_MESSAGES.workingTimeout,
        expected: seen,
      });
    } else if (row.type === 'Alert' && (await this.inGrace(bundle, now))) {
      return this.record(bundle, run, REPORT_STATES.grace, { error: REPORT_MESSAGES.grace });
    }
    if (!seen) return undefined;
    if (!(await this.transition(bundle, run, REPORT_STATES.working, { working: true, expected: seen })))
      return undefined;
    const timeout = AbortSignal.timeout(row.working_timeout * 1000);
    try {
      let outcome: AlertOutcome | undefined;
      if (row.type === 'Alert') {
        outcome = await this.evaluate(bundle, timeout);
        if (!outcome.fires) return await this.record(bundle, run, REPORT_STATES.noop, { outcome });
      }
      const files = await this.content(bundle, timeout);
      await this.deps.notifier.send(bundle, files);
      return await this.record(bundle, run, REPORT_STATES.success, { outcome });
    } catch (error) {
      const message = timeout.aborted ? REPORT_MESSAGES.workingTimeout : errorText(error);
      this.deps.log.warn({ err: error, scheduleId: row.id }, 'report run ended in error');
      return this.record(bundle, run, REPORT_STATES.error, { error: message });
    } finally {
      await this.deps.reports.pruneLogs(
        row.id,
        new Date(now.getTime() - row.log_retention * DAY_MS).toISOString(),
      );
    }
  }

  /** The Working run whose working timeout has passed, if the newest Working row is one. */
  private async staleWorkingRun(bundle: ReportBundle, now: Date): Promise<Run | undefined> {
    const logs = await this.deps.reports.recentLogs(bundle.row.id, 50);
    const working = logs.find((log) => log.state === REPORT_STATES.working && log.error_message === null);
    if (!working?.start_dttm)
      return { uuid: crypto.randomUUID(), scheduledIso: now.toISOString(), startIso: now.toISOString() };
    const started = Date.parse(working.start_dttm);
    if (started + bundle.row.working_timeout * 1000 > now.getTime()) return undefined;
    return { uuid: working.uuid, scheduledIso: working.scheduled_dttm, startIso: working.start_dttm };
  }

  /** Whether an alert fired (Success) less than its grace period ago. */
  private async inGrace(bundle: ReportBundle, now: Date): Promise<boolean> {
    const { row } = bundle;
    if (row.last_state !== REPORT_STATES.success && row.last_state !== REPORT_STATES.grace) return false;
    const logs = await this.deps.reports.recentLogs(row.id, 200);
    const success = logs.find((log) => log.state === REPORT_STATES.success);
    const end = success?.end_dttm ? Date.parse(success.end_dttm) : NaN;
    return Number.isFinite(end) && end + row.grace_period * 1000 > now.getTime();
  }

  private async evaluate(bundle: ReportBundle, signal: AbortSignal): Promise<AlertOutcome> {
    const { row } = bundle;
    let result: { colnames: string[]; columns: unknown[][] };
    try {
      result = await this.deps.runAlertQuery({
        databaseId: row.database_id ?? 0,
        sql: row.sql ?? '',
        signal,
      });
    } catch (error) {
      throw new Error(`${REPORT_MESSAGES.alertQueryFailed}: ${errorText(error)}`);
    }
    const config = validatorConfigSchema.safeParse(JSON.parse(row.validator_config_json ?? '{}'));
    return evaluateAlert({
      colnames: result.colnames,
      columns: result.columns,
      validatorType: row.validator_type,
      validatorConfig: config.success ? config.data : {},
    });
  }

  /** The files of a report: a screenshot (PNG/PDF) and/or the chart's CSV. */
  private async content(bundle: ReportBundle, signal: AbortSignal): Promise<ReportFiles> {
    const { row } = bundle;
    const ownerId = bundle.owners[0]?.id ?? row.created_by_fk ?? 0;
    const target =
      row.chart_id !== null
        ? { kind: 'chart' as const, id: row.chart_id }
        : { kind: 'dashboard' as const, id: row.dashboard_id ?? 0 };
    const files: ReportFiles = {};
    if (row.report_format === 'CSV' || row.report_format === 'TEXT') {
      if (row.chart_id === null) throw new Error(REPORT_MESSAGES.csvOnChartsOnly);
      files.csv = await this.deps.content.csv({ ownerId, chartId: row.chart_id, signal });
    }
    const screenshotFormat = row.report_format === 'PDF' ? 'PDF' : 'PNG';
    if (row.report_format === 'PNG' || row.report_format === 'PDF' || row.force_screenshot === 1) {
      const image = await this.deps.content.screenshot({
        ownerId,
        target,
        format: screenshotFormat,
        width: row.custom_width,
        signal,
      });
      if (screenshotFormat === 'PDF') files.pdf = image;
      else files.png = image;
    }
    return files;
  }

  private async record(
    bundle: ReportBundle,
    run: Run,
    state: ReportState,
    detail: { error?: string; outcome?: AlertOutcome | undefined },
  ): Promise<ReportState> {
    await this.transition(bundle, run, state, detail);
    return state;
  }

  /** Records a state; with `expected`, only if the schedule is still as read. Answers the new version, if moved. */
  private async transition(
    bundle: ReportBundle,
    run: Run,
    state: ReportState,
    detail: { error?: string; outcome?: AlertOutcome | undefined; working?: boolean; expected?: Version },
  ): Promise<Version | undefined> {
    const nowIso = this.deps.clock().toISOString();
    const value = detail.outcome?.value ?? null;
    const valueRowJson = detail.outcome?.valueRowJson ?? null;
    const moved = await this.deps.reports.recordState(
      {
        report_schedule_id: bundle.row.id,
        uuid: run.uuid,
        scheduled_dttm: run.scheduledIso,
        start_dttm: run.startIso,
        end_dttm: detail.working ? null : nowIso,
        value,
        value_row_json: valueRowJson,
        state,
        error_message: detail.error ?? null,
      },
      {
        last_state: state,
        last_eval_dttm: nowIso,
        ...(detail.working || detail.outcome ? { last_value: value, last_value_row_json: valueRowJson } : {}),
      },
      detail.expected,
    );
    return moved ? { last_state: state, last_eval_dttm: nowIso } : undefined;
  }
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
