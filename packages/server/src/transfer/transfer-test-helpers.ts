import fs from 'node:fs';
import path from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import type { FastifyInstance } from 'fastify';
import JSZip from 'jszip';
import { parse as parseYaml } from 'yaml';

/** Superset's example export and its data, when the machine has them. */
export const FIXTURES_DIR = '/work/shared/fixtures';
export const EXAMPLES_EXPORT_DIR = path.join(FIXTURES_DIR, 'superset-examples');
export const EXAMPLES_DATA_DIR = path.join(FIXTURES_DIR, 'superset-examples-data');

/** Whether the fixtures are present; absent in CI is a failure, elsewhere a skip. */
export function fixturesPresent(): boolean {
  const present = fs.existsSync(EXAMPLES_EXPORT_DIR) && fs.existsSync(EXAMPLES_DATA_DIR);
  if (!present && process.env['CI'] === 'true') throw new Error(`Missing fixtures in ${FIXTURES_DIR}`);
  if (!present) console.warn(`Skipping: the Superset example fixtures are not in ${FIXTURES_DIR}`);
  return present;
}

/** Zips a folder in memory under a root folder. */
export async function zipFolder(dir: string, root: string): Promise<Buffer> {
  const zip = new JSZip();
  const walk = (current: string) => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else zip.file(`${root}/${path.relative(dir, full).split(path.sep).join('/')}`, fs.readFileSync(full));
    }
  };
  walk(dir);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** Zips files given by path. */
export async function zipFiles(files: Record<string, string | Buffer>): Promise<Buffer> {
  const zip = new JSZip();
  for (const [name, content] of Object.entries(files)) zip.file(name, content);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** A multipart body with one file field and text fields. */
export function multipart(
  fileField: string,
  file: Buffer,
  fields: Record<string, string> = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----meridian${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  chunks.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename="bundle.zip"\r\nContent-Type: application/zip\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Posts a bundle to an import endpoint. */
export async function postImport(
  app: FastifyInstance,
  url: string,
  fileField: string,
  zip: Buffer,
  auth: Record<string, string>,
  fields: Record<string, string> = {},
) {
  const body = multipart(fileField, zip, fields);
  return app.inject({ method: 'POST', url, payload: body.payload, headers: { ...auth, ...body.headers } });
}

/** Counts of the metadata objects, to show a failed import wrote nothing. */
export async function objectCounts(app: FastifyInstance, auth: Record<string, string>) {
  const count = async (type: string) =>
    (await app.inject({ method: 'GET', url: `/api/v1/${type}/?q=(page_size:1)`, headers: auth })).json<{
      count: number;
    }>().count;
  return {
    databases: await count('database'),
    datasets: await count('dataset'),
    charts: await count('chart'),
    dashboards: await count('dashboard'),
  };
}

/** The data file of a dataset's `data:` URL, by its path after the branch name. */
function dataFileOf(url: string): string | undefined {
  const match = /\/(?:master|lowercase_columns_examples)\/(.+)$/.exec(url);
  if (!match?.[1]) return undefined;
  const file = path.join(EXAMPLES_DATA_DIR, match[1]);
  return fs.existsSync(file) ? file : undefined;
}

/** How a table is read from its file, where the file alone does not say what Superset's loader made of it. */
const TABLE_READERS: Record<string, (source: string) => string> = {
  // Superset's loader parses the order dates (month/day/year).
  cleaned_sales_data: (source) =>
    `SELECT * REPLACE (strptime(order_date, '%m/%d/%Y') AS order_date) FROM read_csv('${source}', header=true, ` +
    `auto_detect=true, types={'order_date': 'VARCHAR', 'postal_code': 'VARCHAR'})`,
};

/** Loads the tables the example datasets name (or only those of `only`) into a DuckDB file; answers the tables loaded. */
export async function loadExampleTables(file: string, only?: readonly string[]): Promise<string[]> {
  const instance = await DuckDBInstance.create(file);
  const connection = await instance.connect();
  const loaded: string[] = [];
  const dir = path.join(EXAMPLES_EXPORT_DIR, 'datasets');
  const yamlFiles = fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.yaml'));
  for (const name of yamlFiles) {
    const dataset = parseYaml(fs.readFileSync(path.join(dir, name), 'utf8')) as {
      table_name: string;
      data?: string;
    };
    const source = dataset.data ? dataFileOf(dataset.data) : undefined;
    if (!source || (only && !only.includes(dataset.table_name))) continue;
    const table = dataset.table_name.replace(/"/g, '""');
    // Superset loads these files with pandas, whose read_csv reads 'NA', 'N/A' and an empty field as null: the FCC
    // survey marks missing answers so, Video Game Sales unknown years, and those columns must stay numeric.
    const select =
      TABLE_READERS[dataset.table_name]?.(source) ??
      `SELECT * FROM read_csv_auto('${source}', sample_size=-1, nullstr=['NA', 'N/A', ''])`;
    await connection.run(`CREATE TABLE "${table}" AS ${select}`);
    loaded.push(dataset.table_name);
  }
  connection.closeSync();
  instance.closeSync();
  return loaded;
}
