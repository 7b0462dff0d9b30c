import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../config';
import { AppError } from '../errors';

/** A file sent with a report. */
export interface ReportAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
  /** Set for images shown inline in the body (`<img src="cid:…">`). */
  cid?: string;
}

/** One email of a report. */
export interface ReportEmail {
  to: string[];
  cc: string[];
  bcc: string[];
  subject: string;
  html: string;
  attachments: ReportAttachment[];
}

/** Sends report emails through the configured SMTP server, retrying failed sends. */
export class ReportMailer {
  constructor(
    private readonly config: Pick<
      Config,
      | 'smtpHost'
      | 'smtpPort'
      | 'smtpUser'
      | 'smtpPassword'
      | 'smtpSsl'
      | 'smtpStarttls'
      | 'smtpMailFrom'
      | 'reportsSendRetries'
      | 'reportsRetryDelayMs'
    >,
    private readonly onRetry: (error: unknown, attempt: number) => void = () => {},
  ) {}

  /** Sends one email; after the configured retries, throws an AppError naming the SMTP failure. */
  async send(email: ReportEmail): Promise<void> {
    if (this.config.smtpHost === '')
      throw new AppError('GENERIC_BACKEND_ERROR', 'Email is not configured: set MERIDIAN_SMTP_HOST');
    const transporter = this.transport();
    try {
      await this.sendWithRetries(transporter, email);
    } finally {
      transporter.close();
    }
  }

  private async sendWithRetries(transporter: Transporter, email: ReportEmail): Promise<void> {
    const attempts = this.config.reportsSendRetries + 1;
    for (let attempt = 1; ; attempt += 1) {
      try {
        await transporter.sendMail({
          from: this.config.smtpMailFrom,
          to: email.to,
          cc: email.cc.length > 0 ? email.cc : undefined,
          bcc: email.bcc.length > 0 ? email.bcc : undefined,
          subject: email.subject,
          html: email.html,
          attachments: email.attachments.map((a) => ({
            filename: a.filename,
            content: a.content,
            contentType: a.contentType,
            ...(a.cid ? { cid: a.cid, contentDisposition: 'inline' as const } : {}),
          })),
        });
        return;
      } catch (error) {
        if (attempt >= attempts)
          throw new AppError(
            'GENERIC_BACKEND_ERROR',
            `Sending the email failed after ${attempts} attempt${attempts === 1 ? '' : 's'}: ${(error as Error).message}`,
          );
        this.onRetry(error, attempt);
        await new Promise((resolve) => setTimeout(resolve, this.config.reportsRetryDelayMs * attempt));
      }
    }
  }

  /** Nothing stays open between sends (each reads the settings anew). */
  close(): void {}

  private transport(): Transporter {
    return nodemailer.createTransport({
      host: this.config.smtpHost,
      port: this.config.smtpPort,
      secure: this.config.smtpSsl,
      requireTLS: this.config.smtpStarttls,
      ignoreTLS: !this.config.smtpSsl && !this.config.smtpStarttls,
      ...(this.config.smtpUser
        ? { auth: { user: this.config.smtpUser, pass: this.config.smtpPassword } }
        : {}),
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
  }
}
