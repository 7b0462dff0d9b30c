import { asyncEventSchema, type AsyncEvent } from '@meridian/core';
import type { Redis } from 'ioredis';
import {
  EVENTS_KEPT_PER_USER,
  EVENTS_PER_READ,
  OrderedDelivery,
  type AsyncEventInput,
  type AsyncEventListener,
  type AsyncEventLog,
} from './async-events';

/** Namespace of the per-user streams under the install's Redis prefix. */
export const EVENT_KEY_SPACE = 'async-events:';
/** How long one XREAD waits; a user who subscribes while it waits joins the next one. */
const BLOCK_MS = 1000;
/** A stream nobody writes to for this long expires. */
const STREAM_TTL_SECONDS = 86_400;
/** The field of a stream entry holding the event JSON. */
const FIELD = 'event';

type StreamEntry = [id: string, fields: string[]];

/** Turns a stream entry into an event; entries that are not Meridian events are skipped. */
export function entryToEvent(entry: StreamEntry): AsyncEvent | undefined {
  const [id, fields] = entry;
  const at = fields.indexOf(FIELD);
  const text = at >= 0 && at % 2 === 0 ? fields[at + 1] : undefined;
  if (text === undefined) return undefined;
  try {
    const parsed = asyncEventSchema.safeParse({ ...(JSON.parse(text) as object), id });
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

function toEvents(entries: StreamEntry[]): AsyncEvent[] {
  return entries.flatMap((entry) => entryToEvent(entry) ?? []);
}

/**
 * Events in Redis Streams (`<prefix>async-events:<user_id>`), so an event a worker publishes reaches a client
 * of any API process. One blocking connection per process reads the streams of every subscribed user.
 */
export class RedisAsyncEventLog implements AsyncEventLog {
  private readonly deliveries = new Map<number, Set<OrderedDelivery>>();
  /** Per subscribed user, the last id the reader has seen. */
  private readonly cursors = new Map<number, string>();
  private reader: Redis | undefined;
  private loop: Promise<void> | undefined;
  private wake: (() => void) | undefined;
  private closed = false;

  /**
   * @param redis command connection, owned by the caller.
   * @param keyPrefix the install's prefix (`meridian:`).
   * @param onError told about read errors (the reader retries).
   */
  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  async publish(input: AsyncEventInput): Promise<AsyncEvent> {
    const key = this.key(input.user_id);
    const results = await this.redis
      .multi()
      .xadd(key, 'MAXLEN', '~', EVENTS_KEPT_PER_USER, '*', FIELD, JSON.stringify(input))
      .expire(key, STREAM_TTL_SECONDS)
      .exec();
    const added = results?.[0];
    if (!added || added[0] || typeof added[1] !== 'string') throw added?.[0] ?? new Error('XADD gave no id');
    return { ...input, id: added[1] };
  }

  async read(userId: number, lastId?: string): Promise<AsyncEvent[]> {
    const start = lastId === undefined ? '-' : `(${lastId}`;
    return toEvents(await this.redis.xrange(this.key(userId), start, '+', 'COUNT', EVENTS_PER_READ));
  }

  async subscribe(
    userId: number,
    lastId: string | undefined,
    listener: AsyncEventListener,
  ): Promise<() => void> {
    const delivery = new OrderedDelivery(listener);
    const set = this.deliveries.get(userId) ?? new Set();
    set.add(delivery);
    this.deliveries.set(userId, set);
    const unsubscribe = () => {
      set.delete(delivery);
      if (set.size > 0) return;
      this.deliveries.delete(userId);
      this.cursors.delete(userId);
    };
    try {
      // Registered first, so events published while the backlog is read are held, not lost.
      const { backlog, end } = await this.backlog(userId, lastId);
      delivery.start(lastId ?? end, backlog);
      if (!this.cursors.has(userId)) this.cursors.set(userId, end ?? '0-0');
      this.startReader();
      return unsubscribe;
    } catch (error) {
      unsubscribe();
      throw error;
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    this.deliveries.clear();
    this.cursors.clear();
    this.wake?.();
    // QUIT would wait for the blocked XREAD; dropping the connection ends it at once.
    this.reader?.disconnect();
    await this.loop;
  }

  private async backlog(
    userId: number,
    lastId: string | undefined,
  ): Promise<{ backlog: AsyncEvent[]; end: string | undefined }> {
    const key = this.key(userId);
    if (lastId === undefined) {
      const [newest] = await this.redis.xrevrange(key, '+', '-', 'COUNT', 1);
      return { backlog: [], end: newest?.[0] };
    }
    const backlog: AsyncEvent[] = [];
    let from = lastId;
    for (;;) {
      const entries = await this.redis.xrange(key, `(${from}`, '+', 'COUNT', EVENTS_PER_READ);
      backlog.push(...toEvents(entries));
      const last = entries.at(-1);
      if (!last || entries.length < EVENTS_PER_READ) return { backlog, end: last?.[0] ?? from };
      from = last[0];
    }
  }

  private startReader(): void {
    this.wake?.();
    if (this.loop || this.closed) return;
    this.reader = this.redis.duplicate({ maxRetriesPerRequest: null, connectionName: 'meridian-events' });
    this.loop = this.readLoop(this.reader);
  }

  private async readLoop(reader: Redis): Promise<void> {
    while (!this.closed) {
      if (this.cursors.size === 0) {
        await new Promise<void>((resolve) => (this.wake = resolve));
        continue;
      }
      const users = [...this.cursors.keys()];
      const ids = users.map((u) => this.cursors.get(u) ?? '0-0');
      try {
        const reply = await reader.xread(
          'COUNT',
          EVENTS_PER_READ,
          'BLOCK',
          BLOCK_MS,
          'STREAMS',
          ...users.map((u) => this.key(u)),
          ...ids,
        );
        for (const [key, entries] of reply ?? []) this.dispatch(key, entries);
      } catch (error) {
        if (this.closed) return;
        this.onError(error);
        await new Promise((resolve) => setTimeout(resolve, BLOCK_MS));
      }
    }
  }

  private dispatch(key: string, entries: StreamEntry[]): void {
    const userId = Number(key.slice(this.keyPrefix.length + EVENT_KEY_SPACE.length));
    const last = entries.at(-1);
    if (last && this.cursors.has(userId)) this.cursors.set(userId, last[0]);
    for (const event of toEvents(entries)) {
      for (const delivery of this.deliveries.get(userId) ?? []) delivery.live(event);
    }
  }

  private key(userId: number): string {
    return `${this.keyPrefix}${EVENT_KEY_SPACE}${userId}`;
  }
}
