import { runWithDeadline } from './deadline';
import { engineError } from './engine-error';
import type { EngineSession, SessionOptions, StatementRows } from './engine-spec';

/** A session's connection as an engine opens it. */
export interface OpenedSession {
  /** Runs statements on the connection. */
  session: EngineSession;
  /** Stops what runs on the connection now, from elsewhere (another connection, an interrupt); must not throw. */
  cancel(): Promise<void> | void;
  /** Closes the connection. */
  close(): Promise<void> | void;
}

/** Rows of a statement that returns none (DDL, DML). */
export function noRows(): StatementRows {
  return {
    colnames: [],
    coltypes: [],
    coltypesGeneric: [],
    nextBatch: async () => undefined,
    close: async () => undefined,
  };
}

/**
 * Runs a script on a connection opened for it, under a deadline: a timeout or an abort cancels what runs, and no
 * further statement or batch starts once stopped. The connection is closed when the work settles.
 */
export async function runSession<T>(
  open: () => Promise<OpenedSession>,
  work: (session: EngineSession) => Promise<T>,
  options: SessionOptions = {},
): Promise<T> {
  if (options.signal?.aborted) throw engineError({ kind: 'cancelled' });
  const opened = await open();
  let isStopped = false;
  const refuseWhenStopped = (): void => {
    if (isStopped) throw engineError({ kind: 'cancelled' });
  };
  const guarded: EngineSession = {
    run: async (sql) => {
      refuseWhenStopped();
      const rows = await opened.session.run(sql);
      return {
        ...rows,
        nextBatch: async () => {
          refuseWhenStopped();
          return rows.nextBatch();
        },
      };
    },
  };
  const { copyCsv } = opened.session;
  if (copyCsv)
    guarded.copyCsv = async (sql, copyOptions) => {
      refuseWhenStopped();
      return copyCsv(sql, copyOptions);
    };
  try {
    return await runWithDeadline(
      {
        start: () => work(guarded),
        cancel: async () => {
          isStopped = true;
          await opened.cancel();
        },
      },
      options,
    );
  } finally {
    await Promise.resolve()
      .then(() => opened.close())
      .catch(() => undefined);
  }
}
