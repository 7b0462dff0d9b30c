import type { LoggerOptions } from 'pino';

/** pino options: JSON lines for machines, pino-pretty when a person watches a terminal. */
export function loggerOptions(level: string): LoggerOptions {
  const pretty = process.stdout.isTTY && process.env['MERIDIAN_LOG_FORMAT'] !== 'json';
  return pretty
    ? {
        level,
        transport: {
          target: 'pino-pretty',
          options: { translateTime: 'HH:MM:ss.l', ignore: 'pid,hostname' },
        },
      }
    : { level };
}
