import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** An email as the receiver got it. */
export interface ReceivedEmail {
  to: string[];
  subject: string;
  /** The whole message, headers and MIME parts. */
  raw: string;
}

/** A real SMTP server on loopback that keeps what it receives. */
export interface SmtpReceiver {
  port: number;
  received: ReceivedEmail[];
  close(): Promise<void>;
}

/** Starts an SMTP server on 127.0.0.1 and a free port (no TLS, no auth). */
export async function startSmtpReceiver(): Promise<SmtpReceiver> {
  const received: ReceivedEmail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: headerOf(raw, 'Subject'),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A header of a raw message, unfolded. */
export function headerOf(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const match = new RegExp(`^${name}: (.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(head);
  return (match?.[1] ?? '').replace(/\r?\n[ \t]/g, ' ');
}

/** The decoded body of the MIME part with a content type (base64 or plain). */
export function mimePart(raw: string, contentType: string): Buffer | undefined {
  const parts = raw.split(/\r?\n--[^\r\n]+/);
  for (const part of parts) {
    const [head = '', ...body] = part.split(/\r?\n\r?\n/);
    if (!new RegExp(`Content-Type: ${contentType}`, 'i').test(head)) continue;
    const text = body.join('\n\n');
    return /Content-Transfer-Encoding: base64/i.test(head)
      ? Buffer.from(text.replace(/\s+/g, ''), 'base64')
      : Buffer.from(decodeQuotedPrintable(text), 'latin1');
  }
  return undefined;
}

/** Decodes quoted-printable text (soft line breaks and =XX bytes). */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
