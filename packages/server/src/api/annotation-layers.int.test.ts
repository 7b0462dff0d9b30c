import { ANNOTATION_MESSAGES, type Annotation, type AnnotationLayer } from '@meridian/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerFor, createTestApp, createUserWithRole, type TestApp } from '../testing/test-app';

describe('annotation layers API', () => {
  let test: TestApp;
  let admin: Record<string, string>;
  let gamma: Record<string, string>;

  beforeAll(async () => {
    test = await createTestApp();
    admin = await bearerFor(test.app, 'admin', test.adminPassword);
    await createUserWithRole(test, 'gamma_ann', 'Gamma');
    gamma = await bearerFor(test.app, 'gamma_ann', 'gamma_ann-password');
  });
  afterAll(async () => test?.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers = admin) =>
    test.app.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  it('creates a layer and its annotations, lists them, and refuses what Superset refuses', async () => {
    const layer = await call('POST', '/api/v1/annotation_layer/', { name: 'Deploys', descr: 'Releases' });
    expect(layer.statusCode, layer.body).toBe(201);
    const layerId = layer.json<{ id: number }>().id;
    const again = await call('POST', '/api/v1/annotation_layer/', { name: 'Deploys' });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ message: { name: [ANNOTATION_MESSAGES.nameUnique] } });

    const base = `/api/v1/annotation_layer/${layerId}/annotation/`;
    const created = await call('POST', base, {
      short_descr: 'v2.3 deploy',
      long_descr: 'hotfix',
      start_dttm: '2024-09-01 10:00',
      end_dttm: '2024-09-01T11:00:00',
      json_metadata: '{}',
    });
    expect(created.statusCode, created.body).toBe(201);
    const annotationId = created.json<{ id: number }>().id;
    const shown = await call('GET', `${base}${annotationId}`);
    expect(shown.json<{ result: Annotation }>().result).toMatchObject({
      short_descr: 'v2.3 deploy',
      start_dttm: '2024-09-01T10:00:00',
      end_dttm: '2024-09-01T11:00:00',
      layer: { id: layerId, name: 'Deploys' },
    });

    const bad: [Record<string, unknown>, number, unknown][] = [
      [
        { short_descr: 'x', start_dttm: '2024-09-02 10:00', end_dttm: '2024-09-01 10:00' },
        422,
        { start_dttm: [ANNOTATION_MESSAGES.endBeforeStart] },
      ],
      [
        { short_descr: 'v2.3 deploy', start_dttm: '2024-09-01 10:00', end_dttm: '2024-09-01 10:00' },
        422,
        { short_descr: [ANNOTATION_MESSAGES.shortDescrUnique] },
      ],
      [
        { short_descr: 'y', start_dttm: '2024-09-01', end_dttm: '2024-09-01', json_metadata: '{nope' },
        422,
        { json_metadata: [ANNOTATION_MESSAGES.jsonInvalid] },
      ],
    ];
    for (const [body, status, message] of bad) {
      const response = await call('POST', base, body);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json<{ message: unknown }>().message).toEqual(message);
    }
    const noLayer = await call('POST', '/api/v1/annotation_layer/99999/annotation/', {
      short_descr: 'z',
      start_dttm: '2024-09-01',
      end_dttm: '2024-09-01',
    });
    expect(noLayer.statusCode).toBe(400);
    expect(noLayer.json<{ message: string }>().message).toBe(ANNOTATION_MESSAGES.layerNotFound);

    const list = await call(
      'GET',
      `/api/v1/annotation_layer/?q=${encodeURIComponent('(filters:!((col:name,opr:annotation_layer_all_text,value:releas)))')}`,
    );
    expect(list.json<{ result: AnnotationLayer[] }>().result.map((l) => l.name)).toEqual(['Deploys']);
    expect((await call('GET', base)).json<{ count: number }>().count).toBe(1);

    const refused = await call('DELETE', `/api/v1/annotation_layer/${layerId}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ message: string }>().message).toBe(ANNOTATION_MESSAGES.hasAnnotations);
    expect((await call('DELETE', `${base}${annotationId}`)).json()).toEqual({ message: 'OK' });
    expect((await call('DELETE', `/api/v1/annotation_layer/${layerId}`)).json()).toEqual({ message: 'OK' });
  });

  it('lets Gamma read layers but not write them', async () => {
    expect((await call('GET', '/api/v1/annotation_layer/', undefined, gamma)).statusCode).toBe(200);
    expect((await call('POST', '/api/v1/annotation_layer/', { name: 'Nope' }, gamma)).statusCode).toBe(403);
  });
});
