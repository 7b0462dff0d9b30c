import type { AsyncJobMetadata, QueryContext } from '@meridian/core';
import type { Principal } from '../auth/access';
import type { Config } from '../config';
import { CircuitBreaker } from '../jobs/circuit-breaker';
import { runsAsync, submitChartDataJob, type AsyncQueries } from '../jobs/chart-data-job';
import type { ChartDataAnswer, ChartDataService, ChartDataTarget } from './chart-data-service';
import type { ChartDataTargets } from './chart-data-targets';
import {
  dashboardViewKey,
  type DashboardViewSource,
  type KeyedConcurrencyGates,
} from './dashboard-concurrency';

/** What Superset's chart data call uses: the flags, the pipeline, the dashboard gates and the job queue. */
export interface ChartDataRequestsDeps {
  /** Read on every call: GLOBAL_ASYNC_QUERIES may be switched while the app runs (tests do). */
  config: Pick<Config, 'globalAsyncQueries'>;
  targets: Pick<ChartDataTargets, 'of'>;
  chartData: Pick<ChartDataService, 'run'>;
  /** One FIFO gate per dashboard view. */
  gates: Pick<KeyedConcurrencyGates, 'acquire'>;
  asyncQueries: Pick<AsyncQueries, 'queue'>;
}

/** What a chart data request gives: a queued job (GLOBAL_ASYNC_QUERIES) or the answer. */
export type ChartDataOutcome =
  { kind: 'job'; job: AsyncJobMetadata } | { kind: 'answer'; answer: ChartDataAnswer };

/** `POST /api/v1/chart/data`: checks access, queues async jobs, caps a dashboard view's queries, runs the rest. */
export class ChartDataRequests {
  /** A dead job queue costs one request 2 s, then requests skip it for 3 s. */
  private readonly queueBreaker = new CircuitBreaker({ timeoutMs: 2000, retryAfterMs: 3000 });

  constructor(private readonly deps: ChartDataRequestsDeps) {}

  /** Runs (or queues) a query context for a caller; `viewHeader` names the dashboard view it belongs to. */
  async run(
    principal: Principal,
    context: QueryContext,
    options: { viewHeader: DashboardViewSource['viewHeader']; signal: AbortSignal },
  ): Promise<ChartDataOutcome> {
    const target = await this.deps.targets.of(principal, context);
    if (runsAsync(this.deps.config, context) && principal.kind === 'user') {
      const userId = principal.userId;
      const job = await this.queueBreaker.run(
        () => submitChartDataJob(this.deps.asyncQueries, userId, context),
        undefined,
      );
      // An unreachable queue (Redis down) answers synchronously: Superset's client takes a 200 in async mode too.
      if (job) return { kind: 'job', job };
    }
    const viewKey = dashboardViewKey({
      userId: principal.kind === 'user' ? principal.userId : null,
      sessionId: principal.kind === 'user' ? principal.session?.id : undefined,
      viewHeader: options.viewHeader,
      formData: context.form_data,
    });
    const gated: ChartDataTarget = viewKey
      ? { ...target, admit: (signal) => this.deps.gates.acquire(viewKey, signal) }
      : target;
    return { kind: 'answer', answer: await this.deps.chartData.run(context, gated, options.signal) };
  }
}
