/**
 * The install's basemap setting (MERIDIAN_MAP_STYLE_URL), asked once from the server. Without one, or when the
 * server cannot be asked (a page outside the app), maps draw the boundaries shipped with Meridian.
 */
import { z } from 'zod';

/** Where the web app reads the map settings. */
export const MAP_CONFIG_URL = '/api/v1/map/config/';

const mapConfigAnswer = z.object({ result: z.object({ style_url: z.string().nullable() }) });

let pending: Promise<string | null> | undefined;

/** The configured basemap style URL, or null for the offline basemap. */
export function loadMapStyleUrl(): Promise<string | null> {
  pending ??= fetch(MAP_CONFIG_URL, { credentials: 'same-origin' })
    .then(async (response) =>
      response.ok ? mapConfigAnswer.parse(await response.json()).result.style_url : null,
    )
    .catch(() => null);
  return pending;
}
