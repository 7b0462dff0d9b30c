/** Time ranges: Superset's grammar resolved to dates, the time_range API answer and the popover's helpers. */
export * from './constants';
export * from './errors';
export type { WallClock, LastDayUnit } from './wall-clock';
export type { DateExpression, IntExpression } from './expression-parser';
export { parseDateExpression } from './expression-parser';
export type { RangeExpressions, RelativeAnchors } from './range-phrases';
export * from './resolve-time-range';
export * from './time-range-api';
export * from './custom-range';
