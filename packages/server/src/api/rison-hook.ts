import { decodeRison } from '@meridian/core';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

/** Decodes Superset's rison `q` query parameter before validation, so route schemas see plain objects. */
export function registerRisonQuery(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const query = request.query as Record<string, unknown> | undefined;
    const q = query?.['q'];
    if (query === undefined || typeof q !== 'string') return;
    try {
      query['q'] = decodeRison(q);
    } catch (error) {
      throw new AppError('INVALID_PAYLOAD_FORMAT_ERROR', {
        q: [`Not a valid rison argument: ${(error as Error).message}`],
      });
    }
  });
}
