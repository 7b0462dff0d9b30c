import type { Kysely } from 'kysely';
import type { MetadataDb } from './schema';

/**
 * Runs multi-statement work in a transaction: a new one, or the caller's when the repository was built over a
 * transaction already (`Repos.transaction`), so repository writes compose into one atomic unit.
 */
export async function atomically<T>(
  db: Kysely<MetadataDb>,
  work: (trx: Kysely<MetadataDb>) => Promise<T>,
): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
