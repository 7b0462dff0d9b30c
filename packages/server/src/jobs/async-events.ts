import type { AsyncEvent } from '@meridian/core';

/** An event before the log gives it an id. */
export type AsyncEventInput = Omit<AsyncEvent, 'id'>;

/** Called with each event a subscription receives, oldest first. */
export type AsyncEventListener = (event: AsyncEvent) => void;

/** Events a user's stream keeps (Superset trims its streams to about this many). */
export const EVENTS_KEPT_PER_USER = 1000;
/** Most events one poll answers; the client asks again from the last id. */
export const EVENTS_PER_READ = 100;

/** Each user's async query events: in memory by default, Redis Streams when configured. */
export interface AsyncEventLog {
  /** Appends an event to its user's stream and gives it an id. */
  publish(event: AsyncEventInput): Promise<AsyncEvent>;
  /** Events of a user after `lastId` (from the oldest kept without one), at most EVENTS_PER_READ. */
  read(userId: number, lastId?: string): Promise<AsyncEvent[]>;
  /**
   * Calls the listener with the user's events after `lastId` (only new ones without it), then with each new one;
   * resolves to the function that ends the subscription.
   */
  subscribe(userId: number, lastId: string | undefined, listener: AsyncEventListener): Promise<() => void>;
  close(): Promise<void>;
}

/** Orders two stream ids (`<ms>-<seq>`; a bare `<ms>` is `<ms>-0`). */
export function compareEventIds(a: string, b: string): number {
  const [aMs, aSeq] = splitId(a);
  const [bMs, bSeq] = splitId(b);
  if (aMs !== bMs) return aMs < bMs ? -1 : 1;
  if (aSeq !== bSeq) return aSeq < bSeq ? -1 : 1;
  return 0;
}

function splitId(id: string): [bigint, bigint] {
  const [ms = '0', seq = '0'] = id.split('-');
  return [BigInt(ms), BigInt(seq)];
}

/** The next stream id after `last` at time `nowMs`: time-ordered, unique, never going back with the clock. */
export function nextEventId(last: string | undefined, nowMs: number): string {
  if (last === undefined) return `${nowMs}-0`;
  const [lastMs, lastSeq] = splitId(last);
  return BigInt(nowMs) > lastMs ? `${nowMs}-0` : `${lastMs}-${lastSeq + 1n}`;
}

/** Delivers events to one listener once each and in order, holding live ones back until the backlog is out. */
export class OrderedDelivery {
  private last: string | undefined;
  private held: AsyncEvent[] | undefined = [];

  constructor(private readonly listener: AsyncEventListener) {}

  /** A live event: delivered now, or held while the backlog is being read. */
  live(event: AsyncEvent): void {
    if (this.held) this.held.push(event);
    else this.deliver(event);
  }

  /** Ends the backlog phase: its events go first, then the held live ones not already among them. */
  start(after: string | undefined, backlog: AsyncEvent[]): void {
    this.last = after;
    const held = this.held ?? [];
    this.held = undefined;
    for (const event of [...backlog, ...held]) this.deliver(event);
  }

  private deliver(event: AsyncEvent): void {
    if (this.last !== undefined && compareEventIds(event.id, this.last) <= 0) return;
    this.last = event.id;
    this.listener(event);
  }
}

/** The event log of a single process: per-user arrays, trimmed to EVENTS_KEPT_PER_USER. */
export class MemoryAsyncEventLog implements AsyncEventLog {
  private readonly streams = new Map<number, AsyncEvent[]>();
  private readonly listeners = new Map<number, Set<OrderedDelivery>>();
  private lastId: string | undefined;

  async publish(input: AsyncEventInput): Promise<AsyncEvent> {
    this.lastId = nextEventId(this.lastId, Date.now());
    const event: AsyncEvent = { ...input, id: this.lastId };
    const stream = this.streams.get(input.user_id) ?? [];
    stream.push(event);
    if (stream.length > EVENTS_KEPT_PER_USER) stream.splice(0, stream.length - EVENTS_KEPT_PER_USER);
    this.streams.set(input.user_id, stream);
    for (const delivery of this.listeners.get(input.user_id) ?? []) delivery.live(event);
    return event;
  }

  async read(userId: number, lastId?: string): Promise<AsyncEvent[]> {
    return this.after(userId, lastId).slice(0, EVENTS_PER_READ);
  }

  async subscribe(
    userId: number,
    lastId: string | undefined,
    listener: AsyncEventListener,
  ): Promise<() => void> {
    const delivery = new OrderedDelivery(listener);
    const set = this.listeners.get(userId) ?? new Set();
    set.add(delivery);
    this.listeners.set(userId, set);
    const stream = this.streams.get(userId) ?? [];
    delivery.start(lastId ?? stream.at(-1)?.id, lastId === undefined ? [] : this.after(userId, lastId));
    return () => {
      set.delete(delivery);
      if (set.size === 0) this.listeners.delete(userId);
    };
  }

  async close(): Promise<void> {
    this.listeners.clear();
  }

  private after(userId: number, lastId: string | undefined): AsyncEvent[] {
    const stream = this.streams.get(userId) ?? [];
    return lastId === undefined ? stream : stream.filter((e) => compareEventIds(e.id, lastId) > 0);
  }
}
