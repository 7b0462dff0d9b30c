import fs from 'node:fs';
import path from 'node:path';
import { REPORT_MESSAGES, type ReportExecutionLog } from '@meridian/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqliteFixture, type EngineFixture } from '../testing/engine-fixtures';
import { mimePart, startSmtpReceiver, type SmtpReceiver } from '../testing/smtp-receiver';
import { STORE_TARGETS, bearerFor, createTestApp, type TestApp } from '../testing/test-app';
import { layoutWith } from '../testing/dashboard-fixture';

const WEB_DIST = path.resolve(import.meta.dirname, '../../../web/dist');
const MINUTE = 60_000;
/** A minute boundary after now: schedules only run instants after they were created. */
const firstMinute = () => Math.ceil(Date.now() / MINUTE) * MINUTE + MINUTE;

const PARAMS = (datasetId: number) =>
  JSON.stringify({
    datasource: `${datasetId}__table`,
    viz_type: 'table',
    query_mode: 'aggregate',
    groupby: ['region'],
    metrics: [
      { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'amount' }, label: 'total' },
    ],
  });
const QUERY_CONTEXT = (datasetId: number) =>
  JSON.stringify({
    datasource: { id: datasetId, type: 'table' },
    result_format: 'json',
    result_type: 'full',
    queries: [
      {
        columns: ['region'],
        metrics: [
          { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'amount' }, label: 'total' },
        ],
        orderby: [['region', true]],
      },
    ],
  });

describe.each([STORE_TARGETS[1] as (typeof STORE_TARGETS)[number]])('report delivery on $name', (target) => {
  let test: TestApp;
  let fixture: EngineFixture;
  let smtp: SmtpReceiver;
  let admin: Record<string, string>;
  let chartId: number;
  let dashboardId: number;
  let databaseId: number;
  let minute: number;

  const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    test.app.inject({
      method,
      url,
      headers: admin,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const created = async (url: string, payload: unknown) => {
    const response = await call('POST', url, payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: number }>().id;
  };
  /** Ticks the scheduler at the next minute (plus a few seconds) and waits for the runs it queued. */
  const nextTick = async (app = test) => {
    minute += MINUTE;
    const at = new Date(minute + 5_000);
    app.ctx.reportRuntime.useClock(() => at);
    const jobs = await app.ctx.reportRuntime.scheduler.tick(at);
    await app.ctx.reportRuntime.idle();
    return jobs;
  };
  const logsOf = async (id: number) =>
    (
      await call(
        'GET',
        `/api/v1/report/${id}/log/?q=${encodeURIComponent('(order_column:id,order_direction:asc,page_size:100)')}`,
      )
    ).json<{ result: ReportExecutionLog[] }>().result;
  const schedule = (fields: Record<string, unknown>) =>
    created('/api/v1/report/', {
      type: 'Report',
      crontab: '* * * * *',
      recipients: [{ type: 'Email', recipient_config_json: { target: 'team@example.com' } }],
      ...fields,
    });
  const deactivate = (id: number) => call('PUT', `/api/v1/report/${id}`, { active: false });

  beforeAll(async () => {
    if (!fs.existsSync(path.join(WEB_DIST, 'index.html')))
      throw new Error(
        `Build the web app first (node node_modules/vite/bin/vite.js build packages/web): ${WEB_DIST}`,
      );
    smtp = await startSmtpReceiver();
    fixture = await sqliteFixture();
    test = await createTestApp(target, {
      config: {
        webDist: WEB_DIST,
        smtpHost: '127.0.0.1',
        smtpPort: String(smtp.port),
        reportsSendRetries: '1',
        reportsRetryDelayMs: '10',
      },
    });
    await test.app.listen({ port: 0, host: '127.0.0.1' });
    const address = test.app.server.address();
    test.config.webdriverBaseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    admin = await bearerFor(test.app, 'admin', test.adminPassword);
    databaseId = await created('/api/v1/database/', {
      database_name: 'reports-db',
      sqlalchemy_uri: fixture.uri,
    });
    const datasetId = await created('/api/v1/dataset/', {
      database: databaseId,
      schema: 'main',
      table_name: 'orders',
    });
    chartId = await created('/api/v1/chart/', {
      slice_name: 'Totals by region',
      viz_type: 'table',
      datasource_id: datasetId,
      datasource_type: 'table',
      params: PARAMS(datasetId),
      query_context: QUERY_CONTEXT(datasetId),
    });
    dashboardId = await created('/api/v1/dashboard/', {
      dashboard_title: 'Regions',
      position_json: layoutWith([chartId]),
      published: true,
    });
    minute = firstMinute();
    // The first tick of a process looks back two minutes; ticking once before any schedule exists starts the steps.
    await test.ctx.reportRuntime.scheduler.tick(new Date(minute + 5_000));
  });
  afterAll(async () => {
    await test?.close();
    await fixture?.dispose();
    await smtp?.close();
  });

  it('sends a chart report as CSV with the chart rows, once per minute tick', async () => {
    const before = smtp.received.length;
    const id = await schedule({ name: 'CSV totals', chart: chartId, report_format: 'CSV' });
    await nextTick();
    await nextTick();
    await deactivate(id);
    const mails = smtp.received.slice(before);
    expect(mails).toHaveLength(2);
    expect(mails[0]?.subject).toBe('[Report]  CSV totals: Totals by region');
    expect(mails[0]?.to).toEqual(['team@example.com']);
    expect(mimePart(mails[0]?.raw ?? '', 'text/csv')?.toString()).toBe(
      'region,total\r\nAPAC,7.25\r\nEMEA,42.5\r\n',
    );
    expect((await logsOf(id)).map((log) => log.state)).toEqual(['Working', 'Success', 'Working', 'Success']);
  });

  it('fires an alert only when its SQL value crosses the threshold, then keeps quiet during the grace period', async () => {
    const before = smtp.received.length;
    const id = await schedule({
      type: 'Alert',
      name: 'Big total',
      chart: chartId,
      report_format: 'CSV',
      database: databaseId,
      sql: 'SELECT SUM(amount) FROM orders',
      validator_type: 'operator',
      validator_config_json: { op: '>', threshold: 1000 },
    });
    await nextTick();
    expect(smtp.received.length).toBe(before);
    await call('PUT', `/api/v1/report/${id}`, { validator_config_json: { op: '>', threshold: 40 } });
    await nextTick();
    expect(smtp.received.length).toBe(before + 1);
    expect(smtp.received.at(-1)?.subject).toBe('[Report]  Big total: Totals by region');
    await nextTick();
    await deactivate(id);
    const logs = await logsOf(id);
    expect(logs.map((log) => log.state)).toEqual([
      'Working',
      'Not triggered',
      'Working',
      'Success',
      'On Grace',
    ]);
    expect(logs[1]?.value).toBe(49.75);
    expect(logs[4]?.error_message).toBe(REPORT_MESSAGES.grace);
  });

  it('ends a run left in Working by a dead worker in Error after the working timeout, and runs the next tick', async () => {
    const before = smtp.received.length;
    const id = await schedule({
      name: 'Survivor',
      chart: chartId,
      report_format: 'CSV',
      working_timeout: 300,
    });
    // A worker took the tick and died before it finished: the schedule stays Working.
    await test.ctx.repos.reports.recordState(
      {
        report_schedule_id: id,
        uuid: 'dead-worker-run',
        scheduled_dttm: new Date(minute).toISOString(),
        start_dttm: new Date(minute).toISOString(),
        end_dttm: null,
        value: null,
        value_row_json: null,
        state: 'Working',
        error_message: null,
      },
      { last_state: 'Working' },
    );
    // A minute later, within the working timeout: the tick refuses to run over it.
    await nextTick();
    expect(smtp.received.length).toBe(before);
    // Ten minutes later, past it: the dead run ends in Error and this tick runs.
    minute += 10 * MINUTE;
    await nextTick();
    await deactivate(id);
    const logs = await logsOf(id);
    expect(logs.map((log) => [log.state, log.error_message])).toEqual([
      ['Working', null],
      ['Working', REPORT_MESSAGES.stillWorking],
      ['Error', REPORT_MESSAGES.workingTimeout],
      ['Working', null],
      ['Success', null],
    ]);
    expect(logs[2]?.uuid).toBe('dead-worker-run');
    expect(smtp.received.length).toBe(before + 1);
  });

  it('logs an SMTP failure as Error after the retries, never crashes, and delivers again once SMTP is back', async () => {
    const id = await schedule({ name: 'Mail down', chart: chartId, report_format: 'CSV' });
    const port = test.config.smtpPort;
    test.config.smtpPort = 1; // nothing listens there
    await nextTick();
    test.config.smtpPort = port;
    const before = smtp.received.length;
    await nextTick();
    await deactivate(id);
    const logs = await logsOf(id);
    expect(logs.map((log) => log.state)).toEqual(['Working', 'Error', 'Working', 'Success']);
    expect(logs[1]?.error_message).toMatch(/^Sending the email failed after 2 attempts: /);
    expect(smtp.received.length).toBe(before + 1);
  });

  it('sends a dashboard report as a PNG taken once every chart has drawn', async () => {
    const before = smtp.received.length;
    const id = await schedule({ name: 'Dashboard picture', dashboard: dashboardId, report_format: 'PNG' });
    await nextTick();
    await deactivate(id);
    const logs = await logsOf(id);
    expect(logs.map((log) => [log.state, log.error_message])).toEqual([
      ['Working', null],
      ['Success', null],
    ]);
    const mail = smtp.received[before];
    expect(mail?.subject).toBe('[Report]  Dashboard picture: Regions');
    expect(mimePart(mail?.raw ?? '', 'text/html')?.toString()).toMatch(
      /<img width="1000" src="cid:screenshot-\d+@meridian">/,
    );
    const png = mimePart(mail?.raw ?? '', 'image/png') ?? Buffer.alloc(0);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    // The dashboard's layout, as tall as its one row of charts: not the 2,000 px window of empty page.
    const [width, height] = [png.readUInt32BE(16), png.readUInt32BE(20)];
    expect(width).toBeGreaterThan(900);
    expect(height).toBeLessThan(900);
    if (process.env['MERIDIAN_REPORT_PNG']) fs.writeFileSync(process.env['MERIDIAN_REPORT_PNG'], png);
  }, 120_000);
});
