/** Typed REST helpers for specs that prepare databases and datasets, and a PostgreSQL scratch schema. */
import {
  databaseSchema,
  datasetSchema,
  listResponseSchema,
  permissionResourceSchema,
  roleSchema,
} from '@meridian/core';
import type { Database, Dataset } from '@meridian/core';
import pg from 'pg';

/** The PostgreSQL the tests run against (trust auth on loopback). */
export const TEST_POSTGRES_URI = 'postgresql://postgres@127.0.0.1:5432/test';

/** Calls the API with a bearer token; answers the parsed JSON, throws with the status and body otherwise. */
export async function call(
  baseUrl: string,
  token: string,
  pathname: string,
  init: RequestInit = {},
): Promise<unknown> {
  const response = await fetch(`${baseUrl}${pathname}`, {
    ...init,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...init.headers },
  });
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${pathname}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** The `result` of an answer, if it has one. */
export function resultOf(answer: unknown): unknown {
  return typeof answer === 'object' && answer !== null && 'result' in answer ? answer.result : undefined;
}

/** Connects a database by URI through `POST /api/v1/database/`. */
export async function createDatabase(
  baseUrl: string,
  token: string,
  name: string,
  uri: string,
): Promise<Database> {
  const body = JSON.stringify({ database_name: name, sqlalchemy_uri: uri });
  return databaseSchema.parse(
    resultOf(await call(baseUrl, token, '/api/v1/database/', { method: 'POST', body })),
  );
}

/** Creates a physical dataset through `POST /api/v1/dataset/`. */
export async function createDataset(
  baseUrl: string,
  token: string,
  table: { database: number; schema: string; table_name: string },
): Promise<Dataset> {
  const body = JSON.stringify(table);
  return datasetSchema.parse(
    resultOf(await call(baseUrl, token, '/api/v1/dataset/', { method: 'POST', body })),
  );
}

/** Creates a role granting read access to one dataset (Gamma and Alpha users need it to see its charts). */
export async function createDatasetReaderRole(
  baseUrl: string,
  token: string,
  roleName: string,
  dataset: Dataset,
): Promise<void> {
  const role = roleSchema.parse(
    resultOf(
      await call(baseUrl, token, '/api/v1/security/roles/', {
        method: 'POST',
        body: JSON.stringify({ name: roleName }),
      }),
    ),
  );
  const pairs = listResponseSchema(permissionResourceSchema).parse(
    await call(baseUrl, token, '/api/v1/security/permissions-resources/'),
  );
  const access = pairs.result.find(
    (pair) =>
      pair.permission.name === 'datasource_access' && pair.view_menu.name.endsWith(`(id:${dataset.id})`),
  );
  if (!access) throw new Error(`No datasource_access permission for dataset ${dataset.id}`);
  await call(baseUrl, token, `/api/v1/security/roles/${role.id}/permissions`, {
    method: 'POST',
    body: JSON.stringify({ permission_view_menu_ids: [access.id] }),
  });
}

/** A schema of the test PostgreSQL holding `orders(id, ordered_at, amount, region)`; drop it when done. */
export interface ScratchSchema {
  /** The schema's name, e.g. e2e_lq3k9x2a. */
  name: string;
  /** Drops the schema and everything in it. */
  drop(): Promise<void>;
}

/** The default rows of `orders`: EU 10.5 on 2024-01-01 and 7.25 on 2024-01-03, US 20 on 2024-01-02. */
const DEFAULT_ORDER_ROWS = `(1, '2024-01-01 10:00', 10.5, 'EU'), (2, '2024-01-02 11:00', 20, 'US'), (3, '2024-01-03 12:00', 7.25, 'EU')`;

/**
 * Creates a fresh schema with an `orders` table and a few rows in the test PostgreSQL; `rows` replaces the
 * default rows with SQL VALUES tuples `(id, ordered_at, amount, region)`.
 */
export async function createOrdersSchema(rows: string = DEFAULT_ORDER_ROWS): Promise<ScratchSchema> {
  const name = `e2e_${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const client = new pg.Client({ connectionString: TEST_POSTGRES_URI });
  await client.connect();
  try {
    await client.query(`CREATE SCHEMA "${name}"`);
    await client.query(
      `CREATE TABLE "${name}".orders (id int, ordered_at timestamp, amount numeric, region text)`,
    );
    await client.query(`INSERT INTO "${name}".orders VALUES ${rows}`);
  } finally {
    await client.end();
  }
  return {
    name,
    drop: async () => {
      const dropper = new pg.Client({ connectionString: TEST_POSTGRES_URI });
      await dropper.connect();
      try {
        await dropper.query(`DROP SCHEMA IF EXISTS "${name}" CASCADE`);
      } finally {
        await dropper.end();
      }
    },
  };
}
