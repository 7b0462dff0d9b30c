import crypto from 'node:crypto';
import type { Kysely } from 'kysely';

/** The row shape this migration reads: layers named by id only. */
interface LayerIds {
  annotation_layer: { id: number; uuid: string | null };
}

/**
 * Annotation layers get a uuid so an export can name them and an import match them (issue 20). Existing layers get
 * a fresh one each; the column stays nullable in DDL (SQLite cannot add a NOT NULL column without a default) but
 * every write fills it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('annotation_layer').addColumn('uuid', 'varchar(36)').execute();
  const typed = db as unknown as Kysely<LayerIds>;
  const layers = await typed.selectFrom('annotation_layer').select('id').execute();
  for (const { id } of layers)
    await typed
      .updateTable('annotation_layer')
      .set({ uuid: crypto.randomUUID() })
      .where('id', '=', id)
      .execute();
  await db.schema
    .createIndex('annotation_layer_uuid_uq')
    .on('annotation_layer')
    .column('uuid')
    .unique()
    .execute();
}
