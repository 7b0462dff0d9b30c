/** Page helpers shared by the specs: they act and look the way a person does. */
import type { Locator, Page } from 'playwright-core';

const VISIBLE_TIMEOUT_MS = 15_000;

/** Waits until the locator is visible; fails with what was expected. */
export async function expectVisible(locator: Locator, timeout = VISIBLE_TIMEOUT_MS): Promise<void> {
  await locator.first().waitFor({ state: 'visible', timeout });
}

/** Waits until the page's path is the given one. */
export async function expectPath(page: Page, pathname: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname, { timeout: VISIBLE_TIMEOUT_MS });
}

/** Fills the login form and presses "Sign in" (the page must be the login page). */
export async function submitLogin(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Opens /login/ and signs in; resolves when the app shell shows. */
export async function signIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/login/');
  await submitLogin(page, username, password);
  await expectVisible(page.getByTestId('user-menu'));
}

/** The main navigation bar. */
export function mainNav(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main' });
}

/** Opens the Settings dropdown and answers its menu. */
export async function openSettings(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Settings' }).click();
  const menu = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByRole('menu');
  await expectVisible(menu);
  return menu;
}
