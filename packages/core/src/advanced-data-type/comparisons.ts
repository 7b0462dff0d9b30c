/** Wire operators of simple filters that advanced types translate. */
export type ComparisonOperator = '==' | '!=' | '>' | '>=' | '<' | '<=' | 'IN' | 'NOT IN';

/** A comparison of the filtered column with converted values, as the query compiler's simple filters take it. */
export interface ColumnComparison {
  /** The operator. */
  op: ComparisonOperator;
  /** One integer, or a list for IN / NOT IN. */
  val: number | number[];
}

/**
 * A translated filter in disjunctive form: the filter holds when every comparison of at least one group holds. No
 * groups match no row.
 */
export type ComparisonGroups = ColumnComparison[][];

/** A filter an advanced type cannot translate (an operator it does not offer, or several values for one). */
export class AdvancedFilterError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AdvancedFilterError';
  }
}

/** The one value of a single-value operator; refuses a list of several. */
export function onlyValue<T>(values: readonly T[], op: string): T {
  const [value] = values;
  if (values.length !== 1 || value === undefined)
    throw new AdvancedFilterError(`The operator ${op} takes one value, got ${values.length}`);
  return value;
}
