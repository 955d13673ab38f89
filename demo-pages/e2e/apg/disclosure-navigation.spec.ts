import { expect, readOnlyTest as test } from '../test';
import { sharedPage } from './shared-page';

/*
 * W3C APG regression tests, disclosure navigation menu (w3c/aria-practices
 * test/tests/disclosure_navigation.js), ported to <stay-navigation> on /en/navigation/ (desktop:
 * the bar's top items with sub-menus are disclosure buttons).
 *
 * | APG test                                                | here                                         |
 * | ------------------------------------------------------- | -------------------------------------------- |
 * | "aria-controls" attribute on button                     | ported                                       |
 * | "aria-expanded" attribute on button                     | ported; one sub-menu open at a time (content spec §4: a click closes the others), so each is checked open in turn |
 * | "aria-current" attribute on links                       | ported: the page address is moved to each sub-menu link in turn (history, as the APG example only sets it by script); exactly that link has aria-current="page" |
 * | TAB should move focus between buttons                   | ported                                       |
 * | key ENTER expands dropdown                              | ported                                       |
 * | key SPACE expands dropdown                              | ported                                       |
 * | key ESCAPE closes dropdown                              | ported (focus in a sub-menu link, back to its button) |
 * | arrow keys move focus between disclosure buttons        | N/A: optional in the APG pattern ("optionally" in its keyboard table); our header keeps to Tab, like the site's original |
 * | down arrow moves focus from button to open menu         | N/A: optional, as above                      |
 * | home and end move focus to first and last buttons       | N/A: optional, as above                      |
 * | arrow keys move focus between open menu links           | N/A: optional, as above                      |
 * | home and end move focus to first and last open menu link| N/A: optional, as above                      |
 */

test.describe('APG disclosure navigation: <stay-navigation>', () => {
  const page = sharedPage('/en/navigation/');
  const menu = () => page().locator('stay-navigation#site-navigation nav.stay-navigation__menu');
  const buttons = () => menu().locator('button.stay-navigation__toggle');
  const panelOf = async (index: number) => page().locator(`[id="${await buttons().nth(index).getAttribute('aria-controls')}"]`);

  test.beforeAll(async () => {
    // The content service's menu (with its logo list) replaces the authored one.
    await expect(menu().locator('.stay-navigation__brand').first()).toBeAttached();
  });

  test('"aria-controls" attribute on button', async () => {
    expect(await buttons().count()).toBeGreaterThan(1);
    for (let index = 0; index < (await buttons().count()); index += 1) await expect(await panelOf(index)).toBeAttached();
  });

  test('"aria-expanded" attribute on button', async () => {
    const count = await buttons().count();
    for (let index = 0; index < count; index += 1) await expect(buttons().nth(index)).toHaveAttribute('aria-expanded', 'false');
    for (let index = count - 1; index >= 0; index -= 1) {
      await buttons().nth(index).click();
      await expect(buttons().nth(index)).toHaveAttribute('aria-expanded', 'true');
      await expect(await panelOf(index)).toBeVisible();
    }
    await buttons().nth(0).click();
    await expect(buttons().nth(0)).toHaveAttribute('aria-expanded', 'false');
  });

  test('"aria-current" attribute on links', async () => {
    await buttons().nth(0).click();
    const links = (await panelOf(0)).locator('a[href]');
    const hrefs = await links.evaluateAll((elements) => elements.map((link) => link.getAttribute('href')!));
    expect(hrefs.length).toBeGreaterThan(1);
    for (const [index, href] of hrefs.entries()) {
      await page().evaluate((url) => {
        history.pushState(null, '', url);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, href);
      await expect(links.nth(index)).toHaveAttribute('aria-current', 'page');
      await expect(menu().locator('a[aria-current="page"]')).toHaveCount(hrefs.filter((other) => other === href).length);
    }
    await page().evaluate(() => history.pushState(null, '', '/en/navigation/'));
    await buttons().nth(0).click();
  });

  test('TAB should move focus between buttons (sub-menus closed)', async () => {
    const count = await buttons().count();
    await buttons().nth(0).focus();
    for (let index = 1; index < count; index += 1) {
      // Top-level links may sit between the buttons: Tab until the next button.
      for (
        let step = 0;
        step < 5 &&
        !(await buttons()
          .nth(index)
          .evaluate((button) => button === document.activeElement));
        step += 1
      ) {
        await page().keyboard.press('Tab');
      }
      await expect(buttons().nth(index)).toBeFocused();
    }
  });

  for (const key of ['Enter', 'Space'] as const) {
    test(`key ${key.toUpperCase()} expands dropdown, and again closes it`, async () => {
      const count = await buttons().count();
      for (let index = count - 1; index >= 0; index -= 1) {
        await buttons().nth(index).focus();
        await page().keyboard.press(key);
        await expect(buttons().nth(index)).toHaveAttribute('aria-expanded', 'true');
        await expect(await panelOf(index)).toBeVisible();
        await page().keyboard.press(key);
        await expect(buttons().nth(index)).toHaveAttribute('aria-expanded', 'false');
        await expect(await panelOf(index)).toBeHidden();
      }
    });
  }

  test('key ESCAPE closes dropdown and returns focus to its button', async () => {
    await buttons().nth(0).focus();
    await page().keyboard.press('Enter');
    const firstLink = (await panelOf(0)).locator('a[href]').first();
    await firstLink.focus();
    await page().keyboard.press('Escape');
    await expect(buttons().nth(0)).toHaveAttribute('aria-expanded', 'false');
    await expect(await panelOf(0)).toBeHidden();
    await expect(buttons().nth(0)).toBeFocused();
  });
});
