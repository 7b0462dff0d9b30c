/** Tag colour of a report's last state and of a log entry's state (Superset's alert list). */
export const REPORT_STATE_COLORS: Readonly<Record<string, string>> = {
  Success: 'green',
  Working: 'blue',
  Error: 'red',
  'Not triggered': 'default',
  'On Grace': 'gold',
};
