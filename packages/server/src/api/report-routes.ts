import {
  listQuerystringSchema,
  listResponseSchema,
  reportExecutionLogSchema,
  reportScheduleCreateSchema,
  reportScheduleSchema,
  reportScheduleUpdateSchema,
} from '@meridian/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access, isAdmin, requireUserId, type Principal } from '../auth/access';
import type { AppContext } from '../context';
import type { ReportCaller } from '../reports/report-service';
import {
  idsQuerystringSchema,
  messageResponseSchema,
  objectResponseSchema,
  pkParamsSchema,
} from './route-schemas';

const TAGS = ['Report Schedules'];
const BASE = '/api/v1/report/';

const writeAnswerSchema = z.object({ id: z.number().int(), result: z.record(z.string(), z.unknown()) });

/** The report caller of a request. */
function callerOf(principal: Principal): ReportCaller {
  return { userId: requireUserId(principal), isAdmin: isAdmin(principal) };
}

/** Alerts & reports (Superset's /api/v1/report): CRUD, bulk delete and execution logs. */
export function registerReportRoutes(app: FastifyInstance, ctx: Pick<AppContext, 'reports'>): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = access.can('can_read', 'ReportSchedule');
  const write = access.can('can_write', 'ReportSchedule');
  const service = ctx.reports;

  r.get(BASE, {
    config: { access: read },
    schema: {
      tags: TAGS,
      summary: 'List report schedules (admins see all, others those they own)',
      querystring: listQuerystringSchema,
      response: { 200: listResponseSchema(reportScheduleSchema) },
    },
    handler: async (request) => service.list(callerOf(request.principal), request.query.q),
  });

  r.get(`${BASE}:pk`, {
    config: { access: read },
    schema: {
      tags: TAGS,
      summary: 'One report schedule',
      params: pkParamsSchema,
      response: { 200: objectResponseSchema(reportScheduleSchema) },
    },
    handler: async (request) => ({
      id: request.params.pk,
      result: await service.get(callerOf(request.principal), request.params.pk),
    }),
  });

  r.get(`${BASE}:pk/log/`, {
    config: { access: read },
    schema: {
      tags: TAGS,
      summary: "A schedule's execution logs",
      params: pkParamsSchema,
      querystring: listQuerystringSchema,
      response: { 200: listResponseSchema(reportExecutionLogSchema) },
    },
    handler: async (request) => service.logs(callerOf(request.principal), request.params.pk, request.query.q),
  });

  r.get(`${BASE}:pk/log/:logId`, {
    config: { access: read },
    schema: {
      tags: TAGS,
      summary: 'One execution log row',
      params: pkParamsSchema.extend({ logId: z.coerce.number().int().positive() }),
      response: { 200: objectResponseSchema(reportExecutionLogSchema) },
    },
    handler: async (request) => ({
      id: request.params.logId,
      result: await service.log(callerOf(request.principal), request.params.pk, request.params.logId),
    }),
  });

  r.post(BASE, {
    config: { access: write },
    schema: {
      tags: TAGS,
      summary: 'Create a report or an alert',
      body: reportScheduleCreateSchema,
      response: { 201: writeAnswerSchema },
    },
    handler: async (request, reply) => {
      const id = await service.create(callerOf(request.principal), request.body);
      return reply.status(201).send({ id, result: request.body });
    },
  });

  r.put(`${BASE}:pk`, {
    config: { access: write },
    schema: {
      tags: TAGS,
      summary: 'Edit a report or an alert (owners only)',
      params: pkParamsSchema,
      body: reportScheduleUpdateSchema,
      response: { 200: writeAnswerSchema },
    },
    handler: async (request) => {
      await service.update(callerOf(request.principal), request.params.pk, request.body);
      return { id: request.params.pk, result: request.body };
    },
  });

  r.delete(`${BASE}:pk`, {
    config: { access: write },
    schema: {
      tags: TAGS,
      summary: 'Delete a report or an alert (owners only)',
      params: pkParamsSchema,
      response: { 200: messageResponseSchema },
    },
    handler: async (request) => {
      await service.delete(callerOf(request.principal), [request.params.pk]);
      return { message: 'OK' };
    },
  });

  r.delete(BASE, {
    config: { access: write },
    schema: {
      tags: TAGS,
      summary: 'Delete reports and alerts: q=!(ids)',
      querystring: idsQuerystringSchema,
      response: { 200: messageResponseSchema },
    },
    handler: async (request) => {
      const ids = request.query.q;
      await service.delete(callerOf(request.principal), ids);
      return { message: `Deleted ${ids.length} report schedule${ids.length === 1 ? '' : 's'}` };
    },
  });
}
