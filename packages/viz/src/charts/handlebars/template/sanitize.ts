import type { Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { defaultSchema, sanitize, type Schema } from 'hast-util-sanitize';

/**
 * What chart HTML may keep: GitHub's schema (no script, style, iframe, form or event handler; only http(s), mailto
 * and relative URLs; ids and names prefixed `user-content-` so they cannot clobber the page's globals), plus classes and
 * inline styles on every element so a template can be styled (CSS runs no code).
 */
export const TEMPLATE_HTML_SCHEMA: Schema = {
  ...defaultSchema,
  attributes: {
    // GitHub's schema pins some tags' classes (h2 to "sr-only", li to "task-list-item"…); templates choose their own.
    ...Object.fromEntries(
      Object.entries(defaultSchema.attributes ?? {}).map(([tag, allowed]) => [
        tag,
        allowed.filter((entry) => !(Array.isArray(entry) && entry[0] === 'className')),
      ]),
    ),
    '*': [...(defaultSchema.attributes?.['*'] ?? []), 'className', 'style'],
  },
};

/** Template output -> a sanitized HTML tree (parsed as a fragment, as the browser would, then cleaned). */
export function sanitizeTemplateHtml(html: string): Root {
  const tree = fromHtml(html, { fragment: true });
  return sanitize(tree, TEMPLATE_HTML_SCHEMA) as Root;
}
