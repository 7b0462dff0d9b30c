import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import Database from 'libsql';
import mysql from 'mysql2/promise';
import pg from 'pg';

/** A table `orders` with known rows on one real engine, and the URI Meridian connects to it with. */
export interface EngineFixture {
  engine: 'postgresql' | 'mysql' | 'sqlite' | 'duckdb';
  uri: string;
  /** Schema holding `orders`. */
  schema: string;
  /** Adds a column to `orders` (to test re-syncing). */
  addColumn(name: string): Promise<void>;
  dispose(): Promise<void>;
}

const ROWS: [number, string, number, string][] = [
  [1, '2024-01-05 10:00:00', 12.5, 'EMEA'],
  [2, '2024-01-20 11:30:00', 7.25, 'APAC'],
  [3, '2024-02-02 09:15:00', 30, 'EMEA'],
];
const VALUES = ROWS.map(([id, at, amount, region]) => `(${id}, '${at}', ${amount}, '${region}')`).join(', ');

/** PostgreSQL: a fresh schema in the `test` database. */
export async function postgresFixture(): Promise<EngineFixture> {
  const schema = `m_ds_${crypto.randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: 'postgresql://postgres@127.0.0.1:5432/test' });
  await client.connect();
  await client.query(
    `CREATE SCHEMA ${schema}; CREATE TABLE ${schema}.orders (id int, ordered_at timestamp, amount numeric(10,2), region text); INSERT INTO ${schema}.orders VALUES ${VALUES}`,
  );
  return {
    engine: 'postgresql',
    uri: 'postgresql://postgres@127.0.0.1:5432/test',
    schema,
    addColumn: async (name) =>
      void (await client.query(`ALTER TABLE ${schema}.orders ADD COLUMN ${name} text`)),
    dispose: async () => {
      await client.query(`DROP SCHEMA ${schema} CASCADE`);
      await client.end();
    },
  };
}

/** MariaDB: a fresh database (MySQL's schema). */
export async function mysqlFixture(): Promise<EngineFixture> {
  const schema = `m_ds_${crypto.randomBytes(4).toString('hex')}`;
  const client = await mysql.createConnection({
    host: '127.0.0.1',
    port: 3306,
    user: 'root',
    multipleStatements: true,
  });
  await client.query(
    `CREATE DATABASE ${schema}; CREATE TABLE ${schema}.orders (id int, ordered_at datetime, amount decimal(10,2), region varchar(20)); INSERT INTO ${schema}.orders VALUES ${VALUES}`,
  );
  return {
    engine: 'mysql',
    uri: `mysql://root@127.0.0.1:3306/${schema}`,
    schema,
    addColumn: async (name) =>
      void (await client.query(`ALTER TABLE ${schema}.orders ADD COLUMN ${name} varchar(20)`)),
    dispose: async () => {
      await client.query(`DROP DATABASE ${schema}`);
      await client.end();
    },
  };
}

/** SQLite: a file in a temp dir. */
export async function sqliteFixture(): Promise<EngineFixture> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-sqlite-'));
  const file = path.join(dir, 'orders.db');
  const db = new Database(file);
  db.exec(
    `CREATE TABLE orders (id INTEGER, ordered_at DATETIME, amount REAL, region TEXT); INSERT INTO orders VALUES ${VALUES};`,
  );
  db.close();
  return {
    engine: 'sqlite',
    uri: `sqlite:///${file}`,
    schema: 'main',
    addColumn: async (name) => {
      const again = new Database(file);
      again.exec(`ALTER TABLE orders ADD COLUMN ${name} TEXT`);
      again.close();
    },
    dispose: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

/** DuckDB: a file written, then closed so Meridian can open it read-only. */
export async function duckdbFixture(): Promise<EngineFixture> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-duckdb-'));
  const file = path.join(dir, 'orders.duckdb');
  const write = async (sql: string) => {
    const instance = await DuckDBInstance.create(file);
    const connection = await instance.connect();
    await connection.run(sql);
    connection.closeSync();
    instance.closeSync();
  };
  await write(
    `CREATE TABLE orders (id INTEGER, ordered_at TIMESTAMP, amount DECIMAL(10,2), region VARCHAR); INSERT INTO orders VALUES ${VALUES}`,
  );
  return {
    engine: 'duckdb',
    uri: `duckdb:///${file}`,
    schema: 'main',
    addColumn: async (name) => write(`ALTER TABLE orders ADD COLUMN ${name} VARCHAR`),
    dispose: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

/** Every engine's fixture factory. */
export const ENGINE_FIXTURES = [
  { name: 'postgresql', create: postgresFixture },
  { name: 'mysql', create: mysqlFixture },
  { name: 'sqlite', create: sqliteFixture },
  { name: 'duckdb', create: duckdbFixture },
] as const;
