/**
 * Scopes a chart's CSS to its own element with CSS nesting (`<scope> { <css> }`): every rule then matches only inside
 * the chart, so a template's style cannot restyle the page. CSS whose braces do not balance could close the scope
 * early; it is refused (null) instead.
 */
export function scopeCss(css: string, scope: string): string | null {
  const stripped = css.replace(/\/\*[\s\S]*?(\*\/|$)/g, '');
  if (stripped.trim() === '') return '';
  let depth = 0;
  let quote: string | null = null;
  for (let i = 0; i < stripped.length; i++) {
    const c = stripped[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '{') depth++;
    else if (c === '}' && --depth < 0) return null;
    else if (c === '<') return null;
  }
  if (depth !== 0 || quote) return null;
  return `${scope} {\n${stripped}\n}`;
}
