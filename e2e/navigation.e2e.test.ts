import { describe, expect, it } from 'vitest';
import { setupE2e } from './harness';
import { expectPath, expectVisible, submitLogin } from './ui';

const e2e = setupE2e();

describe('navigation', () => {
  it('an unknown route asks to sign in first, then shows "Page not found"', async () => {
    const { page, server } = e2e;
    await page.goto('/no/such/page/');
    await expectPath(page, '/login/');
    await submitLogin(page, 'admin', server.adminPassword);
    await expectPath(page, '/no/such/page/');
    await expectVisible(page.getByText('Page not found'));
  });

  it('signing in lands on the home page with its recents and lists', async () => {
    const { page, server } = e2e;
    await page.goto('/login/');
    await submitLogin(page, 'admin', server.adminPassword);
    await expectPath(page, '/superset/welcome/');
    await expectVisible(page.getByRole('heading', { name: /^Welcome, / }));
    await expectVisible(page.getByRole('region', { name: 'Recents' }));
    await expectVisible(page.getByRole('region', { name: 'Dashboards' }));
    expect(await page.title()).toBe('Meridian');
  });
});
