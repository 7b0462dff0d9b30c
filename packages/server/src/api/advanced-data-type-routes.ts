import {
  ADVANCED_DATA_TYPES,
  advancedDataTypeConvertRequestSchema,
  advancedDataTypeConvertResponseSchema,
  advancedDataTypeTypesResponseSchema,
} from '@meridian/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../auth/access';
import type { AppContext } from '../context';
import { AppError } from '../errors';

const TAGS = ['Advanced Data Type'];

/**
 * Superset's advanced data type API. It exists only with ENABLE_ADVANCED_DATA_TYPES on (404 otherwise, as Superset
 * registers it only then), which is how the web learns whether the flag is on. Anyone who reads charts may call it.
 */
export function registerAdvancedDataTypeRoutes(
  app: FastifyInstance,
  { config }: Pick<AppContext, 'config'>,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = access.can('can_read', 'Chart');
  const requireFlag = () => {
    if (!config.enableAdvancedDataTypes) throw new AppError('RESOURCE_NOT_FOUND', 'Not found');
  };

  r.get('/api/v1/advanced_data_type/types', {
    config: { access: read },
    schema: {
      tags: TAGS,
      summary: 'Names of the advanced data types',
      response: { 200: advancedDataTypeTypesResponseSchema },
    },
    handler: async () => {
      requireFlag();
      return { result: [...ADVANCED_DATA_TYPES.keys()] };
    },
  });

  r.get('/api/v1/advanced_data_type/convert', {
    config: { access: read },
    schema: {
      tags: TAGS,
      summary: 'Convert filter values of an advanced data type: display value, operators, error, values',
      querystring: z.object({ q: advancedDataTypeConvertRequestSchema }),
      response: { 200: advancedDataTypeConvertResponseSchema },
    },
    handler: async (request) => {
      requireFlag();
      const { type, values } = request.query.q;
      const advanced = ADVANCED_DATA_TYPES.get(type);
      if (!advanced)
        throw new AppError('INVALID_PAYLOAD_SCHEMA_ERROR', `Invalid advanced data type: ${type}`);
      return { result: advanced.translateType(values) };
    },
  });
}
