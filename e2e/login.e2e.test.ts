import { describe, expect, it } from 'vitest';
import { setupE2e } from './harness';
import { expectPath, expectVisible, mainNav, openSettings, submitLogin } from './ui';

const e2e = setupE2e();

describe('signing in and out', () => {
  it('admin signs in, sees the navigation and their name, and logging out returns to the login page', async () => {
    const { page, server } = e2e;
    await page.goto('/');
    await expectPath(page, '/login/');
    await expectVisible(page.getByText('Meridian', { exact: true }));

    await submitLogin(page, 'admin', server.adminPassword);
    await expectPath(page, '/superset/welcome/');
    for (const name of ['Dashboards', 'Charts', 'Datasets', 'SQL']) {
      await expectVisible(mainNav(page).getByRole('link', { name, exact: true }));
    }
    await expectVisible(page.getByRole('button', { name: 'Settings' }));
    expect(await page.getByTestId('user-menu').innerText()).toContain('Admin User');

    const settings = await openSettings(page);
    for (const name of ['Users', 'Roles', 'Databases']) {
      await expectVisible(settings.getByRole('menuitem', { name }));
    }
    await page.keyboard.press('Escape');

    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expectPath(page, '/login/');
    await expectVisible(page.getByRole('button', { name: 'Sign in' }));

    // The session is really gone: a deep link asks to sign in again and remembers where to go.
    await page.goto('/dashboard/list/');
    await expectPath(page, '/login/');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/dashboard/list/');
  });

  it('a wrong password shows "Invalid username or password" and stays on the login page', async () => {
    const { page } = e2e;
    await page.goto('/login/');
    await submitLogin(page, 'admin', 'not-the-password');
    await expectVisible(page.getByRole('alert').getByText('Invalid username or password'));
    expect(new URL(page.url()).pathname).toBe('/login/');
    await expectVisible(page.getByRole('button', { name: 'Sign in' }));
  });
});
