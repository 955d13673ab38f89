/**
 * For component tests of conditions that touch every widget (issue 12 §8: garbage in storage,
 * storage or cookies disabled): a page with the widgets that read storage or cookies, and a check
 * that each of them rendered. Not part of any bundle.
 */
import { expect } from 'chai';
import { addFixture, waitFor } from './fixtures';
import { queryByRole } from './roles';

/** Each widget and what it shows once it works (by role where it has one). */
const WIDGETS: { markup: string; rendered: (element: Element) => unknown }[] = [
  { markup: '<stay-booking-search></stay-booking-search>', rendered: (element) => queryByRole(element, 'button', { name: /search/i }) },
  {
    markup: '<stay-price data-amount="245" data-currency="SGD">SGD 245</stay-price>',
    rendered: (element) => element.querySelector('.stay-price'),
  },
  {
    markup: '<stay-membership-banner data-brand="stay"><h2>Become a member</h2><a href="/en/join/">Join now</a></stay-membership-banner>',
    rendered: (element) => element.querySelector('.stay-membership-banner'),
  },
  { markup: '<stay-currency-selector></stay-currency-selector>', rendered: (element) => queryByRole(element, 'combobox') },
  {
    markup: '<stay-carousel><article>One</article><article>Two</article></stay-carousel>',
    rendered: (element) => element.querySelector('[aria-roledescription="slide"]'),
  },
  {
    markup: '<stay-accordion><details><summary>Q</summary><p>A</p></details></stay-accordion>',
    rendered: (element) => queryByRole(element, 'button', { name: 'Q' }),
  },
  // Reads the login cookie and the stored member profile: with neither readable, the signed-out state.
  { markup: '<stay-member-dashboard></stay-member-dashboard>', rendered: (element) => queryByRole(element, 'button', { name: 'Log in' }) },
  // Reads the guest cart through the cart store: with none readable, an empty cart (no add-ons, not loading).
  { markup: '<stay-addons></stay-addons>', rendered: (element) => element.querySelector('section.stay-addons:not(:has([aria-busy]))') },
];

export async function importEveryWidget(): Promise<void> {
  await Promise.all([
    import('../widgets/booking-search/element'),
    import('../widgets/price/element'),
    import('../widgets/membership-banner/element'),
    import('../widgets/currency-selector/element'),
    import('../widgets/carousel/element'),
    import('../widgets/accordion/element'),
    import('../widgets/member-dashboard/element'),
    import('../widgets/addons/element'),
    import('../widgets/site-notices/element'),
  ]);
}

/** Renders every widget, waits until each shows its working state, and checks none failed. */
export async function expectEveryWidgetWorks(): Promise<HTMLElement> {
  const root = addFixture(`<stay-site-notices></stay-site-notices>${WIDGETS.map(({ markup }) => markup).join('')}`);
  for (const { markup, rendered } of WIDGETS) {
    const tag = markup.match(/^<([\w-]+)/)![1]!;
    await waitFor(() => rendered(root.querySelector(tag)!), `${tag} to render`, 8000);
  }
  expect(root.querySelectorAll('.stay-widget-error, [data-stay-fallback]').length, 'failed widgets').to.equal(0);
  expect(({} as Record<string, unknown>).polluted, 'Object.prototype').to.equal(undefined);
  return root;
}
