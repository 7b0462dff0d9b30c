import { ASYNC_EVENT_ID_PATTERN, AUTH_MESSAGES, asyncEventSchema } from '@meridian/core';
import '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { jsonSchemaTransform, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access, requireUserId, userIdOf, type Principal } from '../auth/access';
import type { Principals } from '../auth/principals';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import { asyncAnswer } from '../jobs/chart-data-job';
import { CircuitBreaker } from '../jobs/circuit-breaker';
import { sendJsonText } from './replies';

const lastIdSchema = z
  .string()
  .regex(ASYNC_EVENT_ID_PATTERN, 'is not an event id (<ms>-<seq>)')
  .optional()
  .describe('Answer only events after this one');

const EVENTS_UNAVAILABLE = 'Async query events are unavailable right now; try again shortly.';

/** Async query events (polling and WebSocket) and the answers of finished jobs. */
export function registerAsyncRoutes(
  app: FastifyInstance,
  { asyncQueries, principals }: Pick<AppContext, 'asyncQueries' | 'principals'>,
): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  // A dead Redis would hold each poll through the client's reconnects (seconds, growing): the first poll of an
  // outage waits 1 s, the next ones answer 503 at once until a trial 3 s later reaches Redis again.
  const eventsBreaker = new CircuitBreaker({
    timeoutMs: 1000,
    retryAfterMs: 3000,
    onOpen: (err) => app.log.warn({ err }, 'async event store unavailable'),
  });
  typed.get('/api/v1/async_event/', {
    config: { access: access.authenticated },
    schema: {
      tags: ['AsyncEventsRestApi'],
      summary: "The caller's async query events, oldest first",
      querystring: z.object({ last_id: lastIdSchema }),
      response: { 200: z.object({ result: z.array(asyncEventSchema) }) },
    },
    handler: async (request) => {
      const userId = requireUserId(request.principal);
      const events = await eventsBreaker.run(
        () => asyncQueries.events.read(userId, request.query.last_id),
        undefined,
      );
      // The event store (Redis) is down: the client polls again, so this is a passing 503, not a fault.
      if (!events) throw new AppError('ASYNC_WORKERS_ERROR', EVENTS_UNAVAILABLE);
      return { result: events };
    },
  });

  typed.get('/api/v1/chart/data/:cache_key', {
    config: { access: access.can('can_read', 'Chart') },
    schema: {
      tags: ['Charts'],
      summary: 'The answer of an async chart data job (only for the user who asked)',
      params: z.object({ cache_key: z.string().min(1).max(200) }),
      response: { 200: z.object({ result: z.array(z.record(z.string(), z.unknown())) }) },
    },
    handler: async (request, reply) =>
      sendJsonText(
        reply,
        await asyncAnswer(asyncQueries, userIdOf(request.principal), request.params.cache_key),
      ),
  });

  typed.get(
    '/api/v1/async_event/ws',
    {
      websocket: true,
      // The socket signs in itself (cookie, bearer header or `?token=`), so it can answer 401 before upgrading.
      config: {
        access: access.public,
        // @fastify/websocket hides socket routes from OpenAPI; this one is documented like any other GET.
        swaggerTransform: (input) =>
          jsonSchemaTransform({ ...input, schema: { ...input.schema, hide: false } }),
      },
      schema: {
        tags: ['AsyncEventsRestApi'],
        summary: "WebSocket pushing the caller's async query events as JSON",
        querystring: z.object({
          last_id: lastIdSchema,
          token: z.string().optional().describe('An access token'),
        }),
      },
      preHandler: async (request) => {
        request.principal = await socketPrincipal(principals, request, request.query.token);
      },
    },
    async (socket, request) => {
      const userId = requireUserId(request.principal);
      let unsubscribe: (() => void) | undefined;
      let closed = false;
      socket.on('close', () => {
        closed = true;
        unsubscribe?.();
      });
      try {
        const stop = await asyncQueries.events.subscribe(userId, request.query.last_id, (event) =>
          socket.send(JSON.stringify(event)),
        );
        if (closed) stop();
        else unsubscribe = stop;
      } catch (error) {
        request.log.error({ err: error }, 'subscribing to async events failed');
        socket.close(1011, 'events unavailable');
      }
    },
  );
}

/** The signed-in caller of a WebSocket; a browser session must come from a page of this host. */
async function socketPrincipal(
  principals: Pick<Principals, 'ofAccessToken'>,
  request: FastifyRequest,
  token: string | undefined,
): Promise<Principal> {
  const principal = request.principal;
  if (principal.kind === 'user') {
    if (principal.session && !sameOrigin(request))
      throw new AppError('MISSING_PERMISSION', AUTH_MESSAGES.forbidden);
    return principal;
  }
  if (token === undefined) throw new AppError('NOT_AUTHENTICATED', AUTH_MESSAGES.notAuthenticated);
  return principals.ofAccessToken(token);
}

/** Whether a request's Origin (when sent) names the host it was sent to: cookies must not open sockets cross-site. */
export function sameOrigin(request: Pick<FastifyRequest, 'headers'>): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}
