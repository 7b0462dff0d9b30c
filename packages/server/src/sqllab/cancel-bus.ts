import type { Redis } from 'ioredis';

/** Stops running SQL Lab queries by client id, in whichever process runs them. */
export interface CancelBus {
  /** Registers the controller of a query running here; call the answer when it ends. */
  register(clientId: string, controller: AbortController): () => void;
  /** Aborts the query here if it runs here, and asks every other process to do the same. */
  cancel(clientId: string): Promise<void>;
  close(): Promise<void>;
}

/** The controllers of the queries running in this process. */
class LocalRuns {
  private readonly running = new Map<string, AbortController>();

  register(clientId: string, controller: AbortController): () => void {
    this.running.set(clientId, controller);
    return () => {
      if (this.running.get(clientId) === controller) this.running.delete(clientId);
    };
  }

  abort(clientId: string): void {
    this.running.get(clientId)?.abort();
  }
}

/** Cancels within this process only (no Redis: every query runs here). */
export class LocalCancelBus implements CancelBus {
  private readonly runs = new LocalRuns();

  register(clientId: string, controller: AbortController): () => void {
    return this.runs.register(clientId, controller);
  }

  async cancel(clientId: string): Promise<void> {
    this.runs.abort(clientId);
  }

  async close(): Promise<void> {}
}

/** Cancels across processes with Redis pub/sub: the stop may reach any API process, the query run on any worker. */
export class RedisCancelBus implements CancelBus {
  private readonly runs = new LocalRuns();
  private readonly channel: string;
  private readonly ready: Promise<unknown>;

  /**
   * @param publisher a command connection, closed by its owner.
   * @param subscriber a connection of its own for SUBSCRIBE, closed by `close`.
   */
  constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    keyPrefix: string,
  ) {
    this.channel = `${keyPrefix}sqllab:cancel`;
    this.subscriber.on('message', (channel: string, clientId: string) => {
      if (channel === this.channel) this.runs.abort(clientId);
    });
    this.ready = this.subscriber.subscribe(this.channel).catch(() => undefined);
  }

  register(clientId: string, controller: AbortController): () => void {
    return this.runs.register(clientId, controller);
  }

  async cancel(clientId: string): Promise<void> {
    this.runs.abort(clientId);
    await this.ready;
    await this.publisher.publish(this.channel, clientId);
  }

  async close(): Promise<void> {
    this.subscriber.disconnect();
  }
}
