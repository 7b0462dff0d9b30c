import { allPermissions, permissionKey } from '@meridian/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_TARGETS, createTestApp, type TestApp } from '../testing/test-app';
import { migrateToLatest } from './migrate';
import { createRepos, type Repos } from './repos';

describe.each(STORE_TARGETS)('metadata store on $name', (target) => {
  let test: TestApp;
  let repos: Repos;

  beforeAll(async () => {
    test = await createTestApp(target);
    repos = createRepos(test.store);
  });
  afterAll(async () => test?.close());

  it('applies no migration twice', async () => {
    expect(await migrateToLatest(test.store)).toEqual([]);
  });

  it('seeds every permission once, even when seeded again', async () => {
    await repos.roles.seed();
    const keys = (await repos.roles.listPermissions()).map((p) =>
      permissionKey(p.permission.name, p.view_menu.name),
    );
    expect(keys.sort()).toEqual(
      allPermissions()
        .map((p) => permissionKey(p.action, p.resource))
        .sort(),
    );
  });

  it('gives Admin every permission and keeps security administration from Alpha', async () => {
    const all = allPermissions().length;
    expect((await repos.roles.permissionKeysOfRoleName('Admin')).size).toBe(all);
    const alpha = await repos.roles.permissionKeysOfRoleName('Alpha');
    expect(alpha.has('can_write:Chart')).toBe(true);
    expect(alpha.has('can_read:User')).toBe(false);
    expect(alpha.has('can_write:Role')).toBe(false);
    expect(alpha.size).toBe(all - 4);
  });

  it('gives Gamma read and explore but no writes, and Public nothing', async () => {
    const gamma = await repos.roles.permissionKeysOfRoleName('Gamma');
    expect([...gamma].sort()).toEqual(
      [
        'can_read:Annotation',
        'can_read:Chart',
        'can_read:Dashboard',
        'can_read:Dataset',
        'can_csv:Superset',
        'can_explore:Superset',
        'can_share_chart:Superset',
        'can_share_dashboard:Superset',
        'can_slice:Superset',
      ].sort(),
    );
    expect((await repos.roles.permissionKeysOfRoleName('Public')).size).toBe(0);
  });

  it('keeps an admin edit of a built-in role when seeding again', async () => {
    const gammaId = (await repos.roles.idByName('Gamma')) as number;
    const before = (await repos.roles.get(gammaId))?.permission_ids ?? [];
    await repos.roles.setPermissions(gammaId, before.slice(1));
    await repos.roles.seed();
    expect((await repos.roles.get(gammaId))?.permission_ids).toEqual(before.slice(1));
    await repos.roles.setPermissions(gammaId, before);
  });

  it('creates, pages, filters, orders and updates users', async () => {
    const gammaId = (await repos.roles.idByName('Gamma')) as number;
    for (const name of ['carol', 'alice', 'bob']) {
      await repos.users.create({
        username: name,
        first_name: name,
        last_name: 'X',
        email: `${name}@x.io`,
        active: true,
        password_hash: 'h',
        role_ids: [gammaId],
      });
    }
    const page = await repos.users.list({
      order_column: 'username',
      order_direction: 'asc',
      page: 0,
      page_size: 2,
      filters: [],
    });
    expect(page.count).toBe(4);
    expect(page.users.map((u) => u.username)).toEqual(['admin', 'alice']);
    const filtered = await repos.users.list({
      order_direction: 'desc',
      order_column: 'username',
      page: 0,
      page_size: 25,
      filters: [{ col: 'username', opr: 'ct', value: 'O' }],
    });
    expect(filtered.users.map((u) => u.username)).toEqual(['carol', 'bob']);
    const bob = filtered.users[1];
    expect(bob?.roles).toEqual([{ id: gammaId, name: 'Gamma' }]);
    await repos.users.update(bob?.id as number, { active: false, role_ids: [] });
    const updated = await repos.users.get(bob?.id as number);
    expect(updated?.active).toBe(false);
    expect(updated?.roles).toEqual([]);
  });

  it('rolls a user back whole when one of its roles cannot be linked', async () => {
    const before = await repos.users.count();
    await expect(
      repos.users.create({
        username: 'ghost',
        first_name: 'G',
        last_name: 'H',
        email: 'ghost@x.io',
        active: true,
        password_hash: 'h',
        role_ids: [999_999],
      }),
    ).rejects.toThrow();
    expect(await repos.users.count()).toBe(before);
    expect(await repos.users.findByUsername('ghost')).toBeUndefined();
  });

  it('refuses a second user with the same username', async () => {
    await expect(
      repos.users.create({
        username: 'alice',
        first_name: 'A',
        last_name: 'B',
        email: 'other@x.io',
        active: true,
        password_hash: 'h',
        role_ids: [],
      }),
    ).rejects.toThrow();
  });

  it('finds live sessions and forgets expired ones', async () => {
    const admin = await repos.users.findByUsername('admin');
    const now = new Date();
    await repos.sessions.create('live', {
      userId: admin?.id as number,
      csrfToken: 't',
      expiresOn: new Date(now.getTime() + 60_000).toISOString(),
    });
    await repos.sessions.create('dead', {
      userId: admin?.id as number,
      csrfToken: 't',
      expiresOn: new Date(now.getTime() - 1).toISOString(),
    });
    expect((await repos.sessions.find('live', now))?.userId).toBe(admin?.id);
    expect(await repos.sessions.find('dead', now)).toBeUndefined();
    expect(await repos.sessions.purgeExpired(now)).toBe(1);
  });

  it('ends a user’s sessions when the user is deactivated', async () => {
    const carol = await repos.users.findByUsername('carol');
    await repos.sessions.create('carol-session', {
      userId: carol?.id as number,
      csrfToken: 't',
      expiresOn: new Date(Date.now() + 60_000).toISOString(),
    });
    await repos.users.update(carol?.id as number, { active: false });
    expect(await repos.sessions.find('carol-session', new Date())).toBeUndefined();
  });

  it('stores key-value entries', async () => {
    await test.store.db
      .insertInto('key_value')
      .values({
        resource: 'permalink',
        uuid: 'u-1',
        value: '{"a":1}',
        created_on: new Date().toISOString(),
        created_by_fk: null,
        expires_on: null,
      })
      .execute();
    const row = await test.store.db
      .selectFrom('key_value')
      .selectAll()
      .where('uuid', '=', 'u-1')
      .executeTakeFirst();
    expect(JSON.parse(row?.value ?? 'null')).toEqual({ a: 1 });
  });

  it('rolls back every repository write of a transaction when one of them fails', async () => {
    const users = await repos.users.count();
    await expect(
      repos.transaction(async (tx) => {
        await tx.roles.create('Short-lived');
        await tx.users.create({
          username: 'tx-ghost',
          first_name: 'T',
          last_name: 'G',
          email: 'tx-ghost@x.io',
          active: true,
          password_hash: 'h',
          role_ids: [999_999],
        });
      }),
    ).rejects.toThrow();
    expect(await repos.roles.idByName('Short-lived')).toBeUndefined();
    expect(await repos.users.count()).toBe(users);
  });

  it('keeps key-value entries by resource and key, and drops only the expired ones of a resource', async () => {
    const now = new Date();
    const entry = { value: '{"b":2}', userId: null, createdOn: now.toISOString() };
    await repos.keyValue.insert({
      ...entry,
      resource: 'stash',
      key: 'old',
      expiresOn: new Date(0).toISOString(),
    });
    await repos.keyValue.insert({ ...entry, resource: 'stash', key: 'new', expiresOn: null });
    await repos.keyValue.insert({
      ...entry,
      resource: 'other',
      key: 'other-old',
      expiresOn: new Date(0).toISOString(),
    });
    expect(JSON.parse((await repos.keyValue.get('stash', 'new'))?.value ?? 'null')).toEqual({ b: 2 });
    await repos.keyValue.deleteExpired('stash', now.toISOString());
    expect(await repos.keyValue.get('stash', 'old')).toBeUndefined();
    expect(await repos.keyValue.get('stash', 'new')).toBeDefined();
    expect(await repos.keyValue.get('other', 'other-old')).toBeDefined();
    expect(await repos.keyValue.get('other', 'new')).toBeUndefined();
  });
});
