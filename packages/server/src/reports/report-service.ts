import {
  EMAIL_PATTERN,
  REPORT_MESSAGES,
  duplicateReportName,
  humanizeCrontab,
  humanizeSince,
  splitEmails,
  type ListQuery,
  type RecipientInput,
  type ReportExecutionLog,
  type ReportSchedule,
  type ReportScheduleCreate,
  type ReportScheduleUpdate,
  type ReportType,
} from '@meridian/core';
import { AppError, fieldErrors, notFound, type FieldErrors } from '../errors';
import type { Dialect } from '../engines/base/engine-spec';
import { isSelect, parseScript } from '../sqllab/statements';
import type {
  NewRecipient,
  ReportBundle,
  ReportChanges,
  ReportLogRow,
  ReportsRepo,
} from '../store/reports-repo';
import { isKnownTimeZone, isValidCrontab } from './cron';

/** What report schedules need: their repository, lookups of what they point at, a clock. */
export interface ReportServiceDeps {
  reports: ReportsRepo;
  chartExists(id: number): Promise<boolean>;
  dashboardExists(id: number): Promise<boolean>;
  /** The SQL dialect of a database, or undefined when there is no such database. */
  databaseDialect(id: number): Promise<Dialect | undefined>;
  userIdsExist(ids: readonly number[]): Promise<boolean>;
  clock: () => Date;
}

/** Who works with schedules: admins see and change all, others the ones they own. */
export interface ReportCaller {
  userId: number;
  isAdmin: boolean;
}

const person = (id: number | null, first: string | null, last: string | null) =>
  id === null ? null : { id, first_name: first ?? '', last_name: last ?? '' };

/** A schedule as the API answers it. */
export function toReportSchedule(bundle: ReportBundle, now: Date): ReportSchedule {
  const { row } = bundle;
  return {
    id: row.id,
    type: row.type as ReportType,
    name: row.name,
    description: row.description,
    context_markdown: row.context_markdown,
    email_subject: row.email_subject,
    active: row.active === 1,
    crontab: row.crontab,
    crontab_humanized: humanizeCrontab(row.crontab),
    timezone: row.timezone,
    creation_method: row.creation_method as ReportSchedule['creation_method'],
    chart:
      row.chart_id === null
        ? null
        : { id: row.chart_id, slice_name: row.slice_name ?? '', viz_type: row.viz_type ?? '' },
    chart_id: row.chart_id,
    dashboard:
      row.dashboard_id === null ? null : { id: row.dashboard_id, dashboard_title: row.dashboard_title ?? '' },
    dashboard_id: row.dashboard_id,
    database:
      row.database_id === null ? null : { id: row.database_id, database_name: row.database_name ?? '' },
    sql: row.sql,
    validator_type: row.validator_type,
    validator_config_json: row.validator_config_json,
    recipients: bundle.recipients.map((r) => ({
      id: r.id,
      type: r.type,
      recipient_config_json: r.recipient_config_json,
    })),
    report_format: row.report_format as ReportSchedule['report_format'],
    force_screenshot: row.force_screenshot === 1,
    working_timeout: row.working_timeout,
    grace_period: row.grace_period,
    log_retention: row.log_retention,
    owners: bundle.owners.map(({ id, first_name, last_name }) => ({ id, first_name, last_name })),
    extra: parseExtra(row.extra_json),
    custom_width: row.custom_width,
    last_eval_dttm: row.last_eval_dttm,
    last_state: row.last_state,
    last_value: row.last_value,
    last_value_row_json: row.last_value_row_json,
    created_on: row.created_on,
    changed_on: row.changed_on,
    changed_on_delta_humanized: humanizeSince(row.changed_on, now),
    created_by: person(row.created_by_fk, row.creator_first_name, row.creator_last_name),
    changed_by: person(row.changed_by_fk, row.changer_first_name, row.changer_last_name),
  };
}

function parseExtra(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** A log row as the API answers it. */
export function toExecutionLog(row: ReportLogRow): ReportExecutionLog {
  return { ...row };
}

/** The fields a write sets, as one merged view (the stored row overlaid with the body). */
interface Target {
  type: ReportType;
  name: string;
  crontab: string;
  timezone: string;
  creation_method: string;
  chart: number | null;
  dashboard: number | null;
  database: number | null;
  sql: string | null;
  report_format: string;
}

/** Report schedules: CRUD with Superset's validation, owners' rights, execution logs. */
export class ReportService {
  constructor(private readonly deps: ReportServiceDeps) {}

  /** One page of the schedules the caller may see. */
  async list(
    caller: ReportCaller,
    query: ListQuery,
  ): Promise<{ count: number; ids: number[]; result: ReportSchedule[] }> {
    const { count, ids } = await this.deps.reports.list(query, caller.isAdmin ? undefined : caller.userId);
    const now = this.deps.clock();
    const bundles = await this.deps.reports.bundles(ids);
    return { count, ids, result: bundles.map((b) => toReportSchedule(b, now)) };
  }

  /** A schedule the caller may see; 404 otherwise. */
  async get(caller: ReportCaller, id: number): Promise<ReportSchedule> {
    return toReportSchedule(await this.visible(caller, id), this.deps.clock());
  }

  /** Creates a schedule; returns its id. */
  async create(caller: ReportCaller, body: ReportScheduleCreate): Promise<number> {
    const target: Target = {
      type: body.type,
      name: body.name,
      crontab: body.crontab,
      timezone: body.timezone ?? 'UTC',
      creation_method: body.creation_method ?? 'alerts_reports',
      chart: body.chart ?? null,
      dashboard: body.dashboard ?? null,
      database: body.database ?? null,
      sql: body.sql ?? null,
      report_format: body.report_format ?? 'PNG',
    };
    this.checkShape(target, body.recipients ?? []);
    if (target.chart !== null && target.dashboard !== null)
      throw fieldErrors({ chart: [REPORT_MESSAGES.chartAndDashboard] });
    if (target.chart === null && target.dashboard === null) {
      if (target.creation_method === 'charts') throw fieldErrors({ chart: [REPORT_MESSAGES.saveChartFirst] });
      if (target.creation_method === 'dashboards')
        throw fieldErrors({ dashboard: [REPORT_MESSAGES.saveDashboardFirst] });
      throw fieldErrors({ chart: [REPORT_MESSAGES.neitherChartNorDashboard] });
    }
    if (target.type === 'Alert' && target.database === null)
      throw fieldErrors({ database: [REPORT_MESSAGES.databaseRequired] });
    await this.checkReferences(target, body.owners);
    if (await this.deps.reports.idByName(target.name, target.type))
      throw fieldErrors({ name: [duplicateReportName(target.type, target.name)] });
    await this.refuseSecondHeaderReport(caller, target);
    const now = this.deps.clock().toISOString();
    const owners = body.owners && body.owners.length > 0 ? body.owners : [caller.userId];
    return this.deps.reports.create(
      {
        type: target.type,
        name: target.name,
        description: body.description ?? null,
        context_markdown: body.context_markdown ?? null,
        email_subject: body.email_subject ?? null,
        active: body.active === false ? 0 : 1,
        crontab: target.crontab,
        timezone: target.timezone,
        creation_method: target.creation_method,
        chart_id: target.chart,
        dashboard_id: target.dashboard,
        database_id: target.database,
        sql: target.sql,
        validator_type: body.validator_type ?? null,
        validator_config_json: body.validator_config_json ? JSON.stringify(body.validator_config_json) : null,
        report_format: target.report_format,
        force_screenshot: body.force_screenshot ? 1 : 0,
        working_timeout: body.working_timeout ?? 3600,
        grace_period: body.grace_period ?? 14400,
        log_retention: body.log_retention ?? 90,
        extra_json: JSON.stringify(body.extra ?? {}),
        custom_width: body.custom_width ?? null,
        last_state: 'Not triggered',
        created_on: now,
        changed_on: now,
        created_by_fk: caller.userId,
        changed_by_fk: caller.userId,
      },
      owners,
      toRecipientRows(body.recipients ?? []),
    );
  }

  /** Edits a schedule the caller owns (or any, for admins). */
  async update(caller: ReportCaller, id: number, body: ReportScheduleUpdate): Promise<void> {
    const bundle = await this.owned(caller, id);
    const { row } = bundle;
    const target: Target = {
      type: body.type ?? (row.type as ReportType),
      name: body.name ?? row.name,
      crontab: body.crontab ?? row.crontab,
      timezone: body.timezone ?? row.timezone,
      creation_method: body.creation_method ?? row.creation_method,
      chart: body.chart === undefined ? row.chart_id : body.chart,
      dashboard: body.dashboard === undefined ? row.dashboard_id : body.dashboard,
      database: body.database === undefined ? row.database_id : body.database,
      sql: body.sql === undefined ? row.sql : body.sql,
      report_format: body.report_format ?? row.report_format,
    };
    this.checkShape(target, body.recipients ?? []);
    if (body.chart && body.dashboard) throw fieldErrors({ chart: [REPORT_MESSAGES.chartAndDashboard] });
    // Choosing one object clears the other (the modal switches between a chart and a dashboard).
    if (body.chart) target.dashboard = null;
    if (body.dashboard) target.chart = null;
    if (target.chart === null && target.dashboard === null)
      throw fieldErrors({ chart: [REPORT_MESSAGES.neitherChartNorDashboard] });
    await this.checkReferences(target, body.owners);
    if (await this.deps.reports.idByName(target.name, target.type, id))
      throw fieldErrors({ name: [duplicateReportName(target.type, target.name)] });
    const changes: ReportChanges = {
      type: target.type,
      name: target.name,
      crontab: target.crontab,
      timezone: target.timezone,
      creation_method: target.creation_method,
      chart_id: target.chart,
      dashboard_id: target.dashboard,
      database_id: target.type === 'Report' ? null : target.database,
      sql: target.sql,
      report_format: target.report_format,
      changed_on: this.deps.clock().toISOString(),
      changed_by_fk: caller.userId,
      ...optionalChanges(body),
    };
    // Turning a running schedule off forgets that it runs (Superset resets Working to Not triggered).
    if (body.active === false && row.last_state === 'Working') changes.last_state = 'Not triggered';
    const recipients =
      body.recipients && body.recipients.length > 0 ? toRecipientRows(body.recipients) : undefined;
    await this.deps.reports.update(id, changes, {
      owners: body.owners && body.owners.length > 0 ? body.owners : undefined,
      recipients,
    });
  }

  /** Deletes schedules the caller owns; 404 for unknown ones, 403 for others'. */
  async delete(caller: ReportCaller, ids: readonly number[]): Promise<string[]> {
    const names: string[] = [];
    for (const id of ids) names.push((await this.owned(caller, id)).row.name);
    await this.deps.reports.delete(ids);
    return names;
  }

  /** A page of a visible schedule's execution logs. */
  async logs(
    caller: ReportCaller,
    id: number,
    query: ListQuery,
  ): Promise<{ count: number; ids: number[]; result: ReportExecutionLog[] }> {
    await this.visible(caller, id);
    const { count, rows } = await this.deps.reports.logs(id, query);
    return { count, ids: rows.map((r) => r.id), result: rows.map(toExecutionLog) };
  }

  /** One log row of a visible schedule. */
  async log(caller: ReportCaller, id: number, logId: number): Promise<ReportExecutionLog> {
    await this.visible(caller, id);
    const row = (await this.deps.reports.recentLogs(id, 10_000)).find((r) => r.id === logId);
    if (!row) throw notFound('Execution log');
    return toExecutionLog(row);
  }

  private async visible(caller: ReportCaller, id: number): Promise<ReportBundle> {
    const bundle = await this.deps.reports.get(id);
    if (!bundle) throw new AppError('RESOURCE_NOT_FOUND', 'Not found');
    if (!caller.isAdmin && !bundle.owners.some((o) => o.id === caller.userId))
      throw new AppError('RESOURCE_NOT_FOUND', 'Not found');
    return bundle;
  }

  private async owned(caller: ReportCaller, id: number): Promise<ReportBundle> {
    const bundle = await this.deps.reports.get(id);
    if (!bundle) throw new AppError('RESOURCE_NOT_FOUND', 'Not found');
    if (!caller.isAdmin && !bundle.owners.some((o) => o.id === caller.userId))
      throw new AppError('MISSING_PERMISSION', REPORT_MESSAGES.forbidden);
    return bundle;
  }

  /** Checks that need no lookups: cron, zone, formats, recipients; 400 for malformed values, 422 for rules. */
  private checkShape(target: Target, recipients: readonly RecipientInput[]): void {
    const malformed: FieldErrors = {};
    if (!isValidCrontab(target.crontab)) malformed['crontab'] = [REPORT_MESSAGES.cronInvalid];
    if (!isKnownTimeZone(target.timezone)) malformed['timezone'] = [`Unknown time zone "${target.timezone}"`];
    if (target.type === 'Report' && target.database !== null)
      malformed['database'] = [REPORT_MESSAGES.databaseOnReport];
    if (Object.keys(malformed).length > 0) throw fieldErrors(malformed, 'INVALID_PAYLOAD_SCHEMA_ERROR');
    const invalid = recipients.flatMap(recipientProblems);
    if (invalid.length > 0) throw fieldErrors({ recipients: invalid });
    if ((target.report_format === 'CSV' || target.report_format === 'TEXT') && target.dashboard !== null)
      throw fieldErrors({ report_format: [REPORT_MESSAGES.csvOnChartsOnly] });
  }

  private async checkReferences(target: Target, owners: readonly number[] | undefined): Promise<void> {
    if (target.chart !== null && !(await this.deps.chartExists(target.chart)))
      throw fieldErrors({ chart: [REPORT_MESSAGES.chartMissing] });
    if (target.dashboard !== null && !(await this.deps.dashboardExists(target.dashboard)))
      throw fieldErrors({ dashboard: [REPORT_MESSAGES.dashboardMissing] });
    if (owners && owners.length > 0 && !(await this.deps.userIdsExist(owners)))
      throw fieldErrors({ owners: ['Owners are invalid'] });
    if (target.type !== 'Alert' || target.database === null) return;
    const dialect = await this.deps.databaseDialect(target.database);
    if (!dialect) throw fieldErrors({ database: [REPORT_MESSAGES.databaseMissing] });
    if (!isOneSelect(target.sql ?? '', dialect))
      throw fieldErrors({ sql: [REPORT_MESSAGES.alertSqlOneSelect] });
  }

  private async refuseSecondHeaderReport(caller: ReportCaller, target: Target): Promise<void> {
    const method = target.creation_method;
    const objectId = method === 'charts' ? target.chart : method === 'dashboards' ? target.dashboard : null;
    if ((method !== 'charts' && method !== 'dashboards') || objectId === null) return;
    if (await this.deps.reports.hasHeaderReport({ creationMethod: method, objectId, userId: caller.userId }))
      throw new AppError('CONFLICT', REPORT_MESSAGES.alreadyAttached);
  }
}

/** Whether alert SQL is exactly one SELECT (the SQL Lab statement rules decide). */
export function isOneSelect(sqlText: string, dialect: Dialect): boolean {
  try {
    const statements = parseScript(sqlText, dialect);
    return statements.length === 1 && isSelect(statements[0] as (typeof statements)[0], dialect);
  } catch {
    return false;
  }
}

function recipientProblems(recipient: RecipientInput): string[] {
  const config = recipient.recipient_config_json;
  if (recipient.type === 'Webhook') {
    try {
      const url = new URL(config.target);
      return url.protocol === 'http:' || url.protocol === 'https:'
        ? []
        : [`Invalid webhook URL: ${config.target}`];
    } catch {
      return [`Invalid webhook URL: ${config.target}`];
    }
  }
  const addresses = [config.target, config.ccTarget ?? '', config.bccTarget ?? ''].flatMap(splitEmails);
  const bad = addresses.filter((address) => !EMAIL_PATTERN.test(address));
  return bad.length > 0 ? [`Invalid email address(es): ${bad.join(', ')}`] : [];
}

function toRecipientRows(recipients: readonly RecipientInput[]): NewRecipient[] {
  return recipients.map((r) => ({
    type: r.type,
    recipient_config_json: JSON.stringify(r.recipient_config_json),
  }));
}

function optionalChanges(body: ReportScheduleUpdate): ReportChanges {
  const changes: ReportChanges = {};
  if (body.description !== undefined) changes.description = body.description;
  if (body.context_markdown !== undefined) changes.context_markdown = body.context_markdown;
  if (body.email_subject !== undefined) changes.email_subject = body.email_subject;
  if (body.active !== undefined) changes.active = body.active ? 1 : 0;
  if (body.validator_type !== undefined) changes.validator_type = body.validator_type;
  if (body.validator_config_json !== undefined)
    changes.validator_config_json = body.validator_config_json
      ? JSON.stringify(body.validator_config_json)
      : null;
  if (body.force_screenshot !== undefined) changes.force_screenshot = body.force_screenshot ? 1 : 0;
  if (body.working_timeout !== undefined) changes.working_timeout = body.working_timeout;
  if (body.grace_period !== undefined) changes.grace_period = body.grace_period;
  if (body.log_retention !== undefined) changes.log_retention = body.log_retention;
  if (body.extra !== undefined) changes.extra_json = JSON.stringify(body.extra);
  if (body.custom_width !== undefined) changes.custom_width = body.custom_width;
  return changes;
}
