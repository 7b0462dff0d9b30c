import { SQLLAB_MESSAGES, type SqlLabExecute } from '@meridian/core';
import type { Dialect } from '../engines/base/engine-spec';
import { AppError } from '../errors';
import { isSelect, parseScript, type ScriptStatement } from './statements';

/** The flags of a database that decide what its scripts may do. */
export interface DatabaseRules {
  allow_dml: number | boolean;
  allow_ctas: number | boolean;
  allow_cvas: number | boolean;
}

/** A checked script: its statements as they will run and what reads the result again. */
export interface ScriptPlan {
  statements: ScriptStatement[];
  /** Whether the session must be able to write. */
  isWritable: boolean;
  /** SQL reading the result again (CSV download): the last statement, or SELECT * of the created table. */
  selectSql: string | null;
  /** The table or view CTAS/CVAS creates. */
  tmpTableName: string | null;
  /** CTAS or CVAS, when `select_as_cta` asked for one. */
  ctasMethod: 'TABLE' | 'VIEW' | null;
}

const refuse = (message: string): AppError => new AppError('UNPROCESSABLE', message);

/** Superset's default name of a CTAS table: `tmp_<user>_table_<YYYY_MM_DD_HH_MM_SS>`. */
export function defaultTmpTableName(userId: number, now: Date): string {
  const stamp = now.toISOString().slice(0, 19).replace(/[-T:]/g, '_');
  return `tmp_${userId}_table_${stamp}`;
}

/** Refuses statements the database does not allow, all of them before anything runs. */
function checkStatements(statements: readonly ScriptStatement[], rules: DatabaseRules): void {
  for (const statement of statements) {
    switch (statement.kind) {
      case 'file':
        throw refuse(
          'Statements that reach files on the database server (ATTACH, COPY, LOAD, INSTALL, INTO OUTFILE, VACUUM INTO) are not allowed in SQL Lab.',
        );
      case 'write':
        if (!rules.allow_dml) throw refuse(SQLLAB_MESSAGES.dmlNotAllowed);
        break;
      case 'ctas':
        if (!rules.allow_dml && !rules.allow_ctas) throw refuse(SQLLAB_MESSAGES.ctasNotAllowed);
        break;
      case 'cvas':
        if (!rules.allow_dml && !rules.allow_cvas) throw refuse(SQLLAB_MESSAGES.cvasNotAllowed);
        break;
      case 'read':
        break;
    }
  }
}

/** Wraps the last SELECT in CREATE TABLE/VIEW … AS when `select_as_cta` asks for it. */
function wrapCtas(options: {
  statements: ScriptStatement[];
  body: SqlLabExecute;
  rules: DatabaseRules;
  dialect: Dialect;
  tableName: string;
}): ScriptStatement[] {
  const { statements, body, rules, dialect, tableName } = options;
  const method = body.ctas_method ?? 'TABLE';
  const last = statements.at(-1) as ScriptStatement;
  if (method === 'VIEW') {
    if (!rules.allow_cvas) throw refuse(SQLLAB_MESSAGES.cvasNotAllowed);
    if (statements.length !== 1 || !isSelect(last, dialect)) throw refuse(SQLLAB_MESSAGES.invalidCvas);
  } else {
    if (!rules.allow_ctas) throw refuse(SQLLAB_MESSAGES.ctasNotAllowed);
    if (!isSelect(last, dialect)) throw refuse(SQLLAB_MESSAGES.invalidCtas);
  }
  const target = body.schema
    ? `${dialect.quoteIdentifier(body.schema)}.${dialect.quoteIdentifier(tableName)}`
    : dialect.quoteIdentifier(tableName);
  const created: ScriptStatement = {
    sql: `CREATE ${method} ${target} AS ${last.sql}`,
    kind: method === 'VIEW' ? 'cvas' : 'ctas',
  };
  const read: ScriptStatement = { sql: `SELECT * FROM ${target}`, kind: 'read' };
  return [...statements.slice(0, -1), created, read];
}

/** Splits, classifies and checks a script against the database's rules; wraps CTAS/CVAS. */
export function planScript(options: {
  body: SqlLabExecute;
  rules: DatabaseRules;
  dialect: Dialect;
  userId: number;
  now: Date;
}): ScriptPlan {
  const { body, rules, dialect } = options;
  const parsed = parseScript(body.sql, dialect);
  if (parsed.length === 0)
    throw new AppError('INVALID_PAYLOAD_SCHEMA_ERROR', { sql: [SQLLAB_MESSAGES.emptySql] });
  checkStatements(parsed, rules);
  const tmpTableName = body.select_as_cta
    ? body.tmp_table_name || defaultTmpTableName(options.userId, options.now)
    : null;
  const statements = tmpTableName
    ? wrapCtas({ statements: parsed, body, rules, dialect, tableName: tmpTableName })
    : parsed;
  const last = statements.at(-1) as ScriptStatement;
  return {
    statements,
    isWritable: tmpTableName !== null || statements.some((s) => s.kind !== 'read'),
    selectSql: last.kind === 'read' ? last.sql : null,
    tmpTableName,
    ctasMethod: tmpTableName ? (body.ctas_method ?? 'TABLE') : null,
  };
}
