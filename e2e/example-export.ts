import path from 'node:path';
import { EXAMPLES_DATABASE_UUID } from '@meridian/core';
import { expect } from 'vitest';
import {
  EXAMPLES_EXPORT_DIR,
  multipart,
  zipFolder,
} from '../packages/server/src/transfer/transfer-test-helpers';
import { apiLogin } from './api-client';
import { call } from './data-client';

/**
 * Connects `dir/examples.duckdb` as the examples database (the uuid Superset's export names) and imports Superset's
 * example export over it, as admin; answers the admin's token.
 */
export async function importExampleExport(
  server: { baseUrl: string; adminPassword: string },
  dir: string,
): Promise<string> {
  const token = await apiLogin(server.baseUrl, 'admin', server.adminPassword);
  await call(server.baseUrl, token, '/api/v1/database/', {
    method: 'POST',
    body: JSON.stringify({
      database_name: 'examples',
      sqlalchemy_uri: `duckdb:///${path.join(dir, 'examples.duckdb')}`,
      uuid: EXAMPLES_DATABASE_UUID,
    }),
  });
  const body = multipart('bundle', await zipFolder(EXAMPLES_EXPORT_DIR, 'examples_export'));
  const answer = await fetch(`${server.baseUrl}/api/v1/assets/import/`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, ...body.headers },
    body: new Uint8Array(body.payload),
  });
  expect(answer.status, await answer.text()).toBe(200);
  return token;
}
