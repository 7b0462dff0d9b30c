import type { Root } from 'hast';
import { TEMPLATE_HELPERS } from './helpers';
import { TemplateRenderer } from './interpreter';
import { sanitizeTemplateHtml } from './sanitize';

const renderer = new TemplateRenderer(TEMPLATE_HELPERS);

/** The template rendered with `{data: rows}` (Superset's context), as raw HTML text. */
export function renderTemplate(template: string, rows: readonly Record<string, unknown>[]): string {
  return renderer.render(template, { data: rows });
}

/** The template rendered and sanitized: an HTML tree with no script, handler or unsafe URL. */
export function renderSafeTemplate(template: string, rows: readonly Record<string, unknown>[]): Root {
  return sanitizeTemplateHtml(renderTemplate(template, rows));
}
