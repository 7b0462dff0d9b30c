import { describe, expect, it } from 'vitest';
import {
  ConcurrencyGate,
  KeyedConcurrencyGates,
  dashboardViewKey,
  type Release,
} from './dashboard-concurrency';

/** Lets pending promise callbacks run. */
const settle = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** Acquires and records, in order, which request got its slot. */
function tracker(gate: ConcurrencyGate) {
  const admitted: string[] = [];
  const releases = new Map<string, Release>();
  const ask = (name: string, signal?: AbortSignal): Promise<void> =>
    gate.acquire(signal).then((release) => {
      admitted.push(name);
      releases.set(name, release);
    });
  const release = (name: string): void => releases.get(name)?.();
  return { admitted, ask, release };
}

describe('ConcurrencyGate', () => {
  it('admits up to its limit and lets the others in first come, first served', async () => {
    const gate = new ConcurrencyGate(2);
    const t = tracker(gate);
    for (const name of ['a', 'b', 'c', 'd', 'e']) void t.ask(name);
    await settle();
    expect(t.admitted).toEqual(['a', 'b']);
    expect(gate.waiting).toBe(3);
    t.release('b');
    await settle();
    expect(t.admitted).toEqual(['a', 'b', 'c']);
    t.release('a');
    t.release('c');
    await settle();
    expect(t.admitted).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(gate.running).toBe(2);
  });

  it('frees the slot of a query that failed, so the next one runs', async () => {
    const gate = new ConcurrencyGate(1);
    const failing = async (): Promise<void> => {
      const release = await gate.acquire();
      try {
        throw new Error('engine error');
      } finally {
        release();
      }
    };
    await expect(failing()).rejects.toThrow('engine error');
    const next = await gate.acquire();
    expect(gate.running).toBe(1);
    next();
    expect(gate.isIdle).toBe(true);
  });

  it('counts a release called twice once', async () => {
    const gate = new ConcurrencyGate(1);
    const t = tracker(gate);
    void t.ask('a');
    void t.ask('b');
    void t.ask('c');
    await settle();
    t.release('a');
    t.release('a');
    await settle();
    expect(t.admitted).toEqual(['a', 'b']);
    expect(gate.running).toBe(1);
  });

  it('drops a waiter whose request was aborted, with "The query was cancelled"', async () => {
    const gate = new ConcurrencyGate(1);
    const t = tracker(gate);
    void t.ask('a');
    const controller = new AbortController();
    const aborted = t.ask('b', controller.signal);
    void t.ask('c');
    await settle();
    controller.abort();
    await expect(aborted).rejects.toThrow('The query was cancelled');
    expect(gate.waiting).toBe(1);
    t.release('a');
    await settle();
    expect(t.admitted).toEqual(['a', 'c']);
  });

  it('refuses a request already aborted without taking a slot', async () => {
    const gate = new ConcurrencyGate(1);
    const controller = new AbortController();
    controller.abort();
    await expect(gate.acquire(controller.signal)).rejects.toThrow('The query was cancelled');
    expect(gate.isIdle).toBe(true);
  });

  it('ignores an abort that comes after the slot was given', async () => {
    const gate = new ConcurrencyGate(1);
    const controller = new AbortController();
    const release = await gate.acquire(controller.signal);
    controller.abort();
    expect(gate.running).toBe(1);
    release();
    expect(gate.isIdle).toBe(true);
  });
});

describe('KeyedConcurrencyGates', () => {
  it('caps each key on its own: a full view does not hold back another', async () => {
    const gates = new KeyedConcurrencyGates(1);
    const first = await gates.acquire('view-1');
    let secondOfView1 = false;
    void gates.acquire('view-1').then(() => (secondOfView1 = true));
    const otherView = await gates.acquire('view-2');
    await settle();
    expect(secondOfView1).toBe(false);
    otherView();
    first();
    await settle();
    expect(secondOfView1).toBe(true);
  });

  it('forgets a view once nothing of it runs or waits', async () => {
    const gates = new KeyedConcurrencyGates(1);
    const first = await gates.acquire('view-1');
    const other = await gates.acquire('view-2');
    expect(gates.size).toBe(2);
    first();
    expect(gates.size).toBe(1);
    other();
    expect(gates.size).toBe(0);
  });

  it('forgets a view whose only waiter left', async () => {
    const gates = new KeyedConcurrencyGates(1);
    const release = await gates.acquire('view-1');
    const controller = new AbortController();
    const waiting = gates.acquire('view-1', controller.signal);
    controller.abort();
    await expect(waiting).rejects.toThrow('The query was cancelled');
    release();
    expect(gates.size).toBe(0);
  });
});

describe('dashboardViewKey', () => {
  const base = { userId: 7, viewHeader: undefined, formData: undefined };

  it('keys a request by its caller and the view header', () => {
    expect(dashboardViewKey({ ...base, viewHeader: 'abc' })).toBe('user:7|view:abc');
    expect(dashboardViewKey({ ...base, userId: 8, viewHeader: 'abc' })).toBe('user:8|view:abc');
  });

  it("falls back to Superset's form_data.dashboardId", () => {
    expect(dashboardViewKey({ ...base, formData: { dashboardId: 12, slice_id: 3 } })).toBe(
      'user:7|dashboard:12',
    );
    expect(dashboardViewKey({ ...base, formData: { dashboardId: '12' } })).toBe('user:7|dashboard:12');
  });

  it('leaves requests that come from no dashboard unlimited', () => {
    expect(dashboardViewKey(base)).toBeNull();
    expect(dashboardViewKey({ ...base, viewHeader: '  ', formData: { viz_type: 'pie' } })).toBeNull();
    expect(dashboardViewKey({ ...base, formData: { dashboardId: 'x' } })).toBeNull();
  });

  it('tells the browser sessions of one user apart', () => {
    expect(dashboardViewKey({ ...base, sessionId: 's1', formData: { dashboardId: 12 } })).toBe(
      'user:7/session:s1|dashboard:12',
    );
  });

  it('groups anonymous visitors by the view header only, never all visitors of a dashboard together', () => {
    const anonymous = { ...base, userId: null, formData: { dashboardId: 12 } };
    expect(dashboardViewKey({ ...anonymous, viewHeader: 'v' })).toBe('anonymous|view:v');
    expect(dashboardViewKey({ ...anonymous, sessionId: 's1' })).toBe('session:s1|dashboard:12');
    expect(dashboardViewKey(anonymous)).toBeNull();
  });
});
