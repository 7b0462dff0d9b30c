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

  it('pages not built yet say so honestly', async () => {
    const { page, server } = e2e;
    await page.goto('/login/');
    await submitLogin(page, 'admin', server.adminPassword);
    await expectPath(page, '/superset/welcome/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'SQL' }).click();
    await expectPath(page, '/sqllab/');
    await expectVisible(page.getByRole('heading', { name: 'SQL Lab' }));
    await expectVisible(page.getByText('The SQL editor and saved queries arrive in a later release.'));
    expect(await page.title()).toBe('Meridian');
  });
});
