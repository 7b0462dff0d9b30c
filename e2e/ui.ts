/** Page helpers shared by the specs: they act and look the way a person does. */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

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

/**
 * Goes to a page through the Settings menu and waits for its path. On a loaded machine a click that lands while
 * the menu slides in can be lost (the menu stays open, nothing happens): the menu is opened and clicked again.
 */
export async function goFromSettings(page: Page, item: string, pathname: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const menu = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByRole('menu');
    const settings = (await menu.isVisible()) ? menu : await openSettings(page);
    await settings.getByRole('menuitem', { name: item }).click();
    const arrived = await page
      .waitForURL((url) => url.pathname === pathname, { timeout: 5_000 })
      .then(() => true)
      .catch(() => false);
    if (arrived) return;
    if (attempt === 3) return expectPath(page, pathname);
  }
}

const CHOOSE_ATTEMPTS = 3;
const CHOSEN_TIMEOUT_MS = 5_000;

/**
 * Picks the option titled `option` of the antd select `select`, opening it when needed. On a loaded machine a
 * dropdown can still move (flipping above its field) as the click lands, and the click is lost; that is tried again.
 */
export async function chooseOption(page: Page, select: Locator, option: string): Promise<void> {
  // Closed dropdowns stay in the DOM, hidden; only the open one's option is visible.
  const item = page.locator(`.ant-select-item-option[title="${option}"]`).filter({ visible: true }).first();
  for (let attempt = 1; attempt <= CHOOSE_ATTEMPTS; attempt += 1) {
    // The field says whether its dropdown is open (a closing one's options stay visible while it fades).
    if ((await select.getAttribute('aria-expanded')) !== 'true') await select.click();
    // No option to click: the click on the field was lost too, and the next attempt opens it again.
    const clicked = await item.elementHandle({ timeout: CHOSEN_TIMEOUT_MS }).catch(() => null);
    if (!clicked) continue;
    // Chosen: the option is marked selected, or its dropdown went away with it.
    const chosen = await item
      .click({ timeout: CHOSEN_TIMEOUT_MS })
      .then(() =>
        page.waitForFunction(
          (element) => !element.isConnected || element.classList.contains('ant-select-item-option-selected'),
          clicked,
          { timeout: CHOSEN_TIMEOUT_MS, polling: 100 },
        ),
      )
      .then(() => true)
      .catch(() => false);
    await clicked.dispose();
    if (chosen) return;
  }
  throw new Error(`The option "${option}" was not chosen after ${CHOOSE_ATTEMPTS} clicks`);
}

/** A dropdown menu that is open and not on its way out. */
export function openDropdowns(page: Page): Locator {
  return page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');
}

/** Opens a menu by its button once no other menu is open or closing: a click on a button whose menu is
 * still open would close it instead. */
export async function openMenuBy(page: Page, button: Locator, firstItem: string): Promise<void> {
  await page.keyboard.press('Escape');
  await expect.poll(() => openDropdowns(page).count()).toBe(0);
  await button.click();
  await expectVisible(page.getByRole('menuitem', { name: firstItem }).filter({ visible: true }));
}

/** Hovers the visible submenu title of an open menu and waits for its popup. */
export async function openSubmenu(page: Page, title: string): Promise<void> {
  await page
    .locator('.ant-dropdown-menu-submenu-title')
    .filter({ hasText: title, visible: true })
    .hover({ timeout: 5_000 });
  await expectVisible(page.locator('.ant-dropdown-menu-submenu-popup').filter({ visible: true }));
}

/**
 * Clicks an item of a menu, inside `submenu` when given. A hover submenu closes when the pointer leaves it, and
 * right after a save the menu itself was once seen to close again before the click (1 run in ~20 with three busy
 * loops beside it; the cause was not found), so on a loaded machine the whole path is retried from the button.
 */
export async function clickMenuItem(
  page: Page,
  openMenu: () => Promise<void>,
  item: string | RegExp,
  submenu?: string,
): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await openMenu();
      if (submenu) await openSubmenu(page, submenu);
      await page.getByRole('menuitem', { name: item }).filter({ visible: true }).click({ timeout: 5_000 });
      return;
    } catch (error) {
      if (attempt === 5) throw error;
    }
  }
}

/** Picks the option labelled `option` in the antd select labelled `label` inside `scope`. */
export async function chooseLabelled(
  page: Page,
  scope: Locator,
  label: string,
  option: string,
): Promise<void> {
  await chooseOption(page, scope.getByLabel(label, { exact: true }), option);
}

/**
 * Waits until what `locator` shows is still, so a screenshot kept for a person to look at shows the drawn chart,
 * not a frame of ECharts' entry animation (bars half grown, lines half drawn): every ECharts instance of the page
 * has finished animating (when the page registers them: `window.__meridianCharts`, see registerCharts), and two
 * screenshots 300 ms apart are the same (HTML charts, spinners). Gives up quietly after `timeout`: a chart that
 * keeps moving is still kept as it is.
 */
export async function waitUntilStill(locator: Locator, timeout = 20_000): Promise<void> {
  const deadline = Date.now() + timeout;
  await locator
    .page()
    .waitForFunction(
      () =>
        Object.values(window.__meridianCharts ?? {}).every(
          (chart) => chart.isDisposed() || chart.getZr().animation.isFinished(),
        ),
      undefined,
      { timeout, polling: 100 },
    )
    .catch(() => undefined);
  // A chart replaced while it is looked at (explore re-renders it after a second query) counts as a change.
  const shot = () => locator.screenshot({ animations: 'allow', timeout: 5_000 }).catch(() => null);
  let previous = await shot();
  while (Date.now() < deadline) {
    await locator.page().waitForTimeout(300);
    const current = await shot();
    if (current && previous && current.equals(previous)) return;
    previous = current;
  }
}

/** Makes every ECharts instance of the pages opened from now on known to waitUntilStill. */
export async function registerCharts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__meridianCharts = {};
  });
}
