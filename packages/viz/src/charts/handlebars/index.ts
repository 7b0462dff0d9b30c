import type { VizPlugin } from '../../plugin';
import { buildHandlebarsQuery } from './build-query';
import { handlebarsFormDataSchema, type HandlebarsFormData } from './form-data';
import { HANDLEBARS_VIZ_TYPE, handlebarsMetadata } from './metadata';
import type { HandlebarsRendererProps } from './transform-props';

/** Handlebars (handlebars): a template rendered safely over the rows. */
export const handlebarsPlugin: VizPlugin<HandlebarsFormData, HandlebarsRendererProps> = {
  vizType: HANDLEBARS_VIZ_TYPE,
  metadata: handlebarsMetadata,
  formDataSchema: handlebarsFormDataSchema,
  buildQuery: buildHandlebarsQuery,
  loadParts: () => import('./parts'),
};
