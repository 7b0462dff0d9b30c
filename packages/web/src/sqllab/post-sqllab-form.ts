import type { SqlLabFormData } from '@meridian/core';
import { useCallback } from 'react';
import { getCsrfToken } from '../app/csrf';
import { useToast } from '../app/toast';

/** Where "View in SQL Lab" posts (spec §7). */
export const SQLLAB_FORM_URL = '/superset/sqllab/';

/** The hidden fields of the form: form_data as JSON text, and the CSRF token a form cannot send as a header. */
export function sqlLabFormFields(formData: SqlLabFormData, csrfToken: string): [string, string][] {
  return [
    ['form_data', JSON.stringify(formData)],
    ['csrf_token', csrfToken],
  ];
}

/**
 * "View in SQL Lab": posts a hidden HTML form to /superset/sqllab/ into a new tab, as Superset's postForm does; the
 * server answers with a redirect to the SQL Lab page.
 */
export async function postSqlLabForm(formData: SqlLabFormData, target = '_blank'): Promise<void> {
  const token = await getCsrfToken();
  const form = document.createElement('form');
  form.action = SQLLAB_FORM_URL;
  form.method = 'POST';
  form.target = target;
  form.style.display = 'none';
  for (const [name, value] of sqlLabFormFields(formData, token)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
  form.remove();
}

/** "View in SQL Lab" for a click handler: posts the form, and says so when it could not be posted. */
export function useViewInSqlLab(): (formData: SqlLabFormData) => void {
  const toast = useToast();
  return useCallback(
    (formData) => {
      postSqlLabForm(formData).catch((error: unknown) => toast.error('Could not open SQL Lab', error));
    },
    [toast],
  );
}
