import crypto from 'node:crypto';
import {
  DATABASE_MESSAGES,
  PASSWORD_MASK,
  databaseAccessResource,
  type Database,
  type DatabaseCreate,
  type DatabaseUpdate,
  type ListQuery,
  type TestConnection,
} from '@meridian/core';
import { z } from 'zod';
import { isAdmin, userIdOf, type Principal } from '../auth/access';
import { canSeeDatabase, dataAccessOf } from '../auth/data-access';
import type { SecretBox } from '../auth/secret-box';
import type { EngineConnection, EngineSpec, ParameterError } from '../engines/base/engine-spec';
import type { EngineRegistry } from '../engines/registry';
import { AppError, fieldErrors, notFound } from '../errors';
import type { DatabaseRow, DatabasesRepo } from '../store/databases-repo';
import type { Option } from '../util/options';
import type { ConnectionManager } from './connection-manager';
import { refuseUnsafeFile, type FileDatabasePolicy } from './file-databases';
import { maskedUri, scrubPassword, splitPassword, withPassword } from './uri-password';

/** An engine as the connect modal offers it. */
export interface AvailableEngine {
  engine: string;
  name: string;
  sqlalchemy_uri_placeholder: string;
  /** JSON schema of its connection parameters. */
  parameters: Record<string, unknown>;
  preferred: boolean;
}

/** How a connection is given: a URI, or an engine with parameters. */
interface ConnectionInput {
  sqlalchemy_uri?: string | undefined;
  engine?: string | undefined;
  parameters?: Record<string, unknown> | undefined;
}

/** A resolved connection: the engine and the URI with its real password. */
interface ResolvedConnection {
  spec: EngineSpec;
  uri: string;
}

/** Databases: creating, editing and testing connections, with passwords encrypted at rest and never answered. */
export class DatabaseService {
  constructor(
    private readonly repo: DatabasesRepo,
    private readonly secrets: SecretBox,
    readonly engines: EngineRegistry,
    private readonly connections: ConnectionManager,
    private readonly files: FileDatabasePolicy,
  ) {}

  /** The API shape of a row: password masked everywhere. */
  toApi(row: DatabaseRow): Database {
    const spec = this.engines.forUri(row.sqlalchemy_uri);
    const hasPassword = row.password_encrypted !== null;
    const parameters = {
      ...spec.parseUri(row.sqlalchemy_uri),
      ...(hasPassword ? { password: PASSWORD_MASK } : {}),
    };
    return {
      id: row.id,
      uuid: row.uuid,
      database_name: row.database_name,
      backend: spec.engine,
      engine_name: spec.engineName,
      sqlalchemy_uri: maskedUri(row.sqlalchemy_uri, hasPassword),
      parameters,
      configuration_method: row.configuration_method === 'dynamic_form' ? 'dynamic_form' : 'sqlalchemy_form',
      expose_in_sqllab: Boolean(row.expose_in_sqllab),
      allow_run_async: Boolean(row.allow_run_async),
      allow_ctas: Boolean(row.allow_ctas),
      allow_cvas: Boolean(row.allow_cvas),
      allow_dml: Boolean(row.allow_dml),
      allow_file_upload: Boolean(row.allow_file_upload),
      impersonate_user: Boolean(row.impersonate_user),
      extra: row.extra,
      cache_timeout: row.cache_timeout,
      created_on: row.created_on,
      changed_on: row.changed_on,
      changed_by_name: row.changed_by_name,
    };
  }

  /** The database with an id if the caller may see it; 404 otherwise (existence is not revealed). */
  async visible(principal: Principal, id: number): Promise<DatabaseRow> {
    const row = await this.repo.get(id);
    if (!row || !canSeeDatabase(dataAccessOf(principal), row.id)) throw notFound('Database');
    return row;
  }

  /** One page of the databases a caller sees, in the API shape. */
  async list(
    principal: Principal,
    query: ListQuery,
  ): Promise<{ count: number; ids: number[]; result: Database[] }> {
    const dataAccess = dataAccessOf(principal);
    const visible = dataAccess.all ? undefined : [...dataAccess.databaseIds];
    const { count, rows } = await this.repo.list(query, visible);
    return { count, ids: rows.map((row) => row.id), result: rows.map((row) => this.toApi(row)) };
  }

  /** The API shape of a stored database; 404 when it is gone. */
  async getApi(id: number): Promise<Database> {
    const row = await this.repo.get(id);
    if (!row) throw notFound('Database');
    return this.toApi(row);
  }

  /** The databases a caller sees as options `{value: id, text: name}`. */
  async options(principal: Principal): Promise<Option[]> {
    const access = dataAccessOf(principal);
    const names = await this.repo.names();
    return names
      .filter((d) => access.all || access.databaseIds.has(d.id))
      .map((d) => ({ value: d.id, text: d.database_name }));
  }

  /** The engines that can be connected, with the JSON schema of their parameters. */
  availableEngines(): AvailableEngine[] {
    return this.engines.specs.map((spec) => ({
      engine: spec.engine,
      name: spec.engineName,
      sqlalchemy_uri_placeholder: spec.sqlalchemyUriPlaceholder,
      parameters: z.toJSONSchema(spec.parametersSchema, { unrepresentable: 'any' }) as Record<
        string,
        unknown
      >,
      preferred: spec.preferred,
    }));
  }

  /** Field-by-field problems of connection parameters for an engine (empty when they are fine). */
  validateParameters(engine: string, parameters: Record<string, unknown>): ParameterError[] {
    const spec = this.engines.get(engine);
    // Superset answers an unknown engine in the same list of errors as a bad field, not as a crash.
    if (!spec) {
      const allowed = this.engines.specs.map((s) => s.engine);
      return [
        {
          message: `Engine "${engine}" is not a valid engine; supported engines: ${allowed.join(', ')}`,
          error_type: 'INVALID_PAYLOAD_SCHEMA_ERROR',
          level: 'error',
          extra: { allowed, provided: engine },
        },
      ];
    }
    return spec.validateParameters(parameters);
  }

  /** Tests, then stores a new database for a caller (none: the server itself, as for the examples); returns its id. */
  async create(input: DatabaseCreate, principal?: Principal): Promise<number> {
    const userId = principal ? userIdOf(principal) : null;
    await this.refuseTakenName(input.database_name);
    const resolved = this.resolve(input, undefined);
    await this.test(resolved, input.extra, principal === undefined || isAdmin(principal));
    const { uri, password } = splitPassword(resolved.uri);
    const now = new Date().toISOString();
    return this.repo.create(
      {
        uuid: input.uuid ?? crypto.randomUUID(),
        database_name: input.database_name,
        sqlalchemy_uri: uri,
        password_encrypted: password === null ? null : this.secrets.encrypt(password),
        configuration_method: input.configuration_method,
        expose_in_sqllab: Number(input.expose_in_sqllab),
        allow_run_async: Number(input.allow_run_async),
        allow_ctas: Number(input.allow_ctas),
        allow_cvas: Number(input.allow_cvas),
        allow_dml: Number(input.allow_dml),
        allow_file_upload: Number(input.allow_file_upload),
        impersonate_user: Number(input.impersonate_user),
        extra: input.extra,
        cache_timeout: input.cache_timeout,
        created_on: now,
        changed_on: now,
        created_by_fk: userId,
        changed_by_fk: userId,
      },
      (id) => databaseAccessResource(input.database_name, id),
    );
  }

  /** Applies an edit; a changed connection is tested first. A masked password keeps the stored one. */
  async update(principal: Principal, row: DatabaseRow, input: DatabaseUpdate): Promise<void> {
    const userId = userIdOf(principal);
    if (input.database_name !== undefined && input.database_name !== row.database_name)
      await this.refuseTakenName(input.database_name);
    const connectionChanged = input.sqlalchemy_uri !== undefined || input.parameters !== undefined;
    let uriFields = {};
    if (connectionChanged) {
      const resolved = this.resolve(input, row);
      await this.test(resolved, input.extra ?? row.extra, isAdmin(principal));
      const { uri, password } = splitPassword(resolved.uri);
      uriFields = {
        sqlalchemy_uri: uri,
        password_encrypted: password === null ? null : this.secrets.encrypt(password),
      };
    }
    const { sqlalchemy_uri: _uri, parameters: _parameters, engine: _engine, ...fields } = input;
    const flags = Object.fromEntries(
      Object.entries(fields).map(([k, v]) => [k, typeof v === 'boolean' ? Number(v) : v]),
    );
    const name = input.database_name ?? row.database_name;
    await this.repo.update(
      row.id,
      { ...flags, ...uriFields, changed_on: new Date().toISOString(), changed_by_fk: userId },
      name === row.database_name
        ? undefined
        : {
            from: databaseAccessResource(row.database_name, row.id),
            to: databaseAccessResource(name, row.id),
          },
    );
    await this.connections.evict(row.id);
  }

  /** Deletes a database; refused with 422 while datasets read from it. */
  async delete(row: DatabaseRow): Promise<void> {
    const datasets = await this.repo.datasetNames(row.id);
    if (datasets.length > 0) {
      throw new AppError(
        'UNPROCESSABLE',
        `Cannot delete a database that has datasets attached: ${datasets.join(', ')}`,
      );
    }
    await this.connections.evict(row.id);
    await this.repo.delete(row.id, databaseAccessResource(row.database_name, row.id));
  }

  /** Tests a connection that may not be saved yet; a masked password reuses the saved database's. */
  async testConnection(principal: Principal, input: TestConnection): Promise<void> {
    const existing = input.database_name ? await this.repo.byName(input.database_name) : undefined;
    await this.test(
      this.resolve(input, existing),
      input.extra ?? existing?.extra ?? '{}',
      isAdmin(principal),
    );
  }

  /**
   * The stored form of an imported connection without connecting to it: the engine must be known, no protected
   * file, and the password (given in full) is encrypted.
   */
  importedConnection(fullUri: string): { sqlalchemy_uri: string; password_encrypted: string | null } {
    const spec = this.engines.forUri(fullUri);
    refuseUnsafeFile(spec, fullUri, this.files);
    const { uri, password } = splitPassword(fullUri);
    return {
      sqlalchemy_uri: uri,
      password_encrypted: password === null ? null : this.secrets.encrypt(password),
    };
  }

  /** The pooled connection of a saved database. */
  async connect(row: DatabaseRow): Promise<EngineConnection> {
    const spec = this.engines.forUri(row.sqlalchemy_uri);
    // Checked on every use too: a file saved before the operator narrowed the allowed dirs stays closed.
    refuseUnsafeFile(spec, row.sqlalchemy_uri, this.files);
    return this.connections.get({
      databaseId: row.id,
      version: row.changed_on,
      spec,
      uri: withPassword(row.sqlalchemy_uri, this.storedPassword(row)),
      readOnly: !row.allow_dml,
      engineParams: engineParams(row.extra),
    });
  }

  /** The engine spec of a saved database. */
  specOf(row: DatabaseRow): EngineSpec {
    return this.engines.forUri(row.sqlalchemy_uri);
  }

  private resolve(input: ConnectionInput, existing: DatabaseRow | undefined): ResolvedConnection {
    const storedPassword = existing ? this.storedPassword(existing) : null;
    if (input.sqlalchemy_uri) {
      const spec = this.engines.forUri(input.sqlalchemy_uri);
      const { uri, password } = splitPassword(input.sqlalchemy_uri);
      return { spec, uri: withPassword(uri, password === PASSWORD_MASK ? storedPassword : password) };
    }
    if (!input.engine || !input.parameters) {
      throw fieldErrors(
        { sqlalchemy_uri: ['Give a SQLAlchemy URI, or an engine with its parameters'] },
        'INVALID_PAYLOAD_SCHEMA_ERROR',
      );
    }
    const spec = this.engines.byEngine(input.engine);
    const parameters = { ...input.parameters };
    if (parameters['password'] === PASSWORD_MASK) parameters['password'] = storedPassword ?? '';
    const errors = spec.validateParameters(parameters);
    if (errors.length > 0) {
      const byField: Record<string, string[]> = {};
      for (const error of errors) {
        const fields = [...asStrings(error.extra['missing']), ...asStrings(error.extra['invalid'])];
        for (const field of fields.length > 0 ? fields : ['parameters'])
          (byField[field] ??= []).push(error.message);
      }
      throw fieldErrors(byField);
    }
    return { spec, uri: spec.buildUri(parameters) };
  }

  /**
   * Connects once and runs the engine's test query. Only admins read the driver's error: to anyone else a refused
   * port, an unknown host, a wrong password and a missing file all answer one message (else it is a port scanner).
   */
  private async test(resolved: ResolvedConnection, extra: string, detailed: boolean): Promise<void> {
    refuseUnsafeFile(resolved.spec, resolved.uri, this.files);
    const password = splitPassword(resolved.uri).password;
    let connection: EngineConnection | undefined;
    try {
      connection = await resolved.spec.connect({
        uri: resolved.uri,
        readOnly: true,
        engineParams: engineParams(extra),
      });
      await connection.testConnection();
    } catch (error) {
      if (!detailed) throw new AppError('UNPROCESSABLE', DATABASE_MESSAGES.connectionFailed);
      throw scrubbed(error, password);
    } finally {
      await connection?.close().catch(() => undefined);
    }
  }

  private storedPassword(row: DatabaseRow): string | null {
    return row.password_encrypted === null ? null : this.secrets.decrypt(row.password_encrypted);
  }

  private async refuseTakenName(name: string): Promise<void> {
    if (await this.repo.byName(name))
      throw fieldErrors({ database_name: ['A database with the same name already exists.'] });
  }
}

/** `engine_params` of a database's extra JSON. */
function engineParams(extra: string): Record<string, unknown> {
  try {
    const parsed = JSON.parse(extra) as { engine_params?: unknown };
    return typeof parsed.engine_params === 'object' && parsed.engine_params !== null
      ? (parsed.engine_params as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

function asStrings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** A connection error as a 422 whose text can never hold the password, whatever the driver said. */
function scrubbed(error: unknown, password: string | null): AppError {
  const scrub = (text: string) => scrubPassword(text, password);
  if (error instanceof AppError) {
    return new AppError(
      error.errorType,
      typeof error.detail === 'string'
        ? scrub(error.detail)
        : JSON.parse(scrub(JSON.stringify(error.detail))),
    );
  }
  return new AppError(
    'UNPROCESSABLE',
    scrub(`Connection failed: ${error instanceof Error ? error.message : String(error)}`),
  );
}
