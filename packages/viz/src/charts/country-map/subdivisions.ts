import { US_STATE_NAMES } from '../../maps/us-states';

/** Countries whose subdivision boundaries ship with Meridian, by Superset's select_country key. */
export const COUNTRY_MAP_BOUNDARIES: Readonly<
  Record<string, { label: string; boundaries: 'usa'; prefix: string }>
> = {
  usa: { label: 'USA', boundaries: 'usa', prefix: 'US' },
};

/** The ISO 3166-2 code of a row's subdivision ("US-CA", or "CA" / "California" read as it), or null. */
export function subdivisionCode(value: unknown, prefix: string): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const text = value.trim().toUpperCase();
  if (text.startsWith(`${prefix}-`)) return text;
  if (/^[A-Z0-9]{1,3}$/.test(text)) return `${prefix}-${text}`;
  const byName = prefix === 'US' ? US_STATE_NAMES[value.trim().toLowerCase()] : undefined;
  return byName ? `${prefix}-${byName}` : null;
}
