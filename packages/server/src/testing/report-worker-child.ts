/**
 * A `meridian worker` process whose report scheduler a test drives: the same worker (BullMQ consumers, shared
 * metadata store, SMTP), with its scheduler off and ticked over IPC at the instants the test names, so a test
 * steps two real processes through minutes without waiting for the wall clock.
 *
 * IPC: the parent sends `{ tick: <ISO instant>, id }`; the child answers `{ ticked: id, jobs }` (the jobs it
 * queued). It sends `{ ready: true }` once its consumers take jobs, and `{ error }` when a tick throws.
 */
import pino from 'pino';
import { loadConfig } from '../config';
import { startWorker } from '../worker';

const config = { ...loadConfig(), reportsSchedulerIntervalSeconds: 0 };
const log = pino({ level: config.logLevel });
const running = await startWorker(config, log);
const runtime = running.services.ctx.reportRuntime;
const send = (message: object) => process.send?.(message);

process.on('message', (message: { tick?: string; id?: number }) => {
  if (typeof message.tick !== 'string') return;
  const at = new Date(message.tick);
  runtime.useClock(() => at);
  runtime.scheduler.tick(at).then(
    (jobs) => send({ ticked: message.id, jobs }),
    (error: unknown) => send({ ticked: message.id, error: String(error) }),
  );
});
process.on('SIGTERM', () => {
  void running.close().finally(() => process.exit(0));
});
send({ ready: true });
