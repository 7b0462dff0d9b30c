import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { useId, useMemo } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { renderSafeTemplate } from './template/render';
import { scopeCss } from './template/scope-css';
import type { HandlebarsRendererProps } from './transform-props';

/**
 * Renderer of Handlebars (lazy): the template rendered by the interpreter, sanitized, and turned into React elements
 * (no innerHTML, so nothing in the output runs); the chart's CSS is scoped to the chart.
 */
export default function HandlebarsChart({ width, height, template, style, data }: HandlebarsRendererProps) {
  const scope = `hb${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const content = useMemo(
    () => toJsxRuntime(renderSafeTemplate(template, data), { Fragment, jsx, jsxs }),
    [template, data],
  );
  const css = useMemo(() => scopeCss(style, `[data-handlebars-chart="${scope}"]`), [style, scope]);
  if (css === null)
    throw new Error('The CSS styles have unbalanced braces or an HTML tag; fix them to apply the style.');
  return (
    <div
      data-testid="handlebars-chart"
      data-handlebars-chart={scope}
      style={{ width, height, overflow: 'auto', boxSizing: 'border-box', padding: 8 }}
    >
      {css ? <style>{css}</style> : null}
      {content}
    </div>
  );
}
