import { listQuerystringSchema, listResponseSchema, type ListQuery } from '@meridian/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access, type Principal } from '../auth/access';
import {
  idsQuerystringSchema,
  messageResponseSchema,
  objectResponseSchema,
  pkParamsSchema,
} from './route-schemas';

/** Answer of creates and edits that echo the body: `{id, result}`. */
const writeAnswerSchema = z.object({
  id: z.number().int(),
  result: z.record(z.string(), z.unknown()),
});

/** A create or edit body, echoed back as the answer's `result`. */
type Body = Record<string, unknown>;

/** The paged answer of a list call. */
type ListAnswer<Item> = { count: number; ids: number[]; result: Item[] };

/** What a resource's service does for its CRUD routes, on behalf of the caller the routes derive. */
export interface CrudService<Caller, Item, Create, Update> {
  /** One page of the objects the caller may see. */
  list(caller: Caller, query: ListQuery): Promise<ListAnswer<Item>>;
  /** One object, or a NOT_FOUND error. */
  get(caller: Caller, id: number): Promise<Item>;
  /** Saves a new object; answers its id. */
  create(caller: Caller, body: Create): Promise<number>;
  /** Edits an object. */
  update(caller: Caller, id: number, body: Update): Promise<void>;
  /** Deletes objects, all or none (ownership is the service's to check). */
  delete(caller: Caller, ids: readonly number[]): Promise<unknown>;
}

/** One resource's Superset-style CRUD routes: `GET|POST base`, `GET|PUT|DELETE base:pk`, `DELETE base?q=!(ids)`. */
export interface CrudRoutesSpec<Caller, Item, Create extends Body, Update extends Body> {
  /** Path of the collection, ending in `/`, e.g. `/api/v1/report/`. */
  base: string;
  /** OpenAPI tags. */
  tags: string[];
  /** Permission view the routes need `can_read` / `can_write` on, e.g. `ReportSchedule`. */
  permissionView: string;
  /** Shape of one object in answers. */
  item: z.ZodType<Item>;
  /** Body of a create. */
  createBody: z.ZodType<Create>;
  /** Body of an edit. */
  updateBody: z.ZodType<Update>;
  /** Query string of the bulk delete (default: `q=!(ids)` of any length). */
  idsQuerystring?: typeof idsQuerystringSchema;
  /** OpenAPI summaries of the six routes. */
  summaries: Record<'list' | 'get' | 'create' | 'update' | 'delete' | 'bulkDelete', string>;
  /** The service's view of who calls; throws when the principal may not call at all. */
  callerOf(principal: Principal): Caller;
  /** The service behind the routes. */
  service: CrudService<Caller, Item, Create, Update>;
  /** Message of a bulk delete of `count` objects, e.g. `Deleted 2 saved queries`. */
  deletedMessage(count: number): string;
}

/** Registers the six CRUD routes of a resource; each only parses, authorises and calls the service. */
export function registerCrudRoutes<Caller, Item, Create extends Body, Update extends Body>(
  app: FastifyInstance,
  spec: CrudRoutesSpec<Caller, Item, Create, Update>,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = access.can('can_read', spec.permissionView);
  const write = access.can('can_write', spec.permissionView);
  const { base, tags, summaries, service, callerOf } = spec;

  r.get(base, {
    config: { access: read },
    schema: {
      tags,
      summary: summaries.list,
      querystring: listQuerystringSchema,
      response: { 200: listResponseSchema(spec.item) },
    },
    handler: async (request) => service.list(callerOf(request.principal), request.query.q),
  });

  r.get(`${base}:pk`, {
    config: { access: read },
    schema: {
      tags,
      summary: summaries.get,
      params: pkParamsSchema,
      response: { 200: objectResponseSchema(spec.item) },
    },
    handler: async (request) => ({
      id: request.params.pk,
      result: await service.get(callerOf(request.principal), request.params.pk),
    }),
  });

  r.post(base, {
    config: { access: write },
    schema: { tags, summary: summaries.create, body: spec.createBody, response: { 201: writeAnswerSchema } },
    handler: async (request, reply) => {
      // Fastify types a generic schema's body as UndefinedToUnknown<Create>; the schema makes it a Create.
      const body = request.body as Create;
      const id = await service.create(callerOf(request.principal), body);
      return reply.status(201).send({ id, result: body });
    },
  });

  r.put(`${base}:pk`, {
    config: { access: write },
    schema: {
      tags,
      summary: summaries.update,
      params: pkParamsSchema,
      body: spec.updateBody,
      response: { 200: writeAnswerSchema },
    },
    handler: async (request) => {
      const body = request.body as Update;
      await service.update(callerOf(request.principal), request.params.pk, body);
      return { id: request.params.pk, result: body };
    },
  });

  r.delete(`${base}:pk`, {
    config: { access: write },
    schema: {
      tags,
      summary: summaries.delete,
      params: pkParamsSchema,
      response: { 200: messageResponseSchema },
    },
    handler: async (request) => {
      await service.delete(callerOf(request.principal), [request.params.pk]);
      return { message: 'OK' };
    },
  });

  r.delete(base, {
    config: { access: write },
    schema: {
      tags,
      summary: summaries.bulkDelete,
      querystring: spec.idsQuerystring ?? idsQuerystringSchema,
      response: { 200: messageResponseSchema },
    },
    handler: async (request) => {
      const ids = request.query.q;
      await service.delete(callerOf(request.principal), ids);
      return { message: spec.deletedMessage(ids.length) };
    },
  });
}
