/** Names of the example tables, in the order they are generated. */
export const EXAMPLE_TABLES = [
  'birth_names',
  'sales',
  'country_stats',
  'flights',
  'airports',
  'events',
] as const;

/** One of the example table names. */
export type ExampleTableName = (typeof EXAMPLE_TABLES)[number];

/** Which example set to generate: 'small' is the quick default, 'full' has a ten times larger events table. */
export type ExampleSize = 'small' | 'full';

/** How one example table is built: helper TEMP tables first, its CREATE TABLE ... AS SELECT last. */
export interface ExampleTableSpec {
  readonly name: ExampleTableName;
  statements(size: ExampleSize): readonly string[];
}
