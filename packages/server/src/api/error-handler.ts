import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { isAdmin } from '../auth/access';
import { AppError, type FieldErrors } from '../errors';
import { uniqueViolationColumn } from '../store/unique-violation';
import { hideServerPaths } from '../util/server-paths';

/**
 * Maps every error to a status and a body a person can act on; only real faults answer 500, without a stack.
 * Non-admins never read where the server keeps files (`serverDirs` and the usual roots): drivers name them.
 */
export function registerErrorHandler(app: FastifyInstance, serverDirs: readonly string[] = []): void {
  app.setErrorHandler((error: FastifyError | AppError | ZodError, request, reply) => {
    if (error instanceof AppError) {
      // The principal is null when the error comes before it is resolved (a bad token): no admin then.
      const principal = request.principal as typeof request.principal | null;
      if (principal && isAdmin(principal)) return reply.status(error.status).send({ message: error.detail });
      const hide = (text: string) => hideServerPaths(text, serverDirs);
      const detail =
        typeof error.detail === 'string'
          ? hide(error.detail)
          : (JSON.parse(hide(JSON.stringify(error.detail))) as unknown);
      return reply.status(error.status).send({ message: detail });
    }
    if (error instanceof ZodError) {
      return reply.status(400).send({
        message: zodFieldErrors(error.issues.map((i) => ({ path: i.path.map(String), message: i.message }))),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: v.instancePath.split('/').filter(Boolean),
        message: v.message ?? 'Invalid value.',
      }));
      return reply.status(400).send({ message: zodFieldErrors(issues, error.validationContext) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: hideServerPaths(clientMessage(error), serverDirs) });
    }
    const taken = uniqueViolationColumn(error);
    if (taken !== undefined)
      return reply.status(422).send({ message: { [taken]: ['A record with this value already exists'] } });
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: 'Internal server error', request_id: request.id });
  });
}

function zodFieldErrors(issues: { path: string[]; message: string }[], context?: string): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field =
      issue.path.length > 0 ? issue.path.join('.') : context === 'body' || !context ? '_schema' : context;
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

function clientMessage(error: FastifyError): string {
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
    return 'Unsupported content type: send application/json';
  return error.message;
}
