import crypto from 'node:crypto';
import type { ListQuery } from '@meridian/core';
import { sql, type Insertable, type Kysely, type Selectable, type SqlBool, type Updateable } from 'kysely';
import { atomically } from './atomic';
import { listFilterCondition, onePage, type ListColumns } from './list-query';
import type { AnnotationLayerTable, AnnotationTable, MetadataDb } from './schema';

/** A layer with the names of who made and changed it. */
export type AnnotationLayerRow = Selectable<AnnotationLayerTable> & {
  creator_first_name: string | null;
  creator_last_name: string | null;
  changer_first_name: string | null;
  changer_last_name: string | null;
};
/** A layer as stored, without names of people (exports). */
export type AnnotationLayerExportRow = Selectable<AnnotationLayerTable>;
/** An annotation with its layer's name. */
export type AnnotationRow = Selectable<AnnotationTable> & { layer_name: string };
/** Fields of a new layer. */
export type NewAnnotationLayer = Insertable<AnnotationLayerTable>;
/** Changes to a layer. */
export type AnnotationLayerChanges = Updateable<AnnotationLayerTable>;
/** Fields of a new annotation. */
export type NewAnnotation = Insertable<AnnotationTable>;
/** Changes to an annotation. */
export type AnnotationChanges = Updateable<AnnotationTable>;

const LAYER_COLUMNS: ListColumns = {
  id: 'annotation_layer.id',
  name: 'annotation_layer.name',
  descr: 'annotation_layer.descr',
  changed_on: 'annotation_layer.changed_on',
  changed_on_delta_humanized: 'annotation_layer.changed_on',
  created_on: 'annotation_layer.created_on',
};
const ANNOTATION_COLUMNS: ListColumns = {
  id: 'annotation.id',
  short_descr: 'annotation.short_descr',
  long_descr: 'annotation.long_descr',
  start_dttm: 'annotation.start_dttm',
  end_dttm: 'annotation.end_dttm',
  changed_on_delta_humanized: 'annotation.changed_on',
};

/** Annotation layers and their annotations. */
export class AnnotationsRepo {
  constructor(private readonly db: Kysely<MetadataDb>) {}

  private layers() {
    return this.db
      .selectFrom('annotation_layer')
      .leftJoin('users as creator', 'creator.id', 'annotation_layer.created_by_fk')
      .leftJoin('users as changer', 'changer.id', 'annotation_layer.changed_by_fk')
      .selectAll('annotation_layer')
      .select([
        'creator.first_name as creator_first_name',
        'creator.last_name as creator_last_name',
        'changer.first_name as changer_first_name',
        'changer.last_name as changer_last_name',
      ]);
  }

  /** One page of layers; `search` matches name or description. */
  async listLayers(
    query: ListQuery,
    search?: string,
  ): Promise<{ count: number; rows: AnnotationLayerRow[] }> {
    const filtered = this.layers().where((eb) =>
      eb.and([
        listFilterCondition(eb, query.filters, LAYER_COLUMNS),
        ...(search ? [textMatch(['annotation_layer.name', 'annotation_layer.descr'], search)] : []),
      ]),
    );
    const total = await this.db
      .selectFrom(filtered.as('f'))
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow();
    const rows = await onePage(filtered, query, {
      columns: LAYER_COLUMNS,
      fallback: 'annotation_layer.changed_on',
      tieBreak: { column: 'annotation_layer.id', direction: 'desc' },
    }).execute();
    return { count: Number(total.n), rows };
  }

  /** A layer by id. */
  async layer(id: number): Promise<AnnotationLayerRow | undefined> {
    return this.layers().where('annotation_layer.id', '=', id).executeTakeFirst();
  }

  /** The id of the layer with a name (other than `exceptId`). */
  async layerIdByName(name: string, exceptId?: number): Promise<number | undefined> {
    let query = this.db.selectFrom('annotation_layer').select('id').where('name', '=', name);
    if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
    return (await query.executeTakeFirst())?.id;
  }

  /** The id of the layer with a uuid (an import matches layers by it). */
  async layerIdByUuid(uuid: string): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('annotation_layer')
      .select('id')
      .where('uuid', '=', uuid)
      .executeTakeFirst();
    return row?.id;
  }

  /** Layers by id, for an export. */
  async layersByIds(ids: readonly number[]): Promise<AnnotationLayerExportRow[]> {
    if (ids.length === 0) return [];
    return this.db
      .selectFrom('annotation_layer')
      .selectAll()
      .where('id', 'in', [...ids])
      .orderBy('id')
      .execute();
  }

  /** Creates a layer; one without a uuid gets a fresh one (every layer can be exported). */
  async createLayer(row: NewAnnotationLayer): Promise<number> {
    const { id } = await this.db
      .insertInto('annotation_layer')
      .values({ ...row, uuid: row.uuid ?? crypto.randomUUID() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  async updateLayer(id: number, changes: AnnotationLayerChanges): Promise<void> {
    await this.db.updateTable('annotation_layer').set(changes).where('id', '=', id).execute();
  }

  /** Deletes layers. */
  async deleteLayers(ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .deleteFrom('annotation_layer')
      .where('id', 'in', [...ids])
      .execute();
  }

  /** How many annotations the layers hold. */
  async annotationCount(layerIds: readonly number[]): Promise<number> {
    if (layerIds.length === 0) return 0;
    const row = await this.db
      .selectFrom('annotation')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('layer_id', 'in', [...layerIds])
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  private annotations() {
    return this.db
      .selectFrom('annotation')
      .innerJoin('annotation_layer', 'annotation_layer.id', 'annotation.layer_id')
      .selectAll('annotation')
      .select('annotation_layer.name as layer_name');
  }

  /** One page of a layer's annotations. */
  async listAnnotations(
    layerId: number,
    query: ListQuery,
    search?: string,
  ): Promise<{ count: number; rows: AnnotationRow[] }> {
    const filtered = this.annotations()
      .where('annotation.layer_id', '=', layerId)
      .where((eb) =>
        eb.and([
          listFilterCondition(eb, query.filters, ANNOTATION_COLUMNS),
          ...(search ? [textMatch(['annotation.short_descr', 'annotation.long_descr'], search)] : []),
        ]),
      );
    const total = await this.db
      .selectFrom(filtered.as('f'))
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow();
    const rows = await onePage(filtered, query, {
      columns: ANNOTATION_COLUMNS,
      fallback: 'annotation.start_dttm',
      tieBreak: { column: 'annotation.id', direction: 'asc' },
    }).execute();
    return { count: Number(total.n), rows };
  }

  /** Every annotation of a layer, by start (charts draw them all, as Superset does). */
  async allOfLayer(layerId: number): Promise<AnnotationRow[]> {
    return this.annotations()
      .where('annotation.layer_id', '=', layerId)
      .orderBy('annotation.start_dttm')
      .execute();
  }

  /** An annotation of a layer. */
  async annotation(layerId: number, id: number): Promise<AnnotationRow | undefined> {
    return this.annotations()
      .where('annotation.layer_id', '=', layerId)
      .where('annotation.id', '=', id)
      .executeTakeFirst();
  }

  /** The id of the annotation of a layer with a short description (other than `exceptId`). */
  async annotationIdByShortDescr(
    layerId: number,
    shortDescr: string,
    exceptId?: number,
  ): Promise<number | undefined> {
    let query = this.db
      .selectFrom('annotation')
      .select('id')
      .where('layer_id', '=', layerId)
      .where('short_descr', '=', shortDescr);
    if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
    return (await query.executeTakeFirst())?.id;
  }

  async createAnnotation(row: NewAnnotation): Promise<number> {
    const { id } = await this.db
      .insertInto('annotation')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  async updateAnnotation(id: number, changes: AnnotationChanges): Promise<void> {
    await this.db.updateTable('annotation').set(changes).where('id', '=', id).execute();
  }

  /** Replaces every annotation of a layer (an import overwriting it). */
  async replaceAnnotations(layerId: number, rows: readonly Omit<NewAnnotation, 'layer_id'>[]): Promise<void> {
    await atomically(this.db, async (trx) => {
      await trx.deleteFrom('annotation').where('layer_id', '=', layerId).execute();
      for (const row of rows)
        await trx
          .insertInto('annotation')
          .values({ ...row, layer_id: layerId })
          .execute();
    });
  }

  /** Deletes annotations of a layer. */
  async deleteAnnotations(layerId: number, ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    await atomically(this.db, async (trx) => {
      await trx
        .deleteFrom('annotation')
        .where('layer_id', '=', layerId)
        .where('id', 'in', [...ids])
        .execute();
    });
  }
}

function textMatch(columns: readonly string[], search: string) {
  const pattern = `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<SqlBool>`(${sql.join(
    columns.map((column) => sql`LOWER(COALESCE(${sql.ref(column)}, '')) LIKE ${pattern} ESCAPE '\\'`),
    sql` OR `,
  )})`;
}
