import { listQuerySchema } from '@meridian/core';
import type { ListQuery } from '@meridian/core';
import { Kysely, SqliteDialect } from 'kysely';
import Database from 'libsql';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { countMatches, inIdOrder, onePage, pageOfIds } from './list-query';
import type { ListOrder } from './list-query';

interface ItemDb {
  item: { id: number; name: string; changed_on: string };
}

/** Five items in SQLite memory; b and c share a name, c and d a change time. */
function itemDb(): Kysely<ItemDb> {
  const native = new Database(':memory:');
  native.exec(`CREATE TABLE item (id INTEGER PRIMARY KEY, name TEXT, changed_on TEXT);
    INSERT INTO item VALUES (1, 'a', '2024-01-01'), (2, 'b', '2024-01-03'), (3, 'b', '2024-01-02'),
      (4, 'c', '2024-01-02'), (5, 'd', '2024-01-05');`);
  return new Kysely<ItemDb>({ dialect: new SqliteDialect({ database: native }) });
}

const ORDER: ListOrder = {
  columns: { name: 'item.name', changed_on: 'item.changed_on' },
  fallback: 'item.changed_on',
  tieBreak: { column: 'item.id', direction: 'desc' },
};

const query = (raw: Partial<ListQuery>): ListQuery => listQuerySchema.parse(raw);

describe('list paging of the repositories', () => {
  it('counts every match and answers the asked page in the asked order, ties by the tie-break', async () => {
    const db = itemDb();
    const all = db.selectFrom('item');
    expect(await pageOfIds(all, 'item.id', query({ order_column: 'name', page_size: 2 }), ORDER)).toEqual({
      count: 5,
      ids: [1, 3],
    });
    expect(
      await pageOfIds(all, 'item.id', query({ order_column: 'name', page: 1, page_size: 2 }), ORDER),
    ).toEqual({ count: 5, ids: [2, 4] });
    expect(
      await pageOfIds(
        all,
        'item.id',
        query({ order_column: 'name', order_direction: 'desc', page_size: 3 }),
        ORDER,
      ),
    ).toEqual({ count: 5, ids: [5, 4, 3] });
  });

  it('orders by the fallback column when the query names none, in the fallback direction if set', async () => {
    const all = itemDb().selectFrom('item');
    expect((await pageOfIds(all, 'item.id', query({}), ORDER)).ids).toEqual([1, 4, 3, 2, 5]);
    const newestFirst = { ...ORDER, fallbackDirection: 'desc' as const };
    expect((await pageOfIds(all, 'item.id', query({}), newestFirst)).ids).toEqual([5, 2, 4, 3, 1]);
    // The fallback direction is only for the default order: a named column keeps the query's direction.
    expect((await pageOfIds(all, 'item.id', query({ order_column: 'name' }), newestFirst)).ids).toEqual([
      1, 3, 2, 4, 5,
    ]);
  });

  it('pages whole rows and counts a filtered list', async () => {
    const db = itemDb();
    const filtered = db.selectFrom('item').where('item.name', '=', 'b');
    expect(await countMatches(filtered)).toBe(2);
    const rows = await onePage(filtered.selectAll(), query({ order_column: 'changed_on' }), ORDER).execute();
    expect(rows.map((row) => [row.id, row.changed_on])).toEqual([
      [3, '2024-01-02'],
      [2, '2024-01-03'],
    ]);
  });

  it('refuses to order by a column the list does not allow', () => {
    const all = itemDb().selectFrom('item');
    expect(() => onePage(all.selectAll(), query({ order_column: 'id' }), ORDER)).toThrow(AppError);
  });

  it('puts rows fetched by id back in the page’s order, leaving out ids without a row', () => {
    const rows = [
      { id: 1, name: 'a' },
      { id: 2, name: 'b' },
      { id: 3, name: 'c' },
    ];
    expect(inIdOrder([3, 9, 1], rows)).toEqual([
      { id: 3, name: 'c' },
      { id: 1, name: 'a' },
    ]);
  });
});
