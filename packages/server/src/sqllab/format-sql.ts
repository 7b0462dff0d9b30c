import { format, supportedDialects } from 'sql-formatter';
import { AppError } from '../errors';

/** Pretty-prints SQL in an engine's dialect (engine keys are sql-formatter's language names), standard SQL otherwise. */
export function formatSql(sql: string, engine: string | undefined): string {
  const language = engine !== undefined && supportedDialects.includes(engine) ? engine : 'sql';
  try {
    return format(sql, { language: language as 'sql', keywordCase: 'upper' });
  } catch (error) {
    throw new AppError('INVALID_PAYLOAD_SCHEMA_ERROR', {
      sql: [
        `The SQL could not be formatted: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
      ],
    });
  }
}
