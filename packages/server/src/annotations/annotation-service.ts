import {
  ANNOTATION_MESSAGES,
  humanizeSince,
  normalizeNaiveDateTime,
  type Annotation,
  type AnnotationCreate,
  type AnnotationLayer,
  type AnnotationLayerCreate,
  type AnnotationLayerUpdate,
  type AnnotationUpdate,
  type ChartAnnotationLayer,
  NATIVE_ANNOTATION_COLUMNS,
  type NativeAnnotationData,
  type ListFilter,
  type ListQuery,
} from '@meridian/core';
import { AppError, fieldErrors } from '../errors';
import type { AnnotationLayerRow, AnnotationRow, AnnotationsRepo } from '../store/annotations-repo';

const person = (id: number | null, first: string | null, last: string | null) =>
  id === null ? null : { id, first_name: first ?? '', last_name: last ?? '' };

/** A stored naive time (`YYYY-MM-DDTHH:mm:ss`) as epoch milliseconds, read as UTC. */
function naiveToEpochMs(naive: string): number {
  return Date.parse(`${normalizeNaiveDateTime(naive)}Z`);
}

const notFound = () => new AppError('RESOURCE_NOT_FOUND', 'Not found');

/** The text search of a list call (Superset's `annotation_layer_all_text` / `annotation_all_text`), split off. */
function splitSearch(query: ListQuery, operator: string): { query: ListQuery; search?: string } {
  const isSearch = (f: ListFilter) => f.opr === operator;
  const search = query.filters.find(isSearch);
  return {
    query: { ...query, filters: query.filters.filter((f) => !isSearch(f)) },
    ...(search ? { search: String(search.value) } : {}),
  };
}

/** Annotation layers and their annotations: CRUD with Superset's rules and messages. */
export class AnnotationService {
  constructor(private readonly deps: { annotations: AnnotationsRepo; clock: () => Date }) {}

  private toLayer(row: AnnotationLayerRow): AnnotationLayer {
    return {
      id: row.id,
      name: row.name,
      descr: row.descr,
      created_on: row.created_on,
      changed_on: row.changed_on,
      changed_on_delta_humanized: humanizeSince(row.changed_on, this.deps.clock()),
      created_by: person(row.created_by_fk, row.creator_first_name, row.creator_last_name),
      changed_by: person(row.changed_by_fk, row.changer_first_name, row.changer_last_name),
    };
  }

  private toAnnotation(row: AnnotationRow): Annotation {
    return {
      id: row.id,
      short_descr: row.short_descr,
      long_descr: row.long_descr,
      start_dttm: row.start_dttm,
      end_dttm: row.end_dttm,
      json_metadata: row.json_metadata,
      layer: { id: row.layer_id, name: row.layer_name },
      changed_on_delta_humanized: humanizeSince(row.changed_on, this.deps.clock()),
    };
  }

  async listLayers(query: ListQuery): Promise<{ count: number; ids: number[]; result: AnnotationLayer[] }> {
    const split = splitSearch(query, 'annotation_layer_all_text');
    const { count, rows } = await this.deps.annotations.listLayers(split.query, split.search);
    return { count, ids: rows.map((r) => r.id), result: rows.map((r) => this.toLayer(r)) };
  }

  async getLayer(id: number): Promise<AnnotationLayer> {
    return this.toLayer(await this.layerRow(id));
  }

  async createLayer(userId: number, body: AnnotationLayerCreate): Promise<number> {
    if (await this.deps.annotations.layerIdByName(body.name))
      throw fieldErrors({ name: [ANNOTATION_MESSAGES.nameUnique] });
    const now = this.deps.clock().toISOString();
    return this.deps.annotations.createLayer({
      name: body.name,
      descr: body.descr ?? null,
      created_on: now,
      changed_on: now,
      created_by_fk: userId,
      changed_by_fk: userId,
    });
  }

  async updateLayer(userId: number, id: number, body: AnnotationLayerUpdate): Promise<void> {
    await this.layerRow(id);
    if (body.name !== undefined && (await this.deps.annotations.layerIdByName(body.name, id)))
      throw fieldErrors({ name: [ANNOTATION_MESSAGES.nameUnique] });
    await this.deps.annotations.updateLayer(id, {
      ...(body.name === undefined ? {} : { name: body.name }),
      ...(body.descr === undefined ? {} : { descr: body.descr }),
      changed_on: this.deps.clock().toISOString(),
      changed_by_fk: userId,
    });
  }

  /** Deletes layers; refused while one still holds annotations. */
  async deleteLayers(ids: readonly number[]): Promise<void> {
    for (const id of ids) await this.layerRow(id);
    if ((await this.deps.annotations.annotationCount(ids)) > 0)
      throw new AppError('UNPROCESSABLE', ANNOTATION_MESSAGES.hasAnnotations);
    await this.deps.annotations.deleteLayers(ids);
  }

  async listAnnotations(
    layerId: number,
    query: ListQuery,
  ): Promise<{ count: number; ids: number[]; result: Annotation[] }> {
    await this.layerRow(layerId);
    const split = splitSearch(query, 'annotation_all_text');
    const { count, rows } = await this.deps.annotations.listAnnotations(layerId, split.query, split.search);
    return { count, ids: rows.map((r) => r.id), result: rows.map((r) => this.toAnnotation(r)) };
  }

  async getAnnotation(layerId: number, id: number): Promise<Annotation> {
    const row = await this.deps.annotations.annotation(layerId, id);
    if (!row) throw notFound();
    return this.toAnnotation(row);
  }

  async createAnnotation(userId: number, layerId: number, body: AnnotationCreate): Promise<number> {
    if (!(await this.deps.annotations.layer(layerId)))
      throw new AppError('INVALID_PAYLOAD_SCHEMA_ERROR', ANNOTATION_MESSAGES.layerNotFound);
    const fields = this.checkedFields(body.start_dttm, body.end_dttm, body.json_metadata);
    if (await this.deps.annotations.annotationIdByShortDescr(layerId, body.short_descr))
      throw fieldErrors({ short_descr: [ANNOTATION_MESSAGES.shortDescrUnique] });
    const now = this.deps.clock().toISOString();
    return this.deps.annotations.createAnnotation({
      layer_id: layerId,
      short_descr: body.short_descr,
      long_descr: body.long_descr ?? null,
      ...fields,
      json_metadata: body.json_metadata ?? null,
      created_on: now,
      changed_on: now,
      created_by_fk: userId,
      changed_by_fk: userId,
    });
  }

  async updateAnnotation(userId: number, layerId: number, id: number, body: AnnotationUpdate): Promise<void> {
    const row = await this.deps.annotations.annotation(layerId, id);
    if (!row) throw notFound();
    const fields = this.checkedFields(
      body.start_dttm ?? row.start_dttm,
      body.end_dttm ?? row.end_dttm,
      body.json_metadata,
    );
    if (
      body.short_descr !== undefined &&
      (await this.deps.annotations.annotationIdByShortDescr(layerId, body.short_descr, id))
    )
      throw fieldErrors({ short_descr: [ANNOTATION_MESSAGES.shortDescrUnique] });
    await this.deps.annotations.updateAnnotation(id, {
      ...(body.short_descr === undefined ? {} : { short_descr: body.short_descr }),
      ...(body.long_descr === undefined ? {} : { long_descr: body.long_descr }),
      ...(body.json_metadata === undefined ? {} : { json_metadata: body.json_metadata }),
      ...fields,
      changed_on: this.deps.clock().toISOString(),
      changed_by_fk: userId,
    });
  }

  async deleteAnnotations(layerId: number, ids: readonly number[]): Promise<void> {
    for (const id of ids) await this.getAnnotation(layerId, id);
    await this.deps.annotations.deleteAnnotations(layerId, ids);
  }

  /**
   * The `annotation_data` of a query's NATIVE layers, keyed by the layer's name: every annotation of the layer
   * (no time filter, as Superset), times as epoch milliseconds (stored naive, read as UTC). Hidden layers and
   * other sources are left out; a layer that no longer exists is a 400 naming it.
   */
  async nativeAnnotationData(
    layers: readonly ChartAnnotationLayer[],
  ): Promise<Record<string, NativeAnnotationData>> {
    const data: Record<string, NativeAnnotationData> = {};
    for (const layer of layers) {
      if (!layer.show || layer.sourceType !== 'NATIVE') continue;
      const id = Number(layer.value);
      const found = Number.isInteger(id) ? await this.deps.annotations.layer(id) : undefined;
      if (!found)
        throw new AppError(
          'INVALID_PAYLOAD_SCHEMA_ERROR',
          `${ANNOTATION_MESSAGES.layerNotFound} (layer "${layer.name}", id ${String(layer.value)})`,
        );
      const rows = await this.deps.annotations.allOfLayer(id);
      data[layer.name] = {
        columns: [...NATIVE_ANNOTATION_COLUMNS],
        records: rows.map((row) => ({
          start_dttm: naiveToEpochMs(row.start_dttm),
          end_dttm: naiveToEpochMs(row.end_dttm),
          short_descr: row.short_descr,
          long_descr: row.long_descr,
          json_metadata: row.json_metadata,
        })),
      };
    }
    return data;
  }

  private async layerRow(id: number): Promise<AnnotationLayerRow> {
    const row = await this.deps.annotations.layer(id);
    if (!row) throw notFound();
    return row;
  }

  /** Normalised times (end not before start) and valid JSON metadata; 422 per field otherwise. */
  private checkedFields(
    start: string,
    end: string,
    jsonMetadata: string | null | undefined,
  ): { start_dttm: string; end_dttm: string } {
    const start_dttm = normalizeNaiveDateTime(start);
    const end_dttm = normalizeNaiveDateTime(end);
    if (end_dttm < start_dttm) throw fieldErrors({ start_dttm: [ANNOTATION_MESSAGES.endBeforeStart] });
    if (jsonMetadata) {
      try {
        JSON.parse(jsonMetadata);
      } catch {
        throw fieldErrors({ json_metadata: [ANNOTATION_MESSAGES.jsonInvalid] });
      }
    }
    return { start_dttm, end_dttm };
  }
}
