import type { AsyncEvent } from '@meridian/core';
import { describe, expect, it } from 'vitest';
import {
  EVENTS_KEPT_PER_USER,
  EVENTS_PER_READ,
  MemoryAsyncEventLog,
  OrderedDelivery,
  compareEventIds,
  nextEventId,
  type AsyncEventInput,
} from './async-events';

const input = (userId: number, jobId: string): AsyncEventInput => ({
  job_id: jobId,
  channel_id: 'c',
  user_id: userId,
  status: 'done',
  errors: [],
  result_url: `/api/v1/chart/data/${jobId}`,
});
const event = (id: string): AsyncEvent => ({ ...input(1, id), id });

describe('compareEventIds', () => {
  it('orders by time, then by sequence, numerically', () => {
    expect(compareEventIds('9-0', '10-0')).toBe(-1);
    expect(compareEventIds('10-2', '10-10')).toBe(-1);
    expect(compareEventIds('10-1', '10-1')).toBe(0);
    expect(compareEventIds('11', '10-5')).toBe(1);
  });
  it('reads a bare millisecond id as sequence 0', () => {
    expect(compareEventIds('10', '10-0')).toBe(0);
  });
});

describe('nextEventId', () => {
  it('starts a new millisecond at sequence 0', () => {
    expect(nextEventId(undefined, 5)).toBe('5-0');
    expect(nextEventId('4-3', 5)).toBe('5-0');
  });
  it('counts up within a millisecond and when the clock goes back', () => {
    expect(nextEventId('5-0', 5)).toBe('5-1');
    expect(nextEventId('7-2', 5)).toBe('7-3');
  });
});

describe('OrderedDelivery', () => {
  it('holds live events until the backlog is out, then drops the ones the backlog had', () => {
    const seen: string[] = [];
    const delivery = new OrderedDelivery((e) => seen.push(e.id));
    delivery.live(event('3-0'));
    delivery.live(event('4-0'));
    expect(seen).toEqual([]);
    delivery.start('1-0', [event('2-0'), event('3-0')]);
    expect(seen).toEqual(['2-0', '3-0', '4-0']);
  });
  it('never delivers an event at or before the starting id, nor one twice', () => {
    const seen: string[] = [];
    const delivery = new OrderedDelivery((e) => seen.push(e.id));
    delivery.start('5-0', []);
    delivery.live(event('5-0'));
    delivery.live(event('6-0'));
    delivery.live(event('6-0'));
    expect(seen).toEqual(['6-0']);
  });
});

describe('MemoryAsyncEventLog', () => {
  it('reads a user’s events after the last id, and all kept ones without it', async () => {
    const log = new MemoryAsyncEventLog();
    const a = await log.publish(input(1, 'a'));
    const b = await log.publish(input(1, 'b'));
    await log.publish(input(2, 'other'));
    expect((await log.read(1)).map((e) => e.job_id)).toEqual(['a', 'b']);
    expect((await log.read(1, a.id)).map((e) => e.job_id)).toEqual(['b']);
    expect(await log.read(1, b.id)).toEqual([]);
    expect(await log.read(3)).toEqual([]);
  });

  it('answers at most one page per read and keeps the newest events per user', async () => {
    const log = new MemoryAsyncEventLog();
    for (let i = 0; i < EVENTS_KEPT_PER_USER + 5; i += 1) await log.publish(input(1, `j${i}`));
    const first = await log.read(1);
    expect(first).toHaveLength(EVENTS_PER_READ);
    expect(first[0]?.job_id).toBe('j5');
  });

  it('pushes new events to subscribers of their user only, until they unsubscribe', async () => {
    const log = new MemoryAsyncEventLog();
    const old = await log.publish(input(1, 'old'));
    const mine: string[] = [];
    const stop = await log.subscribe(1, undefined, (e) => mine.push(e.job_id));
    await log.publish(input(2, 'theirs'));
    await log.publish(input(1, 'new'));
    stop();
    await log.publish(input(1, 'after'));
    expect(mine).toEqual(['new']);
    const replayed: string[] = [];
    await log.subscribe(1, old.id, (e) => replayed.push(e.job_id));
    expect(replayed).toEqual(['new', 'after']);
  });
});
