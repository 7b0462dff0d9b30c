import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('takes the documented defaults from an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 8088,
      databaseUrl: '',
      examples: 'small',
      logLevel: 'info',
      cookieSecure: false,
      sessionTtlHours: 168,
    });
    expect(config.dataDir).toBe(path.resolve('./data'));
  });
  it('reads MERIDIAN_* variables', () => {
    const config = loadConfig({
      MERIDIAN_PORT: '9000',
      MERIDIAN_EXAMPLES: 'none',
      MERIDIAN_COOKIE_SECURE: 'true',
      MERIDIAN_DATA_DIR: '/tmp/m',
    });
    expect(config).toMatchObject({ port: 9000, examples: 'none', cookieSecure: true, dataDir: '/tmp/m' });
  });
  it('keeps cache, queue and events in process, and async queries off, unless configured', () => {
    expect(loadConfig({})).toMatchObject({
      redisUrl: '',
      redisKeyPrefix: 'meridian:',
      globalAsyncQueries: false,
    });
    expect(
      loadConfig({ MERIDIAN_REDIS_URL: 'redis://127.0.0.1:6379', MERIDIAN_GLOBAL_ASYNC_QUERIES: 'true' }),
    ).toMatchObject({ redisUrl: 'redis://127.0.0.1:6379', globalAsyncQueries: true });
    expect(() => loadConfig({ MERIDIAN_GLOBAL_ASYNC_QUERIES: 'yes' })).toThrow(
      /MERIDIAN_GLOBAL_ASYNC_QUERIES/,
    );
  });
  it('caps 4 chart queries per dashboard view unless MERIDIAN_DASHBOARD_QUERY_CONCURRENCY says otherwise', () => {
    expect(loadConfig({}).mapStyleUrl).toBe('');
    expect(loadConfig({ MERIDIAN_MAP_STYLE_URL: 'http://maps.local/style.json' }).mapStyleUrl).toBe(
      'http://maps.local/style.json',
    );
    expect(loadConfig({}).dashboardQueryConcurrency).toBe(4);
    expect(loadConfig({ MERIDIAN_DASHBOARD_QUERY_CONCURRENCY: '2' }).dashboardQueryConcurrency).toBe(2);
    expect(() => loadConfig({ MERIDIAN_DASHBOARD_QUERY_CONCURRENCY: '0' })).toThrow(
      /MERIDIAN_DASHBOARD_QUERY_CONCURRENCY/,
    );
  });
  it('names the variable of an invalid value', () => {
    expect(() => loadConfig({ MERIDIAN_PORT: 'eighty' })).toThrow(/MERIDIAN_PORT/);
    expect(() => loadConfig({ MERIDIAN_EXAMPLES: 'huge' })).toThrow(/MERIDIAN_EXAMPLES/);
  });
});
