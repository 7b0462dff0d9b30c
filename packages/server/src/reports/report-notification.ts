import { splitEmails } from '@meridian/core';
import type { ReportBundle } from '../store/reports-repo';
import type { ReportAttachment, ReportEmail } from './report-mailer';

/** The files a run made. */
export interface ReportFiles {
  png?: Buffer;
  pdf?: Buffer;
  csv?: string;
}

/** What sends a report to its recipients. */
export interface ReportNotifier {
  send(bundle: ReportBundle, files: ReportFiles): Promise<void>;
}

/** How links and subjects are made. */
export interface NotificationSettings {
  /** Where people open Meridian (links in the emails). */
  baseUrl: string;
  /** Superset's EMAIL_REPORTS_SUBJECT_PREFIX, followed by a space. */
  subjectPrefix: string;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The title of a report: its email subject, else `<name>: <chart or dashboard title>`. */
export function reportTitle(bundle: ReportBundle): string {
  const { row } = bundle;
  return row.email_subject || `${row.name}: ${row.slice_name ?? row.dashboard_title ?? ''}`;
}

/** The link to what a report shows. */
export function reportUrl(bundle: ReportBundle, baseUrl: string): string {
  const base = baseUrl.replace(/\/$/, '');
  return bundle.row.chart_id !== null
    ? `${base}/explore/?slice_id=${bundle.row.chart_id}`
    : `${base}/superset/dashboard/${bundle.row.dashboard_id ?? 0}/`;
}

/** An HTML table of CSV text (TEXT reports), at most 100 rows. */
function csvTable(csv: string): string {
  const lines = csv
    .split(/\r?\n/)
    .filter((line) => line !== '')
    .slice(0, 101);
  const cells = (line: string) => line.split(',').map((cell) => escapeHtml(cell.replace(/^"|"$/g, '')));
  const [head, ...rows] = lines;
  if (head === undefined) return '';
  return `<table border="1" cellpadding="4"><tr>${cells(head)
    .map((c) => `<th>${c}</th>`)
    .join('')}</tr>${rows
    .map(
      (r) =>
        `<tr>${cells(r)
          .map((c) => `<td>${c}</td>`)
          .join('')}</tr>`,
    )
    .join('')}</table>`;
}

/** The email of a report to one Email recipient (Superset's layout: description, link, table, inline image, files). */
export function reportEmail(
  bundle: ReportBundle,
  files: ReportFiles,
  recipient: { target: string; ccTarget?: string | undefined; bccTarget?: string | undefined },
  settings: NotificationSettings,
): ReportEmail {
  const title = reportTitle(bundle);
  const attachments: ReportAttachment[] = [];
  const parts: string[] = [];
  if (bundle.row.description) parts.push(`<p>${escapeHtml(bundle.row.description)}</p>`);
  parts.push(`<b><a href="${escapeHtml(reportUrl(bundle, settings.baseUrl))}">Explore in Meridian</a></b>`);
  if (bundle.row.report_format === 'TEXT' && files.csv !== undefined) parts.push(csvTable(files.csv));
  if (files.png) {
    const cid = `screenshot-${bundle.row.id}@meridian`;
    attachments.push({ filename: 'screenshot.png', content: files.png, contentType: 'image/png', cid });
    parts.push(`<img width="1000" src="cid:${cid}">`);
  }
  if (files.csv !== undefined && bundle.row.report_format === 'CSV')
    attachments.push({ filename: `${title}.csv`, content: Buffer.from(files.csv), contentType: 'text/csv' });
  if (files.pdf)
    attachments.push({ filename: `${title}.pdf`, content: files.pdf, contentType: 'application/pdf' });
  return {
    to: splitEmails(recipient.target),
    cc: splitEmails(recipient.ccTarget ?? ''),
    bcc: splitEmails(recipient.bccTarget ?? ''),
    subject: `${settings.subjectPrefix} ${title}`,
    html: `<html><body>${parts.join('\n')}</body></html>`,
    attachments,
  };
}

/** The JSON a Webhook recipient receives (Superset's later webhook payload, files as base64). */
export function webhookPayload(bundle: ReportBundle, files: ReportFiles, settings: NotificationSettings) {
  const { row } = bundle;
  return {
    name: row.name,
    header: {
      notification_format: row.report_format,
      notification_type: row.type,
      notification_source: row.creation_method,
      chart_id: row.chart_id,
      dashboard_id: row.dashboard_id,
    },
    text: reportTitle(bundle),
    description: row.description,
    url: reportUrl(bundle, settings.baseUrl),
    files: [
      ...(files.png ? [{ name: 'screenshot_0.png', base64: files.png.toString('base64') }] : []),
      ...(files.pdf ? [{ name: 'report.pdf', base64: files.pdf.toString('base64') }] : []),
      ...(files.csv !== undefined
        ? [{ name: 'report.csv', base64: Buffer.from(files.csv).toString('base64') }]
        : []),
    ],
  };
}

/** Sends to every recipient of a schedule: email through the mailer, webhooks by POST; all failures are joined. */
export class ReportDelivery implements ReportNotifier {
  constructor(
    private readonly deps: {
      sendEmail(email: ReportEmail): Promise<void>;
      settings: () => NotificationSettings;
      postJson(url: string, body: unknown): Promise<void>;
    },
  ) {}

  async send(bundle: ReportBundle, files: ReportFiles): Promise<void> {
    const failures: string[] = [];
    const settings = this.deps.settings();
    for (const recipient of bundle.recipients) {
      try {
        const config = JSON.parse(recipient.recipient_config_json) as {
          target: string;
          ccTarget?: string;
          bccTarget?: string;
        };
        if (recipient.type === 'Webhook')
          await this.deps.postJson(config.target, webhookPayload(bundle, files, settings));
        else await this.deps.sendEmail(reportEmail(bundle, files, config, settings));
      } catch (error) {
        failures.push(error instanceof Error ? error.message : String(error));
      }
    }
    if (failures.length > 0) throw new Error(failures.join('; '));
  }
}
