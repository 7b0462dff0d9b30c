import { useGetMyRolesQuery } from '../../app/api';
import { hasPermission } from '../../app/role-permissions';

/** What the signed-in user may do from a dashboard chart's menu (spec §6). */
export interface ChartMenuPermissions {
  /** Export to .CSV: can_csv. */
  canCsv: boolean;
  /** Open in explore: can_explore. */
  canExplore: boolean;
  /** Copy permalink: can_share_chart. */
  canShareChart: boolean;
  /** View in SQL Lab from View query: can_sqllab. */
  canSqlLab: boolean;
}

/** Reads the chart menu's permissions from the user's roles (one cached call for every card). */
export function useChartMenuPermissions(): ChartMenuPermissions {
  const roles = useGetMyRolesQuery().data;
  return {
    canCsv: hasPermission(roles, 'can_csv', 'Superset'),
    canExplore: hasPermission(roles, 'can_explore', 'Superset'),
    canShareChart: hasPermission(roles, 'can_share_chart', 'Superset'),
    canSqlLab: hasPermission(roles, 'can_sqllab', 'Superset'),
  };
}
