import {
  COMPONENT_TYPES,
  DASHBOARD_LAYOUT_VERSION,
  DASHBOARD_ROOT_ID,
  DASHBOARD_VERSION_KEY,
  GRID_COLUMN_COUNT,
  GRID_MIN_COLUMN_COUNT,
  WIDTH_TYPES,
  type ComponentType,
} from './constants';
import { layoutComponentSchema, type DashboardLayout, type LayoutComponent } from './layout-schema';
import { componentPlacements, isValidChild } from './nesting';

/** Kinds of problems a layout can have. */
export const LAYOUT_PROBLEM_CODES = [
  'not_an_object',
  'bad_version',
  'invalid_component',
  'unknown_type',
  'id_mismatch',
  'missing_root',
  'missing_child',
  'shared_child',
  'cycle',
  'invalid_nesting',
  'missing_chart_id',
  'unknown_chart',
  'width_out_of_grid',
  'row_overflow',
] as const;
/** A kind of layout problem. */
export type LayoutProblemCode = (typeof LAYOUT_PROBLEM_CODES)[number];

/** One thing wrong with a layout. */
export interface LayoutProblem {
  /** What kind of problem it is. */
  code: LayoutProblemCode;
  /** The component it is about, or null for the layout as a whole. */
  componentId: string | null;
  /** A sentence a person can act on. */
  message: string;
}

/** Types that must say how wide they are. */
const WIDTH_REQUIRED: readonly ComponentType[] = ['CHART', 'MARKDOWN', 'COLUMN'];

/**
 * Every problem of a position_json value (parsed JSON, not yet trusted): components that are not objects or
 * of an unknown type, children that do not exist, cycles, a child under two parents, nesting the editor does
 * not allow (§1c), charts that are not among `knownChartIds`, widths outside the 12-column grid and rows over
 * 12 columns. An empty object is a valid (empty) layout.
 */
export function validateLayout(raw: unknown, knownChartIds: Iterable<number>): LayoutProblem[] {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    return [problem('not_an_object', null, 'position_json must be a JSON object of components keyed by id')];
  const { layout, problems } = readComponents(raw as Record<string, unknown>);
  const keys = new Set(Object.keys(raw));
  keys.delete(DASHBOARD_VERSION_KEY);
  if (keys.size === 0) return problems;
  if (!layout[DASHBOARD_ROOT_ID]) {
    if (!keys.has(DASHBOARD_ROOT_ID))
      problems.push(problem('missing_root', null, 'The layout has no ROOT_ID component'));
    return problems;
  }
  problems.push(...linkProblems(layout, keys), ...nestingProblems(layout));
  problems.push(...chartProblems(layout, new Set(knownChartIds)), ...widthProblems(layout));
  return problems;
}

function problem(code: LayoutProblemCode, componentId: string | null, message: string): LayoutProblem {
  return { code, componentId, message };
}

function readComponents(raw: Record<string, unknown>): {
  layout: DashboardLayout;
  problems: LayoutProblem[];
} {
  const layout: DashboardLayout = {};
  const problems: LayoutProblem[] = [];
  for (const [id, value] of Object.entries(raw)) {
    if (id === DASHBOARD_VERSION_KEY) {
      if (value !== DASHBOARD_LAYOUT_VERSION)
        problems.push(
          problem('bad_version', null, `${DASHBOARD_VERSION_KEY} must be "${DASHBOARD_LAYOUT_VERSION}"`),
        );
      continue;
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      problems.push(problem('invalid_component', id, `Component ${id} is not an object`));
      continue;
    }
    const type: unknown = (value as Record<string, unknown>)['type'];
    if (typeof type !== 'string' || !(COMPONENT_TYPES as readonly string[]).includes(type)) {
      problems.push(
        problem('unknown_type', id, `Component ${id} has an unknown type ${JSON.stringify(type ?? null)}`),
      );
      continue;
    }
    const parsed = layoutComponentSchema.safeParse(value);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        problems.push(
          problem(
            'invalid_component',
            id,
            `Component ${id}: ${[...issue.path, ''].join('.')}${issue.message}`,
          ),
        );
      continue;
    }
    if (parsed.data.id !== id)
      problems.push(problem('id_mismatch', id, `Component ${id} says its id is ${parsed.data.id}`));
    layout[id] = parsed.data;
  }
  return { layout, problems };
}

/** Children that do not exist, children under two parents, and cycles. */
function linkProblems(layout: DashboardLayout, keys: ReadonlySet<string>): LayoutProblem[] {
  const problems: LayoutProblem[] = [];
  const parentsOf = new Map<string, string[]>();
  for (const component of Object.values(layout)) {
    for (const childId of component.children) {
      if (!keys.has(childId))
        problems.push(
          problem(
            'missing_child',
            component.id,
            `Component ${component.id} lists a child ${childId} that does not exist`,
          ),
        );
      parentsOf.set(childId, [...(parentsOf.get(childId) ?? []), component.id]);
    }
  }
  for (const [childId, parents] of parentsOf) {
    if (parents.length > 1)
      problems.push(
        problem(
          'shared_child',
          childId,
          `Component ${childId} is a child of more than one component: ${parents.join(', ')}`,
        ),
      );
  }
  return [...problems, ...cycleProblems(layout)];
}

function cycleProblems(layout: DashboardLayout): LayoutProblem[] {
  const problems: LayoutProblem[] = [];
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (id: string) => {
    const component = layout[id];
    if (!component || done.has(id)) return;
    const at = path.indexOf(id);
    if (at >= 0) {
      const loop = [...path.slice(at), id].join(' → ');
      problems.push(problem('cycle', id, `Component ${id} is inside itself: ${loop}`));
      return;
    }
    path.push(id);
    for (const childId of component.children) visit(childId);
    path.pop();
    done.add(id);
  };
  for (const id of Object.keys(layout)) visit(id);
  return problems;
}

function nestingProblems(layout: DashboardLayout): LayoutProblem[] {
  const root = layout[DASHBOARD_ROOT_ID] as LayoutComponent;
  const problems: LayoutProblem[] = [];
  if (root.type !== 'ROOT')
    return [problem('invalid_nesting', root.id, `${DASHBOARD_ROOT_ID} must be of type ROOT`)];
  if (root.children.length !== 1)
    problems.push(
      problem(
        'invalid_nesting',
        root.id,
        `${DASHBOARD_ROOT_ID} must hold exactly one child: the grid or the top-level tabs`,
      ),
    );
  for (const [id, placement] of componentPlacements(layout)) {
    const parent = layout[id] as LayoutComponent;
    for (const childId of parent.children) {
      const child = layout[childId];
      if (!child || isValidChild(parent.type, child.type, placement.depth)) continue;
      const tooDeep = isValidChild(parent.type, child.type, 0);
      problems.push(
        problem(
          'invalid_nesting',
          childId,
          tooDeep
            ? `${child.type} ${childId} is nested too deeply in ${parent.type} ${parent.id}`
            : `A ${child.type} can not be placed in a ${parent.type} (${childId} in ${parent.id})`,
        ),
      );
    }
  }
  return problems;
}

function chartProblems(layout: DashboardLayout, known: ReadonlySet<number>): LayoutProblem[] {
  const problems: LayoutProblem[] = [];
  for (const component of Object.values(layout)) {
    if (component.type !== 'CHART') continue;
    const chartId = component.meta?.chartId;
    if (chartId === undefined)
      problems.push(
        problem('missing_chart_id', component.id, `Chart component ${component.id} has no chartId`),
      );
    else if (!known.has(chartId))
      problems.push(
        problem(
          'unknown_chart',
          component.id,
          `Chart ${chartId} (component ${component.id}) does not exist or you can not access it`,
        ),
      );
  }
  return problems;
}

function widthProblems(layout: DashboardLayout): LayoutProblem[] {
  const problems: LayoutProblem[] = [];
  for (const component of Object.values(layout)) {
    if (!WIDTH_TYPES.includes(component.type)) continue;
    const width = component.meta?.width;
    if (width === undefined) {
      if (WIDTH_REQUIRED.includes(component.type))
        problems.push(problem('width_out_of_grid', component.id, `Component ${component.id} has no width`));
    } else if (!Number.isInteger(width) || width < GRID_MIN_COLUMN_COUNT || width > GRID_COLUMN_COUNT) {
      problems.push(
        problem(
          'width_out_of_grid',
          component.id,
          `Component ${component.id} is ${width} columns wide; widths go from ${GRID_MIN_COLUMN_COUNT} to ${GRID_COLUMN_COUNT}`,
        ),
      );
    }
  }
  for (const row of Object.values(layout)) {
    if (row.type !== 'ROW') continue;
    const total = row.children.reduce((sum, id) => sum + (layout[id]?.meta?.width ?? 0), 0);
    if (total > GRID_COLUMN_COUNT)
      problems.push(
        problem(
          'row_overflow',
          row.id,
          `Row ${row.id} holds ${total} columns; a row holds at most ${GRID_COLUMN_COUNT}`,
        ),
      );
  }
  return problems;
}
