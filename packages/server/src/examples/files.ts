/** File name of the examples database inside the data dir. */
export const EXAMPLES_FILE = 'examples.duckdb';
/** Name of the examples database, as in Superset. */
export const EXAMPLES_DATABASE_NAME = 'examples';
