import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import widgetStyles from '../styles.css?inline';
import { defineMessages, loadTranslations, translationsOf } from '../../shared/i18n/catalogue';
import { addWidgetStyles, removeFixtures, renderFixture, sleep, waitFor } from '../../shared/testing/fixtures';
import { allByRole, byRole, queryByRole } from '../../shared/testing/roles';
import english from './messages/en.json';

// An Arabic page: page configuration is read once per page, so right-to-left gets a file of its own.
const config = document.createElement('script');
config.type = 'application/json';
config.id = 'stay-widgets-config';
config.textContent = JSON.stringify({ language: 'ar' });
document.head.append(config);
document.documentElement.dir = 'rtl';
await import('./element');
addWidgetStyles(widgetStyles);

afterEach(removeFixtures);

const translate = defineMessages({ en: english, translations: translationsOf('widgets/carousel') });
await loadTranslations('ar');

const slides = Array.from({ length: 3 }, (_, index) => `<article style="height: 100px">${index + 1}</article>`).join('');
/** The slides (groups described as "slide") and the slide picker's buttons, by role: the names are in Arabic here. */
const slideGroups = (root: ParentNode) =>
  allByRole(root, 'group', { hidden: true }).filter((group) => group.getAttribute('aria-roledescription') === 'slide');
const indicators = (root: ParentNode) =>
  allByRole<HTMLButtonElement>(byRole(root, 'group', { name: translate('ar', 'indicators') }), 'button');
const selected = (root: ParentNode) => indicators(root).findIndex((button) => button.getAttribute('aria-current') === 'true');
const slideLeft = (root: ParentNode, index: number) => slideGroups(root)[index]!.getBoundingClientRect().left;

const nextButton = (root: ParentNode) => byRole<HTMLButtonElement>(root, 'button', { name: translate('ar', 'next') });
const previousButton = (root: ParentNode) => byRole<HTMLButtonElement>(root, 'button', { name: translate('ar', 'previous') });

describe('stay-carousel right to left', () => {
  it('labels its controls and slides in Arabic, the page language', async () => {
    const root = await renderFixture(`<stay-carousel>${slides}</stay-carousel>`, 'button[aria-controls]');
    expect(translate('ar', 'next')).not.to.equal(translate('en', 'next'));
    expect(queryByRole(root, 'button', { name: translate('ar', 'next') })).to.not.equal(null);
    expect(slideGroups(root)[0]!.getAttribute('aria-label')).to.equal(translate('ar', 'slide', { number: 1, count: 3 }));
  });

  it('lays slides out from the right and moves the other way: next brings in the slide on the left', async () => {
    const root = await renderFixture(`<stay-carousel>${slides}</stay-carousel>`, 'button[aria-controls]');
    expect(slideLeft(root, 1)).to.be.lessThan(slideLeft(root, 0));
    const next = nextButton(root);
    const previous = previousButton(root);
    expect(next.getBoundingClientRect().left).to.be.lessThan(previous.getBoundingClientRect().left);
    // Where the slides show: the box that clips the slides' live region.
    const viewport = root.querySelector('[aria-live]')!.parentElement!.getBoundingClientRect();
    next.click();
    await waitFor(() => selected(root) === 1, 'second slide');
    await waitFor(() => Math.abs(slideLeft(root, 1) - viewport.left) < 1, 'second slide in view');
  });

  it('mirrors arrow keys: the left arrow shows the next slide', async () => {
    const root = await renderFixture(`<stay-carousel>${slides}</stay-carousel>`, 'button[aria-controls]');
    nextButton(root).focus();
    await sendKeys({ press: 'ArrowLeft' });
    await waitFor(() => selected(root) === 1, 'next slide with ArrowLeft');
    await sendKeys({ press: 'ArrowRight' });
    await waitFor(() => selected(root) === 0, 'previous slide with ArrowRight');
  });

  it('mirrors swipes: a swipe to the right shows the next slide', async () => {
    const root = await renderFixture(`<stay-carousel>${slides}</stay-carousel>`, 'button[aria-controls]');
    const slide = slideGroups(root)[0]!;
    const init = { bubbles: true, composed: true, pointerId: 4, pointerType: 'touch', isPrimary: true, clientY: 50 };
    slide.dispatchEvent(new PointerEvent('pointerdown', { ...init, clientX: 100 }));
    slide.dispatchEvent(new PointerEvent('pointerup', { ...init, clientX: 129 }));
    await sleep(100);
    expect(selected(root)).to.equal(0);
    slide.dispatchEvent(new PointerEvent('pointerdown', { ...init, clientX: 100 }));
    slide.dispatchEvent(new PointerEvent('pointerup', { ...init, clientX: 130 }));
    await waitFor(() => selected(root) === 1, 'next slide after a swipe to the right');
  });
});
