import { REPORT_MESSAGES, type ReportSchedule } from '@meridian/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardTestContext, type DashboardTestContext } from '../testing/dashboard-fixture';
import { STORE_TARGETS } from '../testing/test-app';

const email = (target: string) => [{ type: 'Email', recipient_config_json: { target } }];

describe.each(STORE_TARGETS)('report schedules API on $name', (target) => {
  let t: DashboardTestContext;
  let dashboardId: number;
  let databaseId: number;

  beforeAll(async () => {
    t = await dashboardTestContext(target);
    dashboardId = (await t.createDashboard({ dashboard_title: 'Sales report' })).id;
    databaseId = (await t.test.ctx.repos.databases.byName('dashboards-db'))?.id as number;
  });
  afterAll(async () => t?.close());

  const report = (fields: Record<string, unknown> = {}) => ({
    type: 'Report',
    name: `Weekly ${Math.random().toString(36).slice(2, 8)}`,
    crontab: '0 12 * * 1',
    creation_method: 'alerts_reports',
    dashboard: dashboardId,
    recipients: email('a@example.com'),
    ...fields,
  });

  it('creates a dashboard report, answers it with its relations, and lists it', async () => {
    const created = await t.call(
      'POST',
      '/api/v1/report/',
      report({ name: 'Weekly sales', timezone: 'Europe/Paris' }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: number }>().id;
    const shown = await t.call('GET', `/api/v1/report/${id}`);
    expect(shown.statusCode, shown.body).toBe(200);
    const result = shown.json<{ result: ReportSchedule }>().result;
    expect(result).toMatchObject({
      name: 'Weekly sales',
      type: 'Report',
      active: true,
      timezone: 'Europe/Paris',
      crontab_humanized: 'At 12:00, only on Monday',
      dashboard: { id: dashboardId, dashboard_title: 'Sales report' },
      report_format: 'PNG',
      working_timeout: 3600,
      grace_period: 14400,
      log_retention: 90,
      last_state: 'Not triggered',
      owners: [{ first_name: 'Admin' }],
    });
    expect(JSON.parse(result.recipients[0]?.recipient_config_json ?? '{}')).toEqual({
      target: 'a@example.com',
    });
    const list = await t.call(
      'GET',
      `/api/v1/report/?q=${encodeURIComponent("(filters:!((col:type,opr:eq,value:Report),(col:name,opr:ct,value:'weekly sa')))")}`,
    );
    expect(list.json<{ result: ReportSchedule[] }>().result.map((r) => r.name)).toEqual(['Weekly sales']);
  });

  it('refuses bad input with a message per field', async () => {
    const cases: [Record<string, unknown>, number, Record<string, string[]>][] = [
      [report({ crontab: '61 * * * *' }), 400, { crontab: [REPORT_MESSAGES.cronInvalid] }],
      [report({ crontab: 'every monday' }), 400, { crontab: [REPORT_MESSAGES.cronInvalid] }],
      [report({ timezone: 'Mars/Olympus' }), 400, { timezone: ['Unknown time zone "Mars/Olympus"'] }],
      [report({ database: databaseId }), 400, { database: [REPORT_MESSAGES.databaseOnReport] }],
      [report({ dashboard: 99_999 }), 422, { dashboard: [REPORT_MESSAGES.dashboardMissing] }],
      [report({ dashboard: undefined, chart: 99_999 }), 422, { chart: [REPORT_MESSAGES.chartMissing] }],
      [report({ chart: t.chartA }), 422, { chart: [REPORT_MESSAGES.chartAndDashboard] }],
      [report({ dashboard: undefined }), 422, { chart: [REPORT_MESSAGES.neitherChartNorDashboard] }],
      [
        report({ dashboard: undefined, creation_method: 'charts' }),
        422,
        { chart: [REPORT_MESSAGES.saveChartFirst] },
      ],
      [
        report({ recipients: email('ok@example.com, not-an-email; x@y') }),
        422,
        { recipients: ['Invalid email address(es): not-an-email, x@y'] },
      ],
      [report({ report_format: 'CSV' }), 422, { report_format: [REPORT_MESSAGES.csvOnChartsOnly] }],
      [report({ type: 'Alert', sql: 'SELECT 1' }), 422, { database: [REPORT_MESSAGES.databaseRequired] }],
      [
        report({ type: 'Alert', database: 99_999, sql: 'SELECT 1' }),
        422,
        { database: [REPORT_MESSAGES.databaseMissing] },
      ],
      [
        report({ type: 'Alert', database: databaseId, sql: 'SELECT 1; SELECT 2' }),
        422,
        { sql: [REPORT_MESSAGES.alertSqlOneSelect] },
      ],
      [
        report({ type: 'Alert', database: databaseId, sql: 'DELETE FROM orders' }),
        422,
        { sql: [REPORT_MESSAGES.alertSqlOneSelect] },
      ],
      [report({ custom_width: 300 }), 400, { custom_width: [REPORT_MESSAGES.widthRange] }],
    ];
    for (const [body, status, message] of cases) {
      const response = await t.call('POST', '/api/v1/report/', body);
      expect(response.statusCode, `${JSON.stringify(body)} -> ${response.body}`).toBe(status);
      expect(response.json<{ message: unknown }>().message).toEqual(message);
    }
  });

  it('refuses a second report of the same name and type, and a second header report of a user', async () => {
    const first = await t.call('POST', '/api/v1/report/', report({ name: 'Twice' }));
    expect(first.statusCode).toBe(201);
    const again = await t.call('POST', '/api/v1/report/', report({ name: 'Twice' }));
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ message: { name: ['A report named "Twice" already exists'] } });
    const header = report({ creation_method: 'dashboards' });
    expect((await t.call('POST', '/api/v1/report/', header)).statusCode).toBe(201);
    const second = await t.call('POST', '/api/v1/report/', { ...header, name: 'Another' });
    expect(second.statusCode).toBe(409);
    expect(second.json<{ message: string }>().message).toBe(REPORT_MESSAGES.alreadyAttached);
  });

  it('lets owners toggle and delete, others not; Gamma may not see reports at all', async () => {
    const created = await t.call('POST', '/api/v1/report/', report({ name: 'Alpha owned' }), t.alpha);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: number }>().id;
    const listOf = async (headers: Record<string, string>) =>
      (await t.call('GET', '/api/v1/report/', undefined, headers))
        .json<{ result: ReportSchedule[] }>()
        .result.map((r) => r.name);
    expect(await listOf(t.alpha)).toEqual(['Alpha owned']);
    expect(await listOf(t.admin)).toContain('Alpha owned');
    expect((await t.call('GET', '/api/v1/report/', undefined, t.gamma)).statusCode).toBe(403);
    expect((await t.call('PUT', `/api/v1/report/${id}`, { active: false }, t.gamma)).statusCode).toBe(403);

    const toggled = await t.call('PUT', `/api/v1/report/${id}`, { active: false }, t.alpha);
    expect(toggled.statusCode, toggled.body).toBe(200);
    const shown = await t.call('GET', `/api/v1/report/${id}`, undefined, t.alpha);
    expect(shown.json<{ result: ReportSchedule }>().result).toMatchObject({
      active: false,
      name: 'Alpha owned',
    });
    expect(shown.json<{ result: ReportSchedule }>().result.recipients).toHaveLength(1);

    const adminOwned = (await t.call('POST', '/api/v1/report/', report({ name: 'Admin owned' }))).json<{
      id: number;
    }>().id;
    const foreign = await t.call('PUT', `/api/v1/report/${adminOwned}`, { active: false }, t.alpha);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json<{ message: string }>().message).toBe(REPORT_MESSAGES.forbidden);
    expect((await t.call('GET', `/api/v1/report/${adminOwned}`, undefined, t.alpha)).statusCode).toBe(404);
    expect((await t.call('DELETE', `/api/v1/report/${adminOwned}`, undefined, t.alpha)).statusCode).toBe(403);

    expect((await t.call('DELETE', `/api/v1/report/${id}`, undefined, t.alpha)).json()).toEqual({
      message: 'OK',
    });
    expect((await t.call('GET', `/api/v1/report/${id}`)).statusCode).toBe(404);
  });

  it('creates an alert on one SELECT and a chart report in CSV; the log of a new schedule is empty', async () => {
    const alert = await t.call('POST', '/api/v1/report/', {
      type: 'Alert',
      name: 'Big orders',
      crontab: '*/5 * * * *',
      chart: t.chartA,
      database: databaseId,
      sql: 'SELECT MAX(amount) FROM orders',
      validator_type: 'operator',
      validator_config_json: { op: '>', threshold: 100 },
      recipients: email('ops@example.com'),
    });
    expect(alert.statusCode, alert.body).toBe(201);
    const id = alert.json<{ id: number }>().id;
    const shown = (await t.call('GET', `/api/v1/report/${id}`)).json<{ result: ReportSchedule }>().result;
    expect(shown).toMatchObject({
      type: 'Alert',
      database: { id: databaseId, database_name: 'dashboards-db' },
      validator_config_json: '{"op":">","threshold":100}',
      chart: { id: t.chartA, slice_name: 'Orders by region' },
    });
    const csv = await t.call(
      'POST',
      '/api/v1/report/',
      report({ dashboard: undefined, chart: t.chartB, report_format: 'CSV' }),
    );
    expect(csv.statusCode, csv.body).toBe(201);
    const log = await t.call('GET', `/api/v1/report/${id}/log/`);
    expect(log.json()).toEqual({ count: 0, ids: [], result: [] });
  });
});
