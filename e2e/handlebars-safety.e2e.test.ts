import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin } from './api-client';
import {
  createDatabase,
  createDataset,
  createOrdersSchema,
  TEST_POSTGRES_URI,
  type ScratchSchema,
} from './data-client';
import { screenshotPath, setupE2e } from './harness';
import { expectVisible, signIn } from './ui';

const e2e = setupE2e();
let scratch: ScratchSchema;
let datasource = '';

// Every way the template (or the data it prints raw) could try to run code sets window.__pwned.
const ATTACKS = [
  '<script>window.__pwned = "script"</script>',
  '<img src="x" onerror="window.__pwned = \'onerror\'">',
  '<svg onload="window.__pwned = \'svg\'"></svg>',
  '<a id="go" href="javascript:window.__pwned=\'href\'">go</a>',
  '<iframe srcdoc="<script>parent.__pwned=\'iframe\'</script>"></iframe>',
  '<div id="hover" onmouseover="window.__pwned = \'hover\'">hover me</div>',
].join('');

beforeAll(async () => {
  // A region value carrying markup: printed raw with {{{ }}}, it must be cleaned too.
  scratch = await createOrdersSchema(
    `(1, '2024-01-01 10:00', 10.5, '<img src=y onerror="window.__pwned=''data''">EU'), (2, '2024-01-02 11:00', 20, 'US')`,
  );
  const { server } = e2e;
  const token = await apiLogin(server.baseUrl, 'admin', server.adminPassword);
  const database = await createDatabase(
    server.baseUrl,
    token,
    `Handlebars ${scratch.name}`,
    TEST_POSTGRES_URI,
  );
  const dataset = await createDataset(server.baseUrl, token, {
    database: database.id,
    schema: scratch.name,
    table_name: 'orders',
  });
  datasource = `${dataset.id}__table`;
});

afterAll(async () => {
  await scratch?.drop();
});

describe('Handlebars chart', () => {
  it('draws the template and runs no script, handler or javascript: link from it or its data', async () => {
    const { page, server } = e2e;
    await signIn(page, 'admin', server.adminPassword);
    const formData = {
      viz_type: 'handlebars',
      datasource,
      query_mode: 'aggregate',
      groupby: ['region'],
      metrics: ['count'],
      adhoc_filters: [],
      row_limit: 100,
      handlebarsTemplate: `<h2 class="title">Orders</h2><ul>{{#each data}}<li>{{{region}}}: {{count}}</li>{{/each}}</ul>${ATTACKS}`,
      styleTemplate: '.title { color: rgb(31, 168, 201); } body { display: none; }',
    };
    const url = await page.evaluate(
      async (body) => {
        const csrf = ((await (await fetch('/api/v1/security/csrf_token/')).json()) as { result: string })
          .result;
        const response = await fetch('/api/v1/explore/permalink', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'X-CSRFToken': csrf },
          body: JSON.stringify(body),
        });
        return ((await response.json()) as { url: string }).url;
      },
      { formData },
    );
    await page.goto(url);
    const chart = page.getByTestId('handlebars-chart');
    await expectVisible(chart, 30_000);
    await expectVisible(chart.getByText('US: 1'));
    await expectVisible(chart.getByText('EU: 1'));
    // The scoped style applies inside the chart; its `body` rule does not reach the page.
    expect(await chart.locator('.title').evaluate((el) => getComputedStyle(el).color)).toBe(
      'rgb(31, 168, 201)',
    );
    expect(await page.evaluate(() => getComputedStyle(document.body).display)).not.toBe('none');
    await chart.getByText('hover me').hover();
    await chart.getByText('go', { exact: true }).click();
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned ?? null)).toBeNull();
    expect(await chart.locator('script, iframe, svg, [onerror], [onload], [onmouseover]').count()).toBe(0);
    await page.screenshot({ path: screenshotPath('handlebars-safety') });
  });
});
