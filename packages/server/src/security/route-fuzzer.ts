import type { TestApp } from '../testing/test-app';

/** Routes whose side effects would end the run's own sessions. */
const SKIPPED = new Set(['/api/v1/security/logout', '/api/v1/me/password']);

/** mulberry32: a small seeded PRNG, so a failing run replays exactly. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const STRINGS = [
  '',
  'a',
  "'",
  '"',
  '\\',
  "x\\'; DROP TABLE t; --",
  '%00',
  '\u0000',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '💥',
  'ʼ',
  'null',
  'undefined',
  '(a:1)',
  '!(1,2)',
  '(',
  'x'.repeat(5000),
  '2024-13-45',
  'NaN',
  '-1',
  '1e309',
];
const NUMBERS = [0, 1, -1, 2, 7, 2 ** 31, 2 ** 53 + 1, -0.5, 1e308, Number.MAX_SAFE_INTEGER];
const KEYS = [
  'id',
  'name',
  'sql',
  'uuid',
  'owners',
  'roles',
  'database',
  'database_id',
  'datasource',
  'queries',
  'form_data',
  'params',
  'slice_name',
  'dashboard_title',
  'position_json',
  'json_metadata',
  'table_name',
  'schema',
  'sqlalchemy_uri',
  'parameters',
  'engine',
  'username',
  'email',
  'password',
  'columns',
  'metrics',
  'filters',
  'extras',
  'state',
  'value',
  'client_id',
  'datasource_id',
  'datasource_type',
  '__proto__',
  'constructor',
];

/** Random values of every JSON shape, nested at most `depth` deep. */
function valueGenerator(random: () => number) {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const value = (depth: number): unknown => {
    const roll = random();
    if (roll < 0.25) return pick(STRINGS);
    if (roll < 0.45) return pick(NUMBERS);
    if (roll < 0.52) return random() < 0.5;
    if (roll < 0.58) return null;
    if (depth <= 0 || roll < 0.75) return pick(STRINGS);
    if (roll < 0.85) return Array.from({ length: Math.floor(random() * 4) }, () => value(depth - 1));
    return object(depth - 1);
  };
  const object = (depth: number): Record<string, unknown> =>
    Object.fromEntries(
      Array.from({ length: 1 + Math.floor(random() * 5) }, () => [pick(KEYS), value(depth)]),
    );
  const deep = (levels: number): unknown => {
    let nested: unknown = 1;
    for (let i = 0; i < levels; i++) nested = random() < 0.5 ? [nested] : { a: nested };
    return nested;
  };
  return { pick, value, object, deep };
}

/** What a fuzzing run sent and what answered 5xx. */
export interface FuzzOutcome {
  sent: number;
  routes: number;
  failures: string[];
}

/**
 * Seeded, bounded requests over every route of an app (the routes its OpenAPI document is built from), as the
 * callers in `auth` (by name), with junk in path parameters, query strings and bodies: wrong types, deep nesting,
 * injection text, odd content types. Answers the requests that got a 5xx.
 */
export async function fuzzRoutes(
  test: TestApp,
  auth: Record<string, Record<string, string>>,
  options: { requests: number; seed: number },
): Promise<FuzzOutcome> {
  const random = prng(options.seed);
  const gen = valueGenerator(random);
  const routes = test.routes.filter((route) => !SKIPPED.has(route.url.replace(/\/$/, '')));
  const failures: string[] = [];
  for (let i = 0; i < options.requests; i++) {
    const route = routes[i % routes.length] as (typeof routes)[number];
    const url = route.url
      .replace(/\*$/, gen.pick(['x', 'a/b', '%2e%2e/etc']))
      .replace(/:(\w+)/g, () => encodeURIComponent(String(gen.pick([...NUMBERS, ...STRINGS.slice(0, 12)]))));
    const query =
      random() < 0.5
        ? `?q=${encodeURIComponent(gen.pick(['(page:0)', '(filters:!((col:x,opr:eq,value:1)))', "('", '!(', '(page_size:-1)', gen.pick(STRINGS)]))}`
        : '';
    const who = gen.pick(Object.keys(auth));
    const kind = random();
    const body =
      kind < 0.05
        ? JSON.stringify(gen.deep(1500))
        : kind < 0.1
          ? gen.pick(['{', 'null', '[]', '"x"', '{"a":', '\u0000'])
          : JSON.stringify(random() < 0.5 ? gen.object(3) : gen.value(3));
    const contentType =
      random() < 0.9
        ? 'application/json'
        : gen.pick(['text/plain', 'multipart/form-data', 'application/x-www-form-urlencoded']);
    const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
    const response = await test.app.inject({
      method: route.method as 'GET',
      url: `${url}${query}`,
      headers: { ...auth[who], ...(hasBody ? { 'content-type': contentType } : {}) },
      ...(hasBody ? { payload: body } : {}),
    });
    if (response.statusCode >= 500)
      failures.push(
        `${route.method} ${url}${query} as ${who} (${contentType}) ${body.slice(0, 200)} -> ${response.statusCode} ${response.body.slice(0, 300)}`,
      );
  }
  return { sent: options.requests, routes: routes.length, failures };
}
