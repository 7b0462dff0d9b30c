import { createRandom } from './prng';

/** One row of the differential `sales` table; temporal values are epoch ms (UTC), NULL is null. */
export interface SalesRow {
  order_date: number | null;
  region: string | null;
  country: string | null;
  product_line: string | null;
  deal_size: string | null;
  quantity: number | null;
  price: number | null;
  sales: number | null;
}

/** A column of the table: its name and the generic kind the generator and the reference treat it as. */
export interface SalesColumn {
  name: keyof SalesRow;
  kind: 'TEMPORAL' | 'STRING' | 'NUMERIC';
}

/** The columns, in table order. */
export const SALES_COLUMNS: readonly SalesColumn[] = [
  { name: 'order_date', kind: 'TEMPORAL' },
  { name: 'region', kind: 'STRING' },
  { name: 'country', kind: 'STRING' },
  { name: 'product_line', kind: 'STRING' },
  { name: 'deal_size', kind: 'STRING' },
  { name: 'quantity', kind: 'NUMERIC' },
  { name: 'price', kind: 'NUMERIC' },
  { name: 'sales', kind: 'NUMERIC' },
];

const MARKETS: readonly (readonly [country: string, region: string])[] = [
  ['United States', 'North America'],
  ['Canada', 'North America'],
  ['Mexico', 'North America'],
  ['Germany', 'EMEA'],
  ['France', 'EMEA'],
  ['United Kingdom', 'EMEA'],
  ['Japan', 'APAC'],
  ['Australia', 'APAC'],
  ['India', 'APAC'],
];

// A quote and LIKE wildcards inside values check that comparators are bound, not spliced.
const PRODUCT_LINES = [
  'Classic Cars',
  'Vintage Cars',
  'Motorcycles',
  'Trucks and Buses',
  'Planes',
  'Ships',
  "Collector's Items",
  '100% Electric_Kits',
];

const START = Date.UTC(2021, 0, 1);
const END = Date.UTC(2025, 0, 1);

/** Deterministic rows: the same seed gives the same table everywhere, with a few NULLs in most columns. */
export function generateSalesRows(count: number, seed: number): SalesRow[] {
  const random = createRandom(seed);
  const nullable = <T>(rate: number, value: T): T | null => (random.chance(rate) ? null : value);
  const rows: SalesRow[] = [];
  for (let i = 0; i < count; i++) {
    const [country, region] = random.pick(MARKETS);
    const quantity = nullable(0.03, random.int(1, 99));
    const price = nullable(0.03, random.int(1000, 20000) / 100);
    const sales = quantity === null || price === null ? null : Math.round(quantity * price * 100) / 100;
    const band = sales === null || sales < 3000 ? 'Small' : sales < 7000 ? 'Medium' : 'Large';
    rows.push({
      order_date: nullable(0.02, START + Math.floor(random.next() * ((END - START) / 1000)) * 1000),
      region,
      country: nullable(0.03, country),
      product_line: nullable(0.02, random.pick(PRODUCT_LINES)),
      deal_size: nullable(0.03, band),
      quantity,
      price,
      sales,
    });
  }
  return rows;
}

/** Native types of an engine for the table. */
const DDL_TYPES: Record<'duckdb' | 'postgresql', Record<SalesColumn['name'], string>> = {
  duckdb: {
    order_date: 'TIMESTAMP',
    region: 'VARCHAR',
    country: 'VARCHAR',
    product_line: 'VARCHAR',
    deal_size: 'VARCHAR',
    quantity: 'INTEGER',
    price: 'DECIMAL(10,2)',
    sales: 'DOUBLE',
  },
  postgresql: {
    order_date: 'timestamp',
    region: 'text',
    country: 'text',
    product_line: 'text',
    deal_size: 'text',
    quantity: 'integer',
    price: 'numeric(10,2)',
    sales: 'double precision',
  },
};

/** `CREATE TABLE` of the table under a qualified name. */
export function salesDdl(engine: 'duckdb' | 'postgresql', table: string): string {
  const types = DDL_TYPES[engine];
  return `CREATE TABLE ${table} (${SALES_COLUMNS.map((c) => `${c.name} ${types[c.name]}`).join(', ')})`;
}

function literal(value: string | number | null, kind: SalesColumn['kind']): string {
  if (value === null) return 'NULL';
  if (kind === 'TEMPORAL')
    return `TIMESTAMP '${new Date(value)
      .toISOString()
      .replace('T', ' ')
      .replace(/\.\d+Z$/, '')}'`;
  if (typeof value === 'number') return String(value);
  return `'${value.replaceAll("'", "''")}'`;
}

/** `INSERT` statements of the rows, `batch` rows each (values written as literals; the data is ours). */
export function salesInserts(rows: readonly SalesRow[], table: string, batch = 1000): string[] {
  const statements: string[] = [];
  for (let start = 0; start < rows.length; start += batch) {
    const values = rows
      .slice(start, start + batch)
      .map((row) => `(${SALES_COLUMNS.map((c) => literal(row[c.name], c.kind)).join(', ')})`)
      .join(',\n');
    statements.push(`INSERT INTO ${table} VALUES ${values}`);
  }
  return statements;
}
