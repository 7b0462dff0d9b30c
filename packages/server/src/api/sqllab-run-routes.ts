import {
  SQLLAB_PAGE_ROWS,
  formatSqlSchema,
  sqlLabBootstrapSchema,
  sqlLabExecuteSchema,
  sqlLabQueryAnswerSchema,
  sqlLabResultSchema,
  sqlLabResultsQuerySchema,
  tabStateCreateSchema,
  tabStateSchema,
  tabStateUpdateSchema,
} from '@meridian/core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../auth/access';
import type { AppContext } from '../context';
import { sqlLabCallerOf } from '../sqllab/caller';
import { formatSql } from '../sqllab/format-sql';
import { streamCsv, type CsvDownload } from '../sqllab/sqllab-export';
import { pkParamsSchema } from './route-schemas';

const TAGS = ['SQL Lab'];
const BASE = '/api/v1/sqllab/';

/** SQL Lab's Superset-compatible API: execute, results, CSV, format, the bootstrap with the user's tabs. */
export function registerSqlLabRunRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const sqlLab = access.can('can_sqllab', 'Superset');
  const { runs, tabs } = ctx.sqlLab;

  r.post(`${BASE}execute/`, {
    config: { access: sqlLab },
    schema: {
      tags: TAGS,
      summary: 'Run SQL: 200 with the first page of the result, or 202 when it runs on the queue',
      body: sqlLabExecuteSchema,
      response: { 200: z.union([sqlLabResultSchema, sqlLabQueryAnswerSchema]), 202: sqlLabQueryAnswerSchema },
    },
    handler: async (request, reply) => {
      const answer = await runs.execute(sqlLabCallerOf(request.principal), request.body);
      return reply.status(answer.status).send(answer.body);
    },
  });

  r.get(`${BASE}results/`, {
    config: { access: sqlLab },
    schema: {
      tags: TAGS,
      summary: 'Rows of a stored result by key (`rows` from `offset`)',
      querystring: z.object({ q: sqlLabResultsQuerySchema }),
      response: { 200: sqlLabResultSchema },
    },
    handler: async (request) => {
      const { key, rows, offset } = request.query.q;
      return runs.results(sqlLabCallerOf(request.principal), key, rows ?? SQLLAB_PAGE_ROWS, offset ?? 0);
    },
  });

  r.get(`${BASE}export/:client_id/`, {
    config: { access: sqlLab },
    schema: {
      tags: TAGS,
      summary: "A run's result as a CSV file, streamed from the database",
      params: z.object({ client_id: z.string().min(1).max(11) }),
    },
    handler: async (request, reply) => {
      const caller = sqlLabCallerOf(request.principal);
      const row = await runs.visibleRun(caller, request.params.client_id);
      const database = await runs.usableDatabase(caller, row.database_id);
      const controller = new AbortController();
      request.raw.on('close', () => controller.abort());
      const download = await streamCsv({
        row,
        connection: await ctx.databases.connect(database),
        now: new Date(),
        csvExport: ctx.config.csvExport,
        signal: controller.signal,
      });
      return sendCsvStream(reply, download);
    },
  });

  r.post(`${BASE}format_sql/`, {
    config: { access: sqlLab },
    schema: {
      tags: TAGS,
      summary: "Pretty-print SQL in an engine's dialect",
      body: formatSqlSchema,
      response: { 200: z.object({ result: z.string() }) },
    },
    handler: async (request) => {
      const { sql, engine, database_id: databaseId } = request.body;
      const backend =
        databaseId === undefined
          ? engine
          : ctx.databases.specOf(await runs.usableDatabase(sqlLabCallerOf(request.principal), databaseId))
              .engine;
      return { result: formatSql(sql, backend) };
    },
  });

  r.get(BASE, {
    config: { access: sqlLab },
    schema: {
      tags: TAGS,
      summary: "The user's editor tabs and the databases SQL Lab may use",
      response: { 200: sqlLabBootstrapSchema },
    },
    handler: async (request) => ({ result: await tabs.bootstrap(sqlLabCallerOf(request.principal)) }),
  });

  registerTabRoutes(app, ctx);
}

/** Sends a streamed CSV file as an attachment. */
function sendCsvStream(reply: FastifyReply, download: CsvDownload): FastifyReply {
  return reply
    .type(`text/csv; charset=${download.charset}`)
    .header('content-disposition', `attachment; filename=${download.filename}`)
    .send(download.body);
}

/** The editor's tabs (Meridian's JSON form of Superset's tabstateview). */
function registerTabRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const sqlLab = access.can('can_sqllab', 'Superset');
  const { tabs } = ctx.sqlLab;
  const TAB = `${BASE}tab/`;

  r.post(TAB, {
    config: { access: sqlLab },
    schema: {
      tags: TAGS,
      summary: 'Open an editor tab',
      body: tabStateCreateSchema,
      response: { 201: tabStateSchema },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await tabs.create(sqlLabCallerOf(request.principal), request.body)),
  });

  r.put(`${TAB}:pk`, {
    config: { access: sqlLab },
    schema: {
      tags: TAGS,
      summary: 'Edit an editor tab',
      params: pkParamsSchema,
      body: tabStateUpdateSchema,
      response: { 200: tabStateSchema },
    },
    handler: async (request) =>
      tabs.update(sqlLabCallerOf(request.principal), request.params.pk, request.body),
  });

  r.post(`${TAB}:pk/activate`, {
    config: { access: sqlLab },
    schema: {
      tags: TAGS,
      summary: 'Make a tab the active one',
      params: pkParamsSchema,
      response: { 200: z.object({ message: z.string() }) },
    },
    handler: async (request) => {
      await tabs.activate(sqlLabCallerOf(request.principal), request.params.pk);
      return { message: 'OK' };
    },
  });

  r.delete(`${TAB}:pk`, {
    config: { access: sqlLab },
    schema: {
      tags: TAGS,
      summary: 'Close an editor tab',
      params: pkParamsSchema,
      response: { 200: z.object({ message: z.string() }) },
    },
    handler: async (request) => {
      await tabs.delete(sqlLabCallerOf(request.principal), request.params.pk);
      return { message: 'OK' };
    },
  });
}
