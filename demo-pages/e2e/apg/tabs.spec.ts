import { expect, readOnlyTest as test } from '../test';
import { sharedPage } from './shared-page';

/*
 * W3C APG regression tests, tabs with automatic activation (w3c/aria-practices
 * test/tests/tabs_tabs-automatic.js; tabs_tabs-manual.js is the manual-activation variant, N/A:
 * <stay-tabs> activates automatically), ported to <stay-tabs> on /en/tabs/ (#apartment-tabs:
 * Overview, Rates & fees, Questions, Location).
 *
 * | APG test                                                     | here                                      |
 * | ------------------------------------------------------------ | ----------------------------------------- |
 * | role="tablist" on div element                                | ported                                    |
 * | "ariaLabelledby" attribute on role="tablist"                 | ported: named by the heading before the tabs (or data-label) |
 * | role="tab" on button elements                                | ported                                    |
 * | "aria-selected" set on role="tab"                            | ported                                    |
 * | "tabindex" on role="tab"                                     | ported (roving tabindex)                  |
 * | "aria-control" attribute on role="tab"                       | ported                                    |
 * | role="tabpanel" on div element                               | ported                                    |
 * | "aria-labelledby" attribute on role="tabpanel" elements      | ported                                    |
 * | tabindex="0" on tabpanel elements                            | adapted: APG puts it on every panel; we put it on the shown panel when its first content is not focusable (the APG rule the example simplifies); panels starting with a focusable element have none |
 * | TAB key moves focus to open tab and first link in the tabpanel | ported                                  |
 * | ARROW_RIGHT key moves focus and activates tab                | ported (wraps)                            |
 * | ARROW_LEFT key moves focus and activates tab                 | ported (wraps)                            |
 * | HOME key moves focus and selects tab                         | ported                                    |
 * | END key moves focus and selects tab                          | ported                                    |
 * | (manual) DELETE key removes a deletable tab                  | N/A: tabs are authored content, not deletable |
 */

const TABS = '#apartment-tabs';

test.describe('APG tabs (automatic activation): <stay-tabs>', () => {
  const page = sharedPage('/en/tabs/');
  const tablist = () => page().locator(`${TABS} [role="tablist"]`);
  const tabs = () => page().locator(`${TABS} [role="tab"]`);
  const panels = () => page().locator(`${TABS} [role="tabpanel"]`);

  async function expectSelected(index: number): Promise<void> {
    const count = await tabs().count();
    for (let position = 0; position < count; position += 1) {
      const tab = tabs().nth(position);
      await expect(tab).toHaveAttribute('aria-selected', String(position === index));
      await expect(tab).toHaveAttribute('tabindex', position === index ? '0' : '-1');
      await expect(page().locator(`[id="${await tab.getAttribute('aria-controls')}"]`)).toBeVisible({ visible: position === index });
    }
    await expect(tabs().nth(index)).toBeFocused();
  }

  test('role="tablist" on div element, named by the heading before it', async () => {
    await expect(tablist()).toHaveCount(1);
    expect(await tablist().evaluate((element) => element.localName)).toBe('div');
    const labelledBy = await tablist().getAttribute('aria-labelledby');
    await expect(page().locator(`[id="${labelledBy}"]`)).toHaveText('Studio Deluxe (tabs with "see more")');
    await expect(page().getByRole('tablist', { name: 'Studio Deluxe (tabs with "see more")' })).toHaveCount(1);
  });

  test('role="tab" on button elements with aria-selected, roving tabindex and aria-controls', async () => {
    await expect(tabs()).toHaveCount(4);
    expect(await tabs().evaluateAll((elements) => elements.map((tab) => tab.localName))).toEqual(['button', 'button', 'button', 'button']);
    expect(await tabs().evaluateAll((elements) => elements.map((tab) => tab.getAttribute('aria-selected')))).toEqual([
      'true',
      'false',
      'false',
      'false',
    ]);
    expect(await tabs().evaluateAll((elements) => elements.map((tab) => tab.getAttribute('tabindex')))).toEqual(['0', '-1', '-1', '-1']);
    for (const tab of await tabs().all()) {
      const controlled = page().locator(`[id="${await tab.getAttribute('aria-controls')}"]`);
      await expect(controlled).toHaveAttribute('role', 'tabpanel');
    }
  });

  test('role="tabpanel" on div elements, labelled by their tab', async () => {
    await expect(panels()).toHaveCount(4);
    const ids = await tabs().evaluateAll((elements) => elements.map((tab) => tab.id));
    expect(await panels().evaluateAll((elements) => elements.map((panel) => panel.localName))).toEqual(['div', 'div', 'div', 'div']);
    expect(await panels().evaluateAll((elements) => elements.map((panel) => panel.getAttribute('aria-labelledby')))).toEqual(ids);
  });

  test('tabindex="0" on the shown tabpanel when its first content is not focusable', async () => {
    await expect(panels().nth(0)).toHaveAttribute('tabindex', '0');
  });

  test('TAB key moves focus to open tab and then into the tabpanel', async () => {
    await page().locator('#apartment-title').click();
    await tabs().nth(0).focus();
    await page().keyboard.press('Tab');
    await expect(panels().nth(0)).toBeFocused();
  });

  test('ARROW_RIGHT key moves focus and activates tab, wrapping', async () => {
    await tabs().nth(0).focus();
    for (const index of [1, 2, 3, 0]) {
      await page().keyboard.press('ArrowRight');
      await expectSelected(index);
    }
  });

  test('ARROW_LEFT key moves focus and activates tab, wrapping', async () => {
    await tabs().nth(0).focus();
    for (const index of [3, 2, 1, 0]) {
      await page().keyboard.press('ArrowLeft');
      await expectSelected(index);
    }
  });

  test('HOME key moves focus and selects tab', async () => {
    await tabs().nth(2).focus();
    await page().keyboard.press('ArrowRight');
    await page().keyboard.press('Home');
    await expectSelected(0);
  });

  test('END key moves focus and selects tab', async () => {
    await tabs().nth(0).focus();
    await page().keyboard.press('End');
    await expectSelected(3);
  });

  test('TAB from the selected tab reaches the first link of a panel that starts with it, else the panel', async () => {
    // Location starts with text: the panel is the stop; Questions starts with accordion buttons.
    await tabs().nth(3).focus();
    await page().keyboard.press('Tab');
    await expect(panels().nth(3)).toBeFocused();
    await tabs().nth(3).focus();
    await page().keyboard.press('ArrowLeft');
    await expectSelected(2);
    await page().keyboard.press('Tab');
    await expect(panels().nth(2).locator('.stay-accordion__button').first()).toBeFocused();
  });
});
