/** File name of the examples database inside the data dir. */
export const EXAMPLES_FILE = 'examples.duckdb';
