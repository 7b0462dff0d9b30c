import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import JSZip from 'jszip';

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
