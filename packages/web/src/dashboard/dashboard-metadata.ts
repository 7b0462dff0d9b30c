import { jsonObjectSchema, readJsonText } from '@meridian/core';

/** What the dashboard page reads from json_metadata: colour scheme and label colours. */
export interface DashboardColors {
  /** Colour scheme of every chart, or null to keep each chart's own. */
  colorScheme: string | null;
  /** Fixed colours of labels, shared by the charts. */
  labelColors: Record<string, string>;
}

function stringMap(value: unknown): Record<string, string> {
  const map: Record<string, string> = {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return map;
  for (const [key, colour] of Object.entries(value)) if (typeof colour === 'string') map[key] = colour;
  return map;
}

/** Colours of a dashboard's json_metadata; label_colors win over shared_label_colors. */
export function dashboardColors(jsonMetadata: string | null): DashboardColors {
  const record = readJsonText(jsonMetadata, jsonObjectSchema, null);
  if (!record) return { colorScheme: null, labelColors: {} };
  const scheme = record['color_scheme'];
  return {
    colorScheme: typeof scheme === 'string' && scheme !== '' ? scheme : null,
    labelColors: { ...stringMap(record['shared_label_colors']), ...stringMap(record['label_colors']) },
  };
}
