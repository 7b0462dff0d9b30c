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
import { registerCrudRoutes } from './crud';
import { objectResponseSchema, pkParamsSchema } from './route-schemas';

const TAGS = ['Report Schedules'];
const BASE = '/api/v1/report/';

/** The report caller of a request. */
function callerOf(principal: Principal): ReportCaller {
  return { userId: requireUserId(principal), isAdmin: isAdmin(principal) };
}

/** Alerts & reports (Superset's /api/v1/report): CRUD, bulk delete and execution logs. */
export function registerReportRoutes(app: FastifyInstance, ctx: Pick<AppContext, 'reports'>): void {
  const service = ctx.reports;
  registerCrudRoutes(app, {
    base: BASE,
    tags: TAGS,
    permissionView: 'ReportSchedule',
    item: reportScheduleSchema,
    createBody: reportScheduleCreateSchema,
    updateBody: reportScheduleUpdateSchema,
    summaries: {
      list: 'List report schedules (admins see all, others those they own)',
      get: 'One report schedule',
      create: 'Create a report or an alert',
      update: 'Edit a report or an alert (owners only)',
      delete: 'Delete a report or an alert (owners only)',
      bulkDelete: 'Delete reports and alerts: q=!(ids)',
    },
    callerOf,
    service,
    deletedMessage: (n) => `Deleted ${n} report schedule${n === 1 ? '' : 's'}`,
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = access.can('can_read', 'ReportSchedule');

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
}
