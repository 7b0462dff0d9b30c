import { describe, expect, it } from 'vitest';
import { apiLogin, createUser } from './api-client';
import { setupE2e } from './harness';
import { expectVisible, goFromSettings, openSettings, signIn } from './ui';

const e2e = setupE2e();

describe('users and roles administration', () => {
  it('a Gamma user sees no Users or Roles in Settings and gets no access to the users page', async () => {
    const { page, server } = e2e;
    const token = await apiLogin(server.baseUrl, 'admin', server.adminPassword);
    await createUser(server.baseUrl, token, {
      username: 'gina',
      first_name: 'Gina',
      last_name: 'Gamma',
      email: 'gina@example.com',
      password: 'gamma-Pa55word',
      active: true,
      roleNames: ['Gamma'],
    });

    await signIn(page, 'gina', 'gamma-Pa55word');
    expect(await page.getByTestId('user-menu').innerText()).toContain('Gina Gamma');
    const settings = await openSettings(page);
    await expectVisible(settings.getByRole('menuitem', { name: 'Databases' }));
    expect(await settings.getByRole('menuitem', { name: 'Users' }).count()).toBe(0);
    expect(await settings.getByRole('menuitem', { name: 'Roles' }).count()).toBe(0);

    await page.goto('/users/list/');
    await expectVisible(page.getByText("You don't have access to this page"));
    expect(await page.getByRole('table').count()).toBe(0);
  });

  it('an admin creates a user on the Users page and the user appears in the table', async () => {
    const { page, server } = e2e;
    await signIn(page, 'admin', server.adminPassword);
    await goFromSettings(page, 'Users', '/users/list/');
    await expectVisible(page.getByRole('cell', { name: 'admin', exact: true }));

    await page.getByRole('button', { name: 'Add user' }).click();
    const dialog = page.getByRole('dialog');
    await expectVisible(dialog.getByText('Add user'));
    await dialog.getByLabel('First name').fill('Ada');
    await dialog.getByLabel('Last name').fill('Lovelace');
    await dialog.getByLabel('Username').fill('ada');
    await dialog.getByLabel('Email').fill('ada@example.com');
    await dialog.getByLabel('Password').fill('analytical-engine');
    await dialog.getByLabel('Roles').click();
    await page
      .locator('.ant-select-item-option')
      .filter({ hasText: /^Alpha$/ })
      .click();
    await page.keyboard.press('Escape');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();

    await expectVisible(page.getByText('User ada created'));
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'ada', exact: true }) });
    await expectVisible(row);
    const text = await row.innerText();
    for (const part of ['Ada', 'Lovelace', 'ada@example.com', 'Alpha', 'Active', 'Never'])
      expect(text).toContain(part);
  });

  it('an admin creates a role, grants it a permission, renames it and deletes it', async () => {
    const { page, server } = e2e;
    await signIn(page, 'admin', server.adminPassword);
    await page.goto('/roles/list/');
    await expectVisible(page.getByRole('cell', { name: 'Gamma', exact: true }));

    await page.getByRole('button', { name: 'Add role' }).click();
    await page.getByRole('dialog').getByLabel('Name').fill('Analyst');
    await page.getByRole('dialog').getByRole('button', { name: 'Add', exact: true }).click();
    await expectVisible(page.getByText('Role Analyst created'));
    const row = () =>
      page.getByRole('row').filter({ has: page.getByRole('cell', { name: /^(Analyst|Analysts)$/ }) });
    await expectVisible(row());

    await row().getByRole('button', { name: 'Edit permissions' }).click();
    const dialog = page.getByRole('dialog');
    await expectVisible(dialog.getByText('Permissions of Analyst'));
    await dialog.getByPlaceholder('Search here').first().fill('can_read on Chart');
    await dialog.getByText('can_read on Chart', { exact: true }).click();
    await dialog.getByRole('button', { name: 'right' }).click();
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expectVisible(page.getByText('Permissions of Analyst saved'));
    expect((await row().getByRole('cell').allInnerTexts())[1]).toBe('1');

    await row().getByRole('button', { name: 'Rename' }).click();
    await page.getByRole('dialog').getByLabel('Name').fill('Analysts');
    await page.getByRole('dialog').getByRole('button', { name: 'Save', exact: true }).click();
    await expectVisible(page.getByText('Role renamed to Analysts'));
    await expectVisible(page.getByRole('cell', { name: 'Analysts', exact: true }));

    await row().getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('tooltip').getByRole('button', { name: 'Delete' }).click();
    await expectVisible(page.getByText('Role Analysts deleted'));
    await page.getByRole('cell', { name: 'Analysts', exact: true }).waitFor({ state: 'detached' });
  });
});
