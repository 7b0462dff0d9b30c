import type { FastifyRequest } from 'fastify';

/** Logs a view; a failed log is noted in the server log and never fails the page. */
export async function logView(request: FastifyRequest, log: () => Promise<void>): Promise<void> {
  try {
    await log();
  } catch (error) {
    request.log.warn({ err: error }, 'Could not log a view');
  }
}
