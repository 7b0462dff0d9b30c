import { encodeRison } from '@meridian/core';
import { api } from '../app/api';

/** The kinds of object a list can import and export. */
export type TransferResource = 'chart' | 'dashboard' | 'dataset' | 'database' | 'saved_query';

/** What an import sends: the ZIP, whether to overwrite, and database passwords by file name. */
export interface ImportRequest {
  resource: TransferResource;
  file: File;
  overwrite: boolean;
  passwords: Record<string, string>;
}

const taggedApi = api.enhanceEndpoints({ addTagTypes: ['Chart', 'Dashboard', 'Dataset', 'Database'] });

/** `POST /api/v1/{resource}/import/` (multipart; the base query adds the CSRF header). */
export const transferApi = taggedApi.injectEndpoints({
  endpoints: (build) => ({
    importBundle: build.mutation<void, ImportRequest>({
      query: ({ resource, file, overwrite, passwords }) => {
        const body = new FormData();
        body.append('formData', file, file.name);
        body.append('overwrite', overwrite ? 'true' : 'false');
        if (Object.keys(passwords).length > 0) body.append('passwords', JSON.stringify(passwords));
        return { url: `/api/v1/${resource}/import/`, method: 'POST', body };
      },
      invalidatesTags: ['Chart', 'Dashboard', 'Dataset', 'Database'],
    }),
  }),
});

/** Hook of the import endpoint. */
export const { useImportBundleMutation } = transferApi;

/** The URL of `GET /api/v1/{resource}/export/?q=!(ids)`. */
export function exportUrl(resource: TransferResource, ids: readonly number[]): string {
  return `/api/v1/${resource}/export/?q=${encodeURIComponent(encodeRison([...ids]))}`;
}

function filenameOf(disposition: string | null, fallback: string): string {
  const match = disposition ? /filename="?([^";]+)"?/i.exec(disposition) : null;
  return match?.[1] ?? fallback;
}

/** Downloads the export ZIP of the given objects; throws with the server's message on failure. */
export async function downloadExport(resource: TransferResource, ids: readonly number[]): Promise<void> {
  const response = await fetch(exportUrl(resource, ids), { credentials: 'include' });
  if (!response.ok) {
    let message = `Request failed (HTTP ${response.status})`;
    try {
      const body: unknown = await response.json();
      if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string')
        message = body.message;
    } catch {
      // not JSON: keep the status text
    }
    throw new Error(message);
  }
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = filenameOf(response.headers.get('content-disposition'), `${resource}_export.zip`);
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
