import { assertNever } from '@meridian/core';
import type { ChartDataResponse } from './chart-data-client';
import type { FormData } from './chart-query';
import {
  annotationReducer,
  INITIAL_ANNOTATION_STATE,
  type AnnotationAction,
  type AnnotationState,
} from './annotation-queries';

/** Chart status of spec §4. */
export type ChartStatus = 'loading' | 'success' | 'rendered' | 'failed' | 'stopped' | 'empty';

/** Alerts of spec §4 and §8, verbatim. */
export const CHART_MESSAGES = {
  stopped: 'Updating chart was stopped',
  networkError: 'Network error.',
} as const;

/** The explore chart's state (spec §3 "Chart state", the part explore uses), its annotation layers' queries too. */
export interface ChartState extends AnnotationState {
  /** Where the chart is in its life. */
  chartStatus: ChartStatus;
  /** What went wrong, shown in the chart area. */
  chartAlert: string | null;
  /** Details of a failure, when the server gave some. */
  chartStackTrace: string | null;
  /** Epoch ms when the last query started. */
  chartUpdateStartTime: number | null;
  /** Epoch ms when the last query ended. */
  chartUpdateEndTime: number | null;
  /** The form data of the last query. */
  latestQueryFormData: FormData | null;
  /** Answer of the last query that succeeded. */
  queriesResponse: ChartDataResponse | null;
}

/** What happens to a chart. */
export type ChartAction =
  | { type: 'started'; formData: FormData; now: number }
  | { type: 'succeeded'; response: ChartDataResponse; now: number }
  | { type: 'failed'; alert: string; stackTrace?: string | null; now: number }
  | { type: 'stopped'; now: number }
  | { type: 'renderSucceeded' }
  | { type: 'renderFailed'; alert: string }
  | { type: 'datasourceSet' }
  | AnnotationAction;

/** A chart that has not queried yet. */
export const INITIAL_CHART_STATE: ChartState = {
  chartStatus: 'empty',
  chartAlert: null,
  chartStackTrace: null,
  chartUpdateStartTime: null,
  chartUpdateEndTime: null,
  latestQueryFormData: null,
  queriesResponse: null,
  ...INITIAL_ANNOTATION_STATE,
};

/** Spec §4 transitions of the chart status. */
export function chartReducer(state: ChartState, action: ChartAction): ChartState {
  switch (action.type) {
    case 'started':
      return {
        ...state,
        chartStatus: 'loading',
        chartAlert: null,
        chartStackTrace: null,
        chartUpdateStartTime: action.now,
        chartUpdateEndTime: null,
        latestQueryFormData: action.formData,
      };
    case 'succeeded':
      return {
        ...state,
        chartStatus: 'success',
        queriesResponse: action.response,
        chartUpdateEndTime: action.now,
      };
    case 'failed':
      return {
        ...state,
        chartStatus: 'failed',
        chartAlert: action.alert,
        chartStackTrace: action.stackTrace ?? null,
        chartUpdateEndTime: action.now,
        queriesResponse: null,
      };
    case 'stopped':
      return {
        ...state,
        chartStatus: 'stopped',
        chartAlert: CHART_MESSAGES.stopped,
        chartUpdateEndTime: action.now,
      };
    case 'renderSucceeded':
      return state.chartStatus === 'success' ? { ...state, chartStatus: 'rendered' } : state;
    case 'renderFailed':
      return { ...state, chartStatus: 'failed', chartAlert: action.alert };
    case 'datasourceSet':
      return state.chartStatus === 'failed' && state.chartStackTrace
        ? { ...state, chartStatus: 'empty', chartAlert: null, chartStackTrace: null }
        : state;
    case 'annotationStarted':
    case 'annotationSucceeded':
    case 'annotationFailed':
      return { ...state, ...annotationReducer(state, action) };
    default:
      return assertNever(action);
  }
}
