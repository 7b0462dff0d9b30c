import type { Principal } from '../auth/access';
import { SESSION_COOKIE } from '../auth/sessions';
import type { LegacyChartData } from '../charts/legacy-chart-data';
import type { ReportContentSource } from './report-executor';
import { takeScreenshot } from './screenshot';

/** Hours the owner's session of a screenshot lasts (it is ended as soon as the picture is taken). */
const SCREENSHOT_SESSION_HOURS = 0.25;

/** What the content needs: the owner's principal and a short session, the chart data calls, where the app is. */
export interface ReportContentDeps {
  principalOf(userId: number): Promise<Principal>;
  legacyChartData: Pick<LegacyChartData, 'savedChartData' | 'exploreJson'>;
  startSession(userId: number, ttlHours: number): Promise<string>;
  endSession(token: string): Promise<void>;
  /** Base URL Chromium opens (Superset's WEBDRIVER_BASEURL). */
  baseUrl(): string;
}

/** Report content as the report's owner sees it: chart data as CSV, pages rendered by headless Chromium. */
export class ReportContent implements ReportContentSource {
  constructor(private readonly deps: ReportContentDeps) {}

  async csv(options: { ownerId: number; chartId: number; signal: AbortSignal }): Promise<string> {
    const principal = await this.deps.principalOf(options.ownerId);
    // The chart's saved query context when it has one, else its form data through the legacy path.
    try {
      const answer = await this.deps.legacyChartData.savedChartData(
        principal,
        options.chartId,
        { format: 'csv', type: 'full', force: true },
        options.signal,
      );
      if (answer.kind === 'csv') return answer.text;
    } catch (error) {
      if (options.signal.aborted) throw error;
    }
    const legacy = await this.deps.legacyChartData.exploreJson(
      principal,
      { formData: { slice_id: options.chartId }, resultType: 'full', csv: true, force: true },
      options.signal,
    );
    if (legacy.kind === 'file' && legacy.answer.kind === 'csv') return legacy.answer.text;
    throw new Error('The chart data could not be read as CSV');
  }

  async screenshot(options: Parameters<ReportContentSource['screenshot']>[0]): Promise<Buffer> {
    const base = this.deps.baseUrl().replace(/\/$/, '');
    const path =
      options.target.kind === 'dashboard'
        ? `/superset/dashboard/${options.target.id}/?standalone=5`
        : `/explore/?slice_id=${options.target.id}`;
    const token = await this.deps.startSession(options.ownerId, SCREENSHOT_SESSION_HOURS);
    try {
      return await takeScreenshot({
        url: `${base}${path}`,
        cookie: { name: SESSION_COOKIE, value: token },
        kind: options.target.kind,
        format: options.format,
        width: options.width,
        signal: options.signal,
      });
    } finally {
      await this.deps.endSession(token);
    }
  }
}
