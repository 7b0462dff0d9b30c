import { DASHBOARD_VIEW_HEADER as VIEW_HEADER_NAME } from '@meridian/core';
import { engineError, type EngineError } from '../engines/base/engine-error';

/** Header the web sends with a dashboard's chart-data requests (lower case, as Node gives request headers). */
export const DASHBOARD_VIEW_HEADER = VIEW_HEADER_NAME.toLowerCase();
/** Longest view id kept from the header; longer ones are cut (the id only has to be unique per user). */
const MAX_VIEW_ID_LENGTH = 64;

/** Gives back a slot taken from a gate; calling it twice is harmless. */
export type Release = () => void;

/** The error of a request that went away while waiting for its turn (the same text as a cancelled query). */
function cancelledWhileWaiting(): EngineError {
  return engineError({ kind: 'cancelled' });
}

/**
 * A FIFO gate: at most `limit` holders at once, the others wait in arrival order. A waiter whose signal aborts
 * leaves the line; a holder frees its slot by calling its release, whatever happened to its query.
 */
export class ConcurrencyGate {
  private holders = 0;
  private readonly line: (() => void)[] = [];

  constructor(private readonly limit: number) {}

  /** Slots held now. */
  get running(): number {
    return this.holders;
  }

  /** Requests waiting for a slot. */
  get waiting(): number {
    return this.line.length;
  }

  /** Whether nobody holds or waits for a slot (the gate can be dropped). */
  get isIdle(): boolean {
    return this.holders === 0 && this.line.length === 0;
  }

  /** Waits for a slot; rejects with "The query was cancelled" when the signal aborts first. */
  acquire(signal?: AbortSignal): Promise<Release> {
    if (signal?.aborted) return Promise.reject(cancelledWhileWaiting());
    if (this.holders < this.limit) return Promise.resolve(this.take());
    return new Promise((resolve, reject) => {
      const onAbort = (): void => {
        const index = this.line.indexOf(admit);
        if (index >= 0) this.line.splice(index, 1);
        reject(cancelledWhileWaiting());
      };
      const admit = (): void => {
        signal?.removeEventListener('abort', onAbort);
        resolve(this.take());
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.line.push(admit);
    });
  }

  private take(): Release {
    this.holders += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.holders -= 1;
      this.line.shift()?.();
    };
  }
}

/** One gate per key (a dashboard view), created on first use and dropped once idle so views do not pile up. */
export class KeyedConcurrencyGates {
  private readonly gates = new Map<string, ConcurrencyGate>();

  constructor(private readonly limit: number) {}

  /** Open gates (views with a query running or waiting). */
  get size(): number {
    return this.gates.size;
  }

  /** Requests of the key waiting for a slot. */
  waitingFor(key: string): number {
    return this.gates.get(key)?.waiting ?? 0;
  }

  /** Waits for a slot of the key's gate. */
  async acquire(key: string, signal?: AbortSignal): Promise<Release> {
    let gate = this.gates.get(key);
    if (!gate) {
      gate = new ConcurrencyGate(this.limit);
      this.gates.set(key, gate);
    }
    const owner = gate;
    try {
      const release = await owner.acquire(signal);
      return () => {
        release();
        this.dropIfIdle(key, owner);
      };
    } catch (error) {
      this.dropIfIdle(key, owner);
      throw error;
    }
  }

  private dropIfIdle(key: string, gate: ConcurrencyGate): void {
    if (gate.isIdle && this.gates.get(key) === gate) this.gates.delete(key);
  }
}

/** Who is asking and from which dashboard page, as the chart-data route sees it. */
export interface DashboardViewSource {
  /** The signed-in user's id, or null for an anonymous (public role) caller. */
  userId: number | null;
  /** The browser session's id, when there is one (tells apart two browsers of one user, or anonymous visitors). */
  sessionId?: string | undefined;
  /** The value of the `X-Meridian-Dashboard-View` header, if sent. */
  viewHeader: string | string[] | undefined;
  /** The query context's `form_data` (Superset puts `dashboardId` there for dashboard charts). */
  formData: unknown;
}

/**
 * The key of the dashboard view a chart-data request belongs to, or null when it does not come from a dashboard.
 * The header names the page load; without it, Superset's `form_data.dashboardId` groups the caller's views of that
 * dashboard. Keys are scoped to the caller (user, and browser session when there is one) so that nobody holds
 * back anybody else; anonymous callers without a session are only grouped by the header, never by dashboard,
 * lest every visitor of a public dashboard share one line.
 */
export function dashboardViewKey(source: DashboardViewSource): string | null {
  const session = source.sessionId ? `session:${source.sessionId}` : null;
  const caller =
    source.userId !== null ? [`user:${source.userId}`, session].filter(Boolean).join('/') : session;
  const header = Array.isArray(source.viewHeader) ? source.viewHeader[0] : source.viewHeader;
  const view = header?.trim().slice(0, MAX_VIEW_ID_LENGTH);
  if (view) return `${caller ?? 'anonymous'}|view:${view}`;
  const dashboardId = dashboardIdOf(source.formData);
  return dashboardId === null || caller === null ? null : `${caller}|dashboard:${dashboardId}`;
}

function dashboardIdOf(formData: unknown): number | null {
  if (typeof formData !== 'object' || formData === null) return null;
  const value: unknown = (formData as Record<string, unknown>)['dashboardId'];
  const id = typeof value === 'string' ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
}
