import { databaseCreateSchema, DATABASE_MESSAGES, PASSWORD_MASK } from '@meridian/core';
import { describe, expect, it } from 'vitest';
import {
  cleanParameters,
  connectionErrorText,
  createBody,
  initialConnectValues,
  parameterFieldErrors,
  parameterFields,
  testConnectionBody,
} from './connection-form';

const postgresSchema = {
  properties: {
    query: { type: 'object', description: 'Additional parameters' },
    password: { type: 'string', description: 'Password' },
    username: { type: 'string', description: 'Username' },
    port: { type: 'integer', minimum: 0, maximum: 65535, description: 'Database port' },
    database: { type: 'string', description: 'Database name' },
    host: { type: 'string', description: 'Hostname or IP address' },
  },
  required: ['host', 'port', 'username', 'database'],
};

describe('parameterFields', () => {
  it('orders host, port, database, username, password and skips object parameters', () => {
    const fields = parameterFields(postgresSchema);
    expect(fields.map((field) => [field.name, field.kind, field.isRequired])).toEqual([
      ['host', 'text', true],
      ['port', 'number', true],
      ['database', 'text', true],
      ['username', 'text', true],
      ['password', 'password', false],
    ]);
    expect(fields[2]?.label).toBe('Database name');
  });

  it('labels unknown parameters from their name', () => {
    expect(parameterFields({ properties: { file_path: { type: 'string' } }, required: [] })[0]?.label).toBe(
      'File path',
    );
  });
});

describe('parameterFieldErrors', () => {
  it('puts "This is a required field" under each missing parameter and the message under invalid ones', () => {
    const errors = parameterFieldErrors([
      {
        message: 'One or more parameters are missing',
        error_type: 'CONNECTION_MISSING_PARAMETERS_ERROR',
        level: 'error',
        extra: { missing: ['port', 'username'] },
      },
      {
        message: 'The port is closed.',
        error_type: 'CONNECTION_PORT_CLOSED_ERROR',
        level: 'error',
        extra: { invalid: ['port'] },
      },
      {
        message: 'The hostname cannot be resolved.',
        error_type: 'CONNECTION_INVALID_HOSTNAME_ERROR',
        level: 'error',
        extra: { invalid: ['host'] },
      },
    ]);
    expect(errors).toEqual({
      port: DATABASE_MESSAGES.requiredField,
      username: DATABASE_MESSAGES.requiredField,
      host: 'The hostname cannot be resolved.',
    });
  });
});

describe('bodies', () => {
  const values = {
    ...initialConnectValues(null),
    database_name: ' Warehouse ',
    parameters: { host: 'db', port: 5432, password: '' },
  };

  it('sends the engine and non-empty parameters in the dynamic form', () => {
    const body = databaseCreateSchema.parse(createBody(values, 'dynamic_form', 'postgresql'));
    expect(body).toMatchObject({
      database_name: 'Warehouse',
      engine: 'postgresql',
      parameters: { host: 'db', port: 5432 },
      configuration_method: 'dynamic_form',
      expose_in_sqllab: true,
      extra: '{}',
    });
    expect(body.sqlalchemy_uri).toBeUndefined();
  });

  it('sends only the URI in the URI form', () => {
    const body = createBody(
      { ...values, sqlalchemy_uri: ' postgresql://u@h/db ' },
      'sqlalchemy_form',
      'postgresql',
    );
    expect(body).toMatchObject({
      sqlalchemy_uri: 'postgresql://u@h/db',
      configuration_method: 'sqlalchemy_form',
    });
    expect(body).not.toHaveProperty('parameters');
  });

  it('names the saved database in a test so a masked password is reused', () => {
    const uri = `postgresql://u:${PASSWORD_MASK}@h/db`;
    const body = testConnectionBody({ ...values, sqlalchemy_uri: uri }, 'sqlalchemy_form', {
      engine: 'postgresql',
      savedName: 'Warehouse',
    });
    expect(body).toEqual({
      sqlalchemy_uri: uri,
      configuration_method: 'sqlalchemy_form',
      extra: '{}',
      database_name: 'Warehouse',
    });
  });
});

describe('cleanParameters', () => {
  it('drops empty values so they count as missing', () => {
    expect(cleanParameters({ host: '', port: null, username: 'u', ssl: false })).toEqual({
      username: 'u',
      ssl: false,
    });
  });
});

describe('connectionErrorText', () => {
  it('prefixes the cause with ERROR:', () => {
    expect(connectionErrorText({ status: 422, data: { message: 'The database "x" does not exist' } })).toBe(
      'ERROR: The database "x" does not exist',
    );
  });
});
