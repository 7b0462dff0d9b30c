import type { TabState, TabStateUpdate } from '@meridian/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useToast } from '../app/toast';
import {
  useActivateTabMutation,
  useCreateTabMutation,
  useDeleteTabMutation,
  useUpdateTabMutation,
} from './sqllab-api';

/** How long after the last keystroke a tab's change is saved. */
const SAVE_DELAY_MS = 600;

/** The editor's tabs: kept here as they are edited, saved to the server a moment later (so they survive a reload). */
export function useTabStore(initial: readonly TabState[] | undefined) {
  const [tabs, setTabs] = useState<TabState[]>([]);
  const [activeId, setActiveId] = useState<number>();
  const [createTab] = useCreateTabMutation();
  const [updateTab] = useUpdateTabMutation();
  const [activateTab] = useActivateTabMutation();
  const [deleteTab] = useDeleteTabMutation();
  const pending = useRef(new Map<number, { fields: TabStateUpdate; timer: ReturnType<typeof setTimeout> }>());
  const toast = useToast();
  const isLoaded = useRef(false);

  useEffect(() => {
    if (!initial || isLoaded.current) return;
    isLoaded.current = true;
    setTabs([...initial]);
    setActiveId(initial.find((tab) => tab.active)?.id ?? initial.at(-1)?.id);
  }, [initial]);

  const flush = useCallback(
    (id: number) => {
      const entry = pending.current.get(id);
      if (!entry) return;
      pending.current.delete(id);
      clearTimeout(entry.timer);
      updateTab({ id, body: entry.fields })
        .unwrap()
        .catch(() => toast.error('Could not save the tab'));
    },
    [toast, updateTab],
  );

  const change = useCallback(
    (id: number, fields: TabStateUpdate) => {
      setTabs((all) => all.map((tab) => (tab.id === id ? { ...tab, ...fields } : tab)));
      const previous = pending.current.get(id);
      if (previous) clearTimeout(previous.timer);
      const merged = { ...previous?.fields, ...fields };
      pending.current.set(id, { fields: merged, timer: setTimeout(() => flush(id), SAVE_DELAY_MS) });
    },
    [flush],
  );

  const open = useCallback(
    async (fields: TabStateUpdate) => {
      const tab = await createTab(fields).unwrap();
      setTabs((all) => [...all, tab]);
      setActiveId(tab.id);
      return tab;
    },
    [createTab],
  );

  const activate = useCallback(
    (id: number) => {
      setActiveId(id);
      void activateTab(id);
    },
    [activateTab],
  );

  const close = useCallback(
    async (id: number) => {
      pending.current.delete(id);
      await deleteTab(id).unwrap();
      setTabs((all) => {
        const rest = all.filter((tab) => tab.id !== id);
        setActiveId((current) => (current === id ? rest.at(-1)?.id : current));
        return rest;
      });
    },
    [deleteTab],
  );

  useEffect(() => {
    const all = pending.current;
    return () => {
      for (const id of [...all.keys()]) flush(id);
    };
  }, [flush]);
  return { tabs, activeId, change, open, activate, close };
}
