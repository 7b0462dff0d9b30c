import { z } from 'zod';

/** Report or alert (Superset's `ReportScheduleType`). */
export const REPORT_TYPES = ['Report', 'Alert'] as const;
/** A report schedule's type. */
export type ReportType = (typeof REPORT_TYPES)[number];

/** Where a schedule was made: a chart's header, a dashboard's header or the alerts & reports page. */
export const CREATION_METHODS = ['charts', 'dashboards', 'alerts_reports'] as const;

/** What a report sends. CSV and TEXT only for charts. */
export const REPORT_FORMATS = ['PNG', 'PDF', 'CSV', 'TEXT'] as const;
/** A report's format. */
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/** How a report is delivered: email, or a JSON POST to a URL (Superset's later `Webhook`). */
export const RECIPIENT_TYPES = ['Email', 'Webhook'] as const;

/** How an alert decides it fires. */
export const VALIDATOR_TYPES = ['not null', 'operator'] as const;
/** Comparisons of an operator alert. */
export const VALIDATOR_OPERATORS = ['<', '<=', '>', '>=', '==', '!='] as const;
/** An alert comparison. */
export type ValidatorOperator = (typeof VALIDATOR_OPERATORS)[number];

/** States of a schedule and of each execution log row (Superset's `ReportState`). */
export const REPORT_STATES = {
  success: 'Success',
  working: 'Working',
  error: 'Error',
  noop: 'Not triggered',
  grace: 'On Grace',
} as const;
/** A schedule's or a run's state. */
export type ReportState = (typeof REPORT_STATES)[keyof typeof REPORT_STATES];

/** Messages of the reports API and of runs, verbatim from Superset and the spec. */
export const REPORT_MESSAGES = {
  cronInvalid: 'Cron expression is not valid',
  databaseOnReport: 'Database reference is not allowed on a report',
  databaseRequired: 'Database is required for alerts',
  databaseMissing: 'Database does not exist',
  chartMissing: 'Chart does not exist',
  dashboardMissing: 'Dashboard does not exist',
  chartAndDashboard: 'Choose a chart or dashboard not both',
  neitherChartNorDashboard: 'Must choose either a chart or a dashboard',
  saveChartFirst: 'Please save your chart first, then try creating a new email report.',
  saveDashboardFirst: 'Please save your dashboard first, then try creating a new email report.',
  alreadyAttached: 'Resource already has an attached report.',
  forbidden: 'Changing this report is forbidden',
  widthRange: 'Screenshot width must be between 600px and 2400px',
  positive: 'Value must be greater than 0',
  csvOnChartsOnly: 'CSV and text reports can only be sent for charts',
  alertSqlOneSelect: 'Alert SQL must be exactly one SELECT statement',
  workingTimeout: 'Report Schedule reached a working timeout.',
  stillWorking: 'Report Schedule is still working, refusing to re-compute.',
  grace: 'Alert fired during grace period.',
  moreThanOneRow: (n: number) => `Alert query returned more than one row. ${n} rows returned`,
  moreThanOneColumn: (n: number) => `Alert query returned more than one column. ${n} columns returned`,
  notANumber: 'Alert query returned a non-number value.',
  alertQueryFailed: 'An error occurred when running alert query',
  created: 'The report has been created',
  updated: 'Report updated',
  toggleFailed: 'We were unable to active or deactivate this report.',
  deleteFailed: 'Your report could not be deleted',
  deleted: (name: string) => `Deleted: ${name}`,
  fetchFailed: 'There was an issue fetching reports attached to this dashboard.',
} as const;

/** The duplicate-name message of a type. */
export function duplicateReportName(type: ReportType, name: string): string {
  return type === 'Alert'
    ? `An alert named "${name}" already exists`
    : `A report named "${name}" already exists`;
}

/** Emails as Superset's alert modal accepts them, after splitting the target on `,` and `;`. */
export const EMAIL_PATTERN = /^[a-zA-Z0-9._%+-]+@[a-zA-Z0-9.-]+\.[a-zA-Z]{2,}$/;

/** The addresses of an email target: `a@x.com, b@y.org; c@z.io`. */
export function splitEmails(target: string): string[] {
  return target
    .split(/[,;]/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** Where a recipient's messages go. */
export const recipientConfigSchema = z
  .object({
    /** Email addresses (`,`/`;` separated) or the webhook URL. */
    target: z.string().trim().min(1, 'Email target is required').max(4000),
    /** Cc addresses (email only). */
    ccTarget: z.string().max(4000).optional(),
    /** Bcc addresses (email only). */
    bccTarget: z.string().max(4000).optional(),
  })
  .strict();
/** A recipient's config. */
export type RecipientConfig = z.infer<typeof recipientConfigSchema>;

/** One recipient in a POST/PUT body. */
export const recipientInputSchema = z
  .object({
    /** Email or Webhook. */
    type: z.enum(RECIPIENT_TYPES),
    /** Superset sends an object; a JSON string of one is read too. */
    recipient_config_json: z.preprocess((value) => {
      if (typeof value !== 'string') return value;
      try {
        return JSON.parse(value) as unknown;
      } catch {
        return value;
      }
    }, recipientConfigSchema),
  })
  .strict();
/** A recipient in a write body. */
export type RecipientInput = z.infer<typeof recipientInputSchema>;

/** An operator alert's comparison (stored as JSON text). */
export const validatorConfigSchema = z
  .object({
    /** The comparison. */
    op: z.enum(VALIDATOR_OPERATORS).optional(),
    /** The value compared against. */
    threshold: z.number().optional(),
  })
  .strict();
/** An alert's comparison. */
export type ValidatorConfig = z.infer<typeof validatorConfigSchema>;

/** Fields of a schedule that both POST and PUT take. */
const reportFields = {
  /** Report or Alert. */
  type: z.enum(REPORT_TYPES),
  /** Unique per type. */
  name: z.string().trim().min(1).max(150),
  description: z.string().max(10_000).nullable().optional(),
  /** Markdown shown above the content. */
  context_markdown: z.string().max(10_000).nullable().optional(),
  /** Subject of the emails; `<name>: <object title>` when empty. */
  email_subject: z.string().max(255).nullable().optional(),
  /** Whether the scheduler runs it. */
  active: z.boolean().optional(),
  /** Cron expression, evaluated in `timezone`. */
  crontab: z.string().trim().min(1).max(1000),
  /** IANA time zone the cron expression is read in. */
  timezone: z.string().max(100).optional(),
  creation_method: z.enum(CREATION_METHODS).optional(),
  /** The chart reported on. */
  chart: z.number().int().positive().nullable().optional(),
  /** The dashboard reported on. */
  dashboard: z.number().int().positive().nullable().optional(),
  /** Alerts: the database the SQL runs on. */
  database: z.number().int().positive().nullable().optional(),
  /** Alerts: one SELECT returning one value. */
  sql: z.string().max(100_000).nullable().optional(),
  validator_type: z.enum(VALIDATOR_TYPES).nullable().optional(),
  validator_config_json: validatorConfigSchema.nullable().optional(),
  recipients: z.array(recipientInputSchema).max(50).optional(),
  report_format: z.enum(REPORT_FORMATS).optional(),
  /** Take a screenshot even for data formats. */
  force_screenshot: z.boolean().optional(),
  /** Seconds a run may stay Working before it counts as failed. */
  working_timeout: z
    .number()
    .int()
    .min(1, REPORT_MESSAGES.positive)
    .max(7 * 86_400)
    .optional(),
  /** Seconds after an alert fired (or errored) during which it does not notify again. */
  grace_period: z
    .number()
    .int()
    .min(1, REPORT_MESSAGES.positive)
    .max(365 * 86_400)
    .optional(),
  /** Days execution logs are kept. */
  log_retention: z.number().int().min(0).max(3650).optional(),
  /** User ids; empty on POST means the creator. */
  owners: z.array(z.number().int().positive()).max(100).optional(),
  /** Dashboard anchor, tabs and filter state. */
  extra: z.record(z.string(), z.unknown()).optional(),
  /** Screenshot width in pixels. */
  custom_width: z
    .number()
    .int()
    .min(600, REPORT_MESSAGES.widthRange)
    .max(2400, REPORT_MESSAGES.widthRange)
    .nullable()
    .optional(),
};

/** Body of `POST /api/v1/report/`. */
export const reportScheduleCreateSchema = z
  .object({
    ...reportFields,
    log_retention: z.number().int().min(1, REPORT_MESSAGES.positive).max(3650).optional(),
  })
  .strict();
/** Body of `POST /api/v1/report/`. */
export type ReportScheduleCreate = z.infer<typeof reportScheduleCreateSchema>;

/** Body of `PUT /api/v1/report/{id}`: any subset. */
export const reportScheduleUpdateSchema = z.object(reportFields).partial().strict();
/** Body of `PUT /api/v1/report/{id}`. */
export type ReportScheduleUpdate = z.infer<typeof reportScheduleUpdateSchema>;

const personSchema = z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string() });

/** A schedule as `GET /api/v1/report/{id}` and the list answer it. */
export const reportScheduleSchema = z.object({
  id: z.number().int(),
  type: z.enum(REPORT_TYPES),
  name: z.string(),
  description: z.string().nullable(),
  context_markdown: z.string().nullable(),
  email_subject: z.string().nullable(),
  active: z.boolean(),
  crontab: z.string(),
  crontab_humanized: z.string(),
  timezone: z.string(),
  creation_method: z.enum(CREATION_METHODS),
  chart: z.object({ id: z.number().int(), slice_name: z.string(), viz_type: z.string() }).nullable(),
  chart_id: z.number().int().nullable(),
  dashboard: z.object({ id: z.number().int(), dashboard_title: z.string() }).nullable(),
  dashboard_id: z.number().int().nullable(),
  database: z.object({ id: z.number().int(), database_name: z.string() }).nullable(),
  sql: z.string().nullable(),
  validator_type: z.string().nullable(),
  /** JSON text of the comparison. */
  validator_config_json: z.string().nullable(),
  recipients: z.array(
    z.object({ id: z.number().int(), type: z.string(), recipient_config_json: z.string() }),
  ),
  report_format: z.enum(REPORT_FORMATS),
  force_screenshot: z.boolean(),
  working_timeout: z.number().int(),
  grace_period: z.number().int(),
  log_retention: z.number().int(),
  owners: z.array(personSchema),
  extra: z.record(z.string(), z.unknown()),
  custom_width: z.number().int().nullable(),
  last_eval_dttm: z.string().nullable(),
  last_state: z.string(),
  last_value: z.number().nullable(),
  last_value_row_json: z.string().nullable(),
  created_on: z.string(),
  changed_on: z.string(),
  changed_on_delta_humanized: z.string(),
  created_by: personSchema.nullable(),
  changed_by: personSchema.nullable(),
});
/** A report schedule. */
export type ReportSchedule = z.infer<typeof reportScheduleSchema>;

/** One execution log row (`GET /api/v1/report/{id}/log/`). */
export const reportExecutionLogSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  /** The cron instant this run was for (naive UTC ISO). */
  scheduled_dttm: z.string(),
  start_dttm: z.string().nullable(),
  end_dttm: z.string().nullable(),
  value: z.number().nullable(),
  value_row_json: z.string().nullable(),
  state: z.string(),
  error_message: z.string().nullable(),
});
/** An execution log row. */
export type ReportExecutionLog = z.infer<typeof reportExecutionLogSchema>;

/** Answer of `POST`/`PUT /api/v1/report/`. */
export const reportWriteAnswerSchema = z.object({
  id: z.number().int(),
  result: z.record(z.string(), z.unknown()),
});
