import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { describe, expect, it } from 'vitest';
import { buildHandlebarsQuery } from './build-query';
import { DEFAULT_HANDLEBARS_TEMPLATE, handlebarsFormDataSchema } from './form-data';
import HandlebarsChart from './HandlebarsChart';
import { renderSafeTemplate, renderTemplate } from './template/render';
import { scopeCss } from './template/scope-css';

const rows = [
  { name: 'Ann', sales: 1234.5, ds: Date.UTC(2024, 2, 5) },
  { name: 'Bo <b>', sales: 0, ds: Date.UTC(2024, 2, 6) },
];
const html = (template: string, data: readonly Record<string, unknown>[] = rows) =>
  renderToStaticMarkup(
    createElement(Fragment, null, toJsxRuntime(renderSafeTemplate(template, data), { Fragment, jsx, jsxs })),
  );
const parse = (extra: Record<string, unknown>) =>
  handlebarsFormDataSchema.parse({ datasource: '2__table', viz_type: 'handlebars', ...extra });

describe('Handlebars chart: templates', () => {
  it("renders Superset's default template as one JSON item per row", () => {
    expect(renderTemplate(DEFAULT_HANDLEBARS_TEMPLATE, [{ a: 1 }])).toContain('<li>{&quot;a&quot;:1}</li>');
  });

  it('escapes values, iterates with @index / @first, reads ../ and else branches', () => {
    const out = renderTemplate(
      '{{#each data}}{{#if @first}}[{{/if}}{{@index}}:{{name}}{{#if sales}}={{sales}}{{else}}=none{{/if}}{{#unless @last}},{{/unless}}{{/each}}]',
      rows,
    );
    expect(out).toBe('[0:Ann=1234.5,1:Bo &lt;b&gt;=none]');
    expect(renderTemplate('{{#each data as |row i|}}{{i}}{{row.name}}{{../title}}{{/each}}', rows)).toBe(
      '0Ann1Bo &lt;b&gt;',
    );
    expect(renderTemplate('{{#each missing}}x{{else}}empty{{/each}}', [])).toBe('empty');
    expect(renderTemplate('{{#with data.[0]}}{{name}}{{/with}}', rows)).toBe('Ann');
  });

  it("has Superset's helpers: dateFormat, formatNumber, stringify, parseJson and comparisons", () => {
    expect(renderTemplate('{{dateFormat data.0.ds format="MMMM D, YYYY"}}', rows)).toBe('March 5, 2024');
    expect(renderTemplate('{{formatNumber data.0.sales format=",.1f"}}', rows)).toBe('1,234.5');
    expect(renderTemplate('{{formatNumber data.0.sales locale="de-DE"}}', rows)).toBe('1.234,5');
    expect(renderTemplate('{{#with (parseJson \'{"a":[1,2]}\')}}{{stringify a}}{{/with}}', rows)).toBe(
      '[1,2]',
    );
    expect(
      renderTemplate('{{#if (gt data.0.sales 1000)}}big{{/if}}{{#if (eq data.1.name "x")}}no{{/if}}', rows),
    ).toBe('big');
  });

  it('prints a row value whose name is also a helper (a count metric)', () => {
    expect(
      renderTemplate('{{#each data}}{{count}};{{/each}}{{count data}}', [{ count: 3 }, { count: 0 }]),
    ).toBe('3;0;2');
  });

  it('keeps the classes a template gives any element', () => {
    expect(html('<h2 class="title">T</h2><li class="x">i</li>')).toBe(
      '<h2 class="title">T</h2><li class="x">i</li>',
    );
  });

  it('reads own properties only, never the prototype', () => {
    expect(renderTemplate('{{data.constructor}}{{data.[0].constructor.name}}{{data.__proto__}}', rows)).toBe(
      '',
    );
    expect(renderTemplate('{{lookup data.[0] "toString"}}', rows)).toBe('');
  });

  it('explains syntax errors, unknown helpers and partials', () => {
    expect(() => renderTemplate('{{#each data}}', rows)).toThrow(/The template does not parse/);
    expect(() => renderTemplate('{{nope data}}', rows)).toThrow('Missing helper: "nope"');
    expect(() => renderTemplate('{{> header}}', rows)).toThrow('Partials are not supported');
  });
});

describe('Handlebars chart: safety', () => {
  it('drops scripts, event handlers and javascript: URLs from the output', () => {
    const out = html(
      '<script>window.pwned=1</script><img src="x" onerror="window.pwned=1"><a href="javascript:alert(1)" onclick="x()">go</a>' +
        '<div onmouseover="x()" style="color: red" class="kpi">{{{data.0.name}}}</div><iframe src="https://example.com"></iframe>',
      [{ name: '<svg onload="window.pwned=1"><script>alert(1)</script></svg>' }],
    );
    expect(out).not.toMatch(/<script|onerror|onclick|onmouseover|onload|javascript:|<iframe|<svg/i);
    expect(out).toContain('<img src="x"/>');
    expect(out).toContain('<div style="color:red" class="kpi"></div>');
    expect(out).toContain('<a>go</a>');
  });

  it('keeps tables, lists and links with safe URLs', () => {
    const out = html(
      '<table><tr><td><a href="https://superset.apache.org">{{data.0.name}}</a></td></tr></table>',
    );
    expect(out).toBe(
      '<table><tbody><tr><td><a href="https://superset.apache.org">Ann</a></td></tr></tbody></table>',
    );
  });

  it('scopes the chart CSS to the chart and refuses CSS that would escape it', () => {
    expect(scopeCss('.kpi { color: red; }', '[data-x]')).toBe('[data-x] {\n.kpi { color: red; }\n}');
    expect(scopeCss('/* only a comment */', '[data-x]')).toBe('');
    expect(scopeCss('} body { display: none } .a {', '[data-x]')).toBeNull();
    expect(scopeCss('</style><script>x</script>', '[data-x]')).toBeNull();
    expect(scopeCss('.a { content: "}"; }', '[data-x]')).not.toBeNull();
  });

  it('renders the chart element with the sanitized markup and the scoped style', () => {
    const out = renderToStaticMarkup(
      createElement(HandlebarsChart, {
        width: 300,
        height: 200,
        template: '<p class="kpi" onclick="x()">{{data.0.name}}</p><script>alert(1)</script>',
        style: '.kpi { color: green }',
        data: rows,
      }),
    );
    expect(out).toContain('<p class="kpi">Ann</p>');
    expect(out).not.toMatch(/<script|onclick/);
    expect(out).toMatch(
      /<style>\[data-handlebars-chart="hb[^"]+"\] \{\n\.kpi \{ color: green \}\n\}<\/style>/,
    );
  });
});

describe('Handlebars chart: query', () => {
  it('orders an aggregate query by the sort metric, else the first metric', () => {
    const query = buildHandlebarsQuery(parse({ groupby: ['name'], metrics: ['count', 'sum__sales'] }))
      .queries[0];
    expect(query?.columns).toEqual(['name']);
    expect(query?.orderby).toEqual([['count', false]]);
    const sorted = buildHandlebarsQuery(
      parse({ metrics: ['count'], timeseries_limit_metric: 'sum__sales', order_desc: false }),
    );
    expect(sorted.queries[0]?.orderby).toEqual([['sum__sales', true]]);
  });

  it('reads raw records with their ordering, and adds the time column with include_time', () => {
    const raw = buildHandlebarsQuery(
      parse({ query_mode: 'raw', all_columns: ['name'], order_by_cols: ['["name", true]'] }),
    );
    expect(raw.queries[0]?.columns).toEqual(['name']);
    expect(raw.queries[0]?.metrics).toBeNull();
    expect(raw.queries[0]?.orderby).toEqual([['name', true]]);
    const timed = buildHandlebarsQuery(
      parse({ metrics: ['count'], include_time: true, granularity_sqla: 'ds' }),
    ).queries[0];
    expect([timed?.is_timeseries, timed?.granularity]).toEqual([true, 'ds']);
  });

  it('reads the template saved under the old key handlebars_template', () => {
    expect(parse({ handlebars_template: '<b>hi</b>' }).handlebarsTemplate).toBe('<b>hi</b>');
    expect(parse({}).handlebarsTemplate).toBe(DEFAULT_HANDLEBARS_TEMPLATE);
  });
});
