import { useEffect, useRef } from 'react';
import type { ExploreTarget } from './explore-api';
import { useSaveFormDataStateMutation } from './explore-api';
import { exploreFormDataPath } from './explore-urls';
import type { FormData } from './form-data';

/** Quiet time after the last edit before the state is stored (a drag of a slider is one store). */
const STORE_DELAY_MS = 300;

/** Options of useFormDataKey. */
export interface FormDataKeyOptions {
  /** Current form data. */
  formData: FormData;
  /** The dataset it is built on; nothing is stored without one. */
  datasetId: number | null;
  /** The saved chart being edited, if any. */
  sliceId: number | null;
  /** The key explore opened with, when its state was restored from it. */
  initialKey: string | null;
  /** Moves the URL (replacing the history entry) to the key's path. */
  onUrlChange: (path: string, target: ExploreTarget, options: { replace: boolean }) => void;
}

/**
 * Superset's `form_data_key`: explore's unsaved form data is stored on the server under a key kept in
 * the URL, so a reload (or a colleague with the URL) opens the same work. The first store creates the
 * key; later edits replace its value; another user's key, or one that expired, is forked to a new key.
 */
export function useFormDataKey({
  formData,
  datasetId,
  sliceId,
  initialKey,
  onUrlChange,
}: FormDataKeyOptions): void {
  const [saveState] = useSaveFormDataStateMutation();
  const key = useRef<string | null>(initialKey);
  const stored = useRef<string | null>(null);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const isMounted = useRef(true);
  const latestUrlChange = useRef(onUrlChange);
  latestUrlChange.current = onUrlChange;
  const text = JSON.stringify(formData);

  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (datasetId === null) return undefined;
    const timer = setTimeout(() => {
      // Stores run one after another, so a later edit never lands before an earlier one.
      queue.current = queue.current.then(async () => {
        const unchanged = `${datasetId}|${sliceId}|${text}`;
        if (stored.current === unchanged) return;
        const body = {
          datasource_id: datasetId,
          datasource_type: 'table' as const,
          chart_id: sliceId,
          form_data: text,
        };
        const previous = key.current;
        let next: string | null = null;
        if (previous)
          next = await saveState({ key: previous, body })
            .unwrap()
            .catch(() => null);
        if (!next)
          next = await saveState({ key: null, body })
            .unwrap()
            .catch(() => null);
        if (!next) return;
        key.current = next;
        stored.current = unchanged;
        if (next === previous || !isMounted.current) return;
        const target: ExploreTarget =
          sliceId !== null
            ? { kind: 'slice', sliceId, formDataKey: next }
            : { kind: 'dataset', datasetId, formDataKey: next };
        latestUrlChange.current(exploreFormDataPath(next, { sliceId, datasetId }), target, { replace: true });
      });
    }, STORE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, datasetId, sliceId, saveState]);
}
