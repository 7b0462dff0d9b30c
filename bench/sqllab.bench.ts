// SQL Lab's CSV download of a 1,000,000-row result (GET /api/v1/sqllab/export/<client_id>/ over HTTP, streamed from
// DuckDB to the socket) against DuckDB's own `COPY (…) TO 'file.csv'` of the same query: time, and the peak growth of
// the process's resident memory while it runs (the target: flat, at most 100 MB, and at most 1.5x DuckDB's time).
// The query is `SELECT * FROM events`, a run that read every row: its download may come in any order (DuckDB on
// every thread, duckdb/read-order.ts). A second download shows the other path, of a run the row limit cut (999,999
// rows): one DuckDB thread, the rows those the grid showed, in its order (reported against the same plain COPY, no
// target).
// The timed downloads are made by curl in a process of its own, as a browser would: a client inside this process
// would add the memory of every piece it receives to the server's RSS. One more download in this process checks
// the line count and shows that client's figures beside them. More figures explain the ratio, without replacing
// it: curl's own clock (from its request to the last byte, without starting the curl process, which this process
// forks), and DuckDB's COPY writing the very bytes the export sends (ISO timestamps, JavaScript numbers, quoting:
// csv-copy-sql.ts) on instances set as the plain COPY's and as each export's.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { csvCopySql } from '../packages/server/src/engines/duckdb/csv-copy-sql';
import { bearerFor, createTestApp } from '../packages/server/src/testing/test-app';
import { examplesEventsFile } from './chart-data-setup';

const QUERY = 'SELECT * FROM events';
const ROWS = 1_000_000;
/**
 * Timed downloads (and COPYs) of each kind; the median is reported. More rounds steady it on a busy machine. A value
 * that is not a whole number of at least 1 keeps 3: no rounds would report a median of 0 ms as a target met.
 */
const RUNS = Math.max(1, Math.trunc(Number(process.env['MERIDIAN_BENCH_ROUNDS'] ?? 3)) || 3);

/**
 * Runs `work` while sampling the resident memory every 10 ms; answers its time, the peak RSS growth and the CPU time
 * of this process (every thread: DuckDB's and Node's; a curl download's own CPU is not in it). The CPU time says more
 * than the clock on a machine other work keeps busy.
 */
async function sampled(
  work: () => Promise<unknown>,
): Promise<{ ms: number; rssDeltaMb: number; cpuMs: number }> {
  globalThis.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  const started = process.hrtime.bigint();
  const cpu = process.cpuUsage();
  await work();
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  const used = process.cpuUsage(cpu);
  clearInterval(timer);
  peak = Math.max(peak, process.memoryUsage().rss);
  return { ms, rssDeltaMb: (peak - before) / 1024 / 1024, cpuMs: (used.user + used.system) / 1000 };
}

/** GETs a URL and counts the bytes and lines of the answer without keeping it. */
function download(url: URL, headers: Record<string, string>): Promise<{ bytes: number; lines: number }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: url.hostname, port: url.port, path: url.pathname, headers }, (response) => {
        if (response.statusCode !== 200) reject(new Error(`export answered ${response.statusCode}`));
        let bytes = 0;
        let lines = 0;
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          for (let i = chunk.indexOf(10); i >= 0; i = chunk.indexOf(10, i + 1)) lines += 1;
        });
        response.on('end', () => resolve({ bytes, lines }));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

/** Downloads a URL with curl into /dev/null; answers the byte count and curl's own time of the transfer. */
function curlDownload(url: URL, headers: Record<string, string>): Promise<{ bytes: number; curlMs: number }> {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
  return new Promise((resolve, reject) => {
    execFile(
      'curl',
      [
        '-sS',
        '-o',
        '/dev/null',
        '-w',
        '%{http_code} %{size_download} %{time_total}',
        ...headerArgs,
        url.href,
      ],
      (error, stdout) => {
        if (error) return reject(error);
        const [status, size, seconds] = stdout.trim().split(' ');
        if (status !== '200') return reject(new Error(`export answered ${status}`));
        resolve({ bytes: Number(size), curlMs: Number(seconds) * 1000 });
      },
    );
  });
}

const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export async function run(): Promise<void> {
  const file = await examplesEventsFile();
  const test = await createTestApp(undefined, { config: { sqllabMaxRow: String(ROWS) } });
  const headers = await bearerFor(test.app, 'admin', test.adminPassword);
  const scratch = mkdtempSync(join(tmpdir(), 'meridian-bench-csv-'));
  // The plain COPY's instance, and instances of the file set as the export's (duckdb/instances.ts).
  const instances = {
    raw: await DuckDBInstance.create(file, { access_mode: 'READ_ONLY' }),
    anyOrder: await DuckDBInstance.create(file, {
      access_mode: 'READ_ONLY',
      preserve_insertion_order: 'false',
    }),
    oneThread: await DuckDBInstance.create(file, { access_mode: 'READ_ONLY', threads: '1' }),
  };
  const connections = {
    raw: await instances.raw.connect(),
    anyOrder: await instances.anyOrder.connect(),
    oneThread: await instances.oneThread.connect(),
  };
  try {
    const database = await test.app.inject({
      method: 'POST',
      url: '/api/v1/database/',
      headers,
      payload: { database_name: 'bench', sqlalchemy_uri: `duckdb:///${file}` },
    });
    const databaseId = database.json<{ id: number }>().id;
    const executeRun = async (clientId: string, queryLimit: number) => {
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/v1/sqllab/execute/',
        headers,
        payload: { database_id: databaseId, sql: QUERY, queryLimit, client_id: clientId, schema: 'main' },
      });
      if (response.statusCode !== 200)
        throw new Error(`execute answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
    };
    const executed = await sampled(() => executeRun('bench1', ROWS));
    console.log(
      `execute: ${ROWS.toLocaleString('en-US')} rows stored a page at a time in ${executed.ms.toFixed(0)} ms, RSS +${executed.rssDeltaMb.toFixed(1)} MB`,
    );
    // Cut by the row limit: the download must hold the rows the grid showed, so it keeps their order.
    await executeRun('bench2', ROWS - 1);
    const address = await test.app.listen({ host: '127.0.0.1', port: 0 });
    const url = new URL('/api/v1/sqllab/export/bench1/', address);
    const keptOrderUrl = new URL('/api/v1/sqllab/export/bench2/', address);
    const prepared = await connections.raw.prepare(QUERY);
    const types = Array.from({ length: prepared.columnCount }, (_unused, i) => prepared.columnType(i));
    prepared.destroySync();
    const ours: { ms: number; rssDeltaMb: number; cpuMs: number }[] = [];
    const keptOrder: { ms: number; rssDeltaMb: number }[] = [];
    const copyCpu: number[] = [];
    const curlTimes: number[] = [];
    const copies: number[] = [];
    const sameBytes = { raw: [] as number[], anyOrder: [] as number[], oneThread: [] as number[] };
    let bytes = 0;
    for (let i = 0; i < RUNS; i++) {
      const copy = async () => {
        const target = join(scratch, `copy-${i}.csv`);
        const { ms, cpuMs } = await sampled(() =>
          connections.raw.run(`COPY (${QUERY}) TO '${target}' (HEADER, DELIMITER ',')`),
        );
        copies.push(ms);
        copyCpu.push(cpuMs);
        if (i === 0) console.log(`DuckDB COPY wrote ${(statSync(target).size / 1024 / 1024).toFixed(1)} MB`);
        rmSync(target, { force: true });
      };
      const sameBytesCopy = async () => {
        for (const kind of ['raw', 'anyOrder', 'oneThread'] as const) {
          const target = join(scratch, `same-${i}.csv`);
          const sql = csvCopySql({ select: QUERY, types, path: target });
          if (!sql) throw new Error('no COPY of the same bytes for this query');
          sameBytes[kind].push((await sampled(() => connections[kind].run(sql))).ms);
          rmSync(target, { force: true });
        }
      };
      const export_ = async () => {
        ours.push(
          await sampled(async () => {
            const downloaded = await curlDownload(url, headers);
            bytes = downloaded.bytes;
            curlTimes.push(downloaded.curlMs);
          }),
        );
      };
      const keptOrderExport = async () => {
        keptOrder.push(await sampled(() => curlDownload(keptOrderUrl, headers)));
      };
      // Alternate who goes first, so all see the same machine.
      const steps = [export_, copy, sameBytesCopy, keptOrderExport];
      for (const step of i % 2 === 0 ? steps : steps.reverse()) await step();
    }
    let size = { bytes: 0, lines: 0 };
    const inProcess = await sampled(async () => (size = await download(url, headers)));
    if (size.lines !== ROWS + 1) throw new Error(`the CSV had ${size.lines} lines, expected ${ROWS + 1}`);
    if (size.bytes !== bytes) throw new Error(`curl read ${bytes} bytes, this process ${size.bytes}`);
    const keptLines = (await download(keptOrderUrl, headers)).lines;
    if (keptLines !== ROWS) throw new Error(`the cut CSV had ${keptLines} lines, expected ${ROWS}`);
    const ms = median(ours.map((o) => o.ms));
    const rss = Math.max(...ours.map((o) => o.rssDeltaMb));
    const rawMs = median(copies);
    const ratio = ms / rawMs;
    console.log(
      `CSV export of ${ROWS.toLocaleString('en-US')} rows: ${(size.bytes / 1024 / 1024).toFixed(1)} MB`,
    );
    console.log(
      `${'sqllab CSV stream, 1M rows'.padEnd(44)} meridian ${ms.toFixed(0)} ms  DuckDB COPY ${rawMs.toFixed(0)} ms  ratio ${ratio.toFixed(2)} (target <= 1.5: ${ratio <= 1.5 ? 'met' : 'MISSED'})`,
    );
    console.log(
      `${'sqllab CSV stream, peak RSS growth'.padEnd(44)} ${rss.toFixed(1)} MB (target <= 100 MB: ${rss <= 100 ? 'met' : 'MISSED'})`,
    );
    const curlMs = median(curlTimes);
    console.log(
      `${"  meridian by curl's own clock".padEnd(44)} ${curlMs.toFixed(0)} ms  ratio ${(curlMs / rawMs).toFixed(2)}`,
    );
    for (const [kind, label] of [
      ['raw', '  DuckDB COPY of the same bytes'],
      ['anyOrder', '  the same, in any order as this export'],
      ['oneThread', '  the same, on one thread as a kept order'],
    ] as const) {
      const sameMs = median(sameBytes[kind]);
      console.log(`${label.padEnd(44)} ${sameMs.toFixed(0)} ms  meridian/it ${(ms / sameMs).toFixed(2)}`);
    }
    const cpuMs = median(ours.map((o) => o.cpuMs));
    const rawCpuMs = median(copyCpu);
    console.log(
      `${'  CPU time of this process'.padEnd(44)} meridian ${cpuMs.toFixed(0)} ms  DuckDB COPY ${rawCpuMs.toFixed(0)} ms  ratio ${(cpuMs / rawCpuMs).toFixed(2)}`,
    );
    const keptMs = median(keptOrder.map((o) => o.ms));
    console.log(
      `${'sqllab CSV stream, a run the row limit cut'.padEnd(44)} meridian ${keptMs.toFixed(0)} ms  ratio ${(keptMs / rawMs).toFixed(2)}, peak RSS +${Math.max(...keptOrder.map((o) => o.rssDeltaMb)).toFixed(1)} MB (kept order, one thread; no target)`,
    );
    const list = (values: number[]) => values.map((v) => `${v.toFixed(0)} ms`).join(', ');
    console.log(
      `runs: meridian ${ours.map((o) => `${o.ms.toFixed(0)} ms +${o.rssDeltaMb.toFixed(1)} MB`).join(', ')} ` +
        `(curl ${list(curlTimes)}); DuckDB COPY ${list(copies)}; same bytes ${list(sameBytes.raw)}; ` +
        `any order ${list(sameBytes.anyOrder)}; one thread ${list(sameBytes.oneThread)}; ` +
        `cut run: ${keptOrder.map((o) => `${o.ms.toFixed(0)} ms +${o.rssDeltaMb.toFixed(1)} MB`).join(', ')}`,
    );
    console.log(
      `${'(client in this process, once)'.padEnd(44)} ${inProcess.ms.toFixed(0)} ms, RSS +${inProcess.rssDeltaMb.toFixed(1)} MB`,
    );
  } finally {
    for (const connection of Object.values(connections)) connection.closeSync();
    for (const instance of Object.values(instances)) instance.closeSync();
    await test.close();
    rmSync(scratch, { recursive: true, force: true });
  }
}
