/**
 * The live example of each element on the catalogue page (`/en/catalogue/`), as an author would
 * write it in the CMS (`{{prefix}}` is the page's language prefix). Elements that exist once per
 * page (the header, the global dialog, the site notices) or need a page of their own (the listing
 * reads its search from the URL) are shown where they live instead: a second site header on the
 * catalogue would repeat the page's landmarks. A widget without an entry shows its README's markup
 * (catalogue-page.ts), as the selectors do.
 */
export type CatalogueExample = { markup: string } | { shownOn: { path: string; text: string } };

const banner = (image: string, title: string, text: string) => `<stay-banner>
  <img src="/demo-assets/banners/${image}.svg" alt="" width="800" height="1000" />
  <div>
    <h4><a href="{{prefix}}/offers/${image}/">${title}</a></h4>
    <p>${text}</p>
  </div>
</stay-banner>`;

export const catalogueExamples: Record<string, CatalogueExample> = {
  'stay-accordion': {
    markup: `<stay-accordion data-single-expansion data-heading-level="4">
  <details open>
    <summary>Can I cancel free of charge?</summary>
    <p>Most flexible rates can be cancelled without charge until 48 hours before arrival.</p>
  </details>
  <details>
    <summary>Are pets welcome?</summary>
    <p>Cats and small dogs are welcome in our garden apartments.</p>
  </details>
</stay-accordion>`,
  },
  'stay-banner': {
    markup: `<div class="site-catalogue-narrow">
${banner('offer-breakfast', 'Breakfast included', 'A daily breakfast for two on every night of your stay.')}
</div>`,
  },
  // The reviews and, named apart, the listing card's score: two regions of one name would repeat a landmark.
  'stay-guest-reviews': {
    markup: `<stay-guest-reviews data-product-ids="RP-SGORCH" data-heading-level="4"></stay-guest-reviews>
<stay-guest-reviews data-product-ids="RP-SGORCH" data-variant="score" data-label="Guest score"></stay-guest-reviews>`,
  },
  // One of the README's two examples: two lists of one name would be two landmarks of one name.
  'stay-participating-properties': {
    markup: `<stay-participating-properties data-offer="offers/long-stay" data-label="Where the long-stay offer applies">
  <h4>Where the offer applies</h4>
</stay-participating-properties>`,
  },
  'stay-news': { shownOn: { path: '/news/', text: 'The newsroom: the latest news and the list; the search on /news/search/' } },
  'stay-career-opportunities': {
    markup: `<stay-career-opportunities data-label="Catalogue careers" data-heading-level="4">
  <p>Join the teams of our residences.</p>
</stay-career-opportunities>`,
  },
  // The details read their offer from the page address: shown on its page.
  'stay-offer-details': { shownOn: { path: '/offers/details/?source=offers&offer=offers%2Fjapan-autumn', text: 'An offer details page' } },
  'stay-booking-search': { markup: '<stay-booking-search data-heading-level="4"></stay-booking-search>' },
  'stay-carousel': {
    markup: `<stay-carousel data-kind="multi-item" data-items-per-view="3" data-label="Catalogue offers">
${banner('offer-long-stay', 'Long-stay savings', 'Up to 30% off stays of 30 nights or more.')}
${banner('offer-family', 'Family apartments', 'Children under 12 stay free in two-bedroom apartments.')}
${banner('offer-weekend', 'Weekend escapes', 'Late check-out until 4 pm on Friday and Saturday nights.')}
${banner('offer-members', 'Member rates', 'Members save 10% and earn points on every night.')}
</stay-carousel>`,
  },
  'stay-cart': { shownOn: { path: '/booking/cart/', text: 'The cart page (its summary is beside the rates too)' } },
  'stay-checkout': { shownOn: { path: '/booking/checkout/?step=1', text: 'The checkout page: guest details, then summary and payment' } },
  'stay-dialog': { shownOn: { path: '/dialog/', text: 'The global dialog: opened by widgets and CMS scripts on the dialog showcase' } },
  'stay-footer': {
    markup: `<stay-footer>
  <a href="{{prefix}}/"><img src="/demo-assets/stay-logo.svg" alt="Stay home" width="120" height="40"></a>
  <ul aria-label="Catalogue reference links">
    <li><a href="{{prefix}}/faq/">Help centre</a></li>
  </ul>
  <p>© 2026 Stay Group. All rights reserved.</p>
</stay-footer>`,
  },
  'stay-footer-links': {
    markup: `<stay-footer-links data-label="Catalogue quick links">
  <details>
    <summary>Members</summary>
    <ul>
      <li data-mobile><a href="{{prefix}}/membership/">Rewards</a></li>
      <li><a href="{{prefix}}/sign-in/">Sign in</a></li>
    </ul>
  </details>
</stay-footer-links>`,
  },
  'stay-membership-banner': {
    markup: `<stay-membership-banner data-brand="stay">
  <h4>Become a Stay member</h4>
  <p>Join for free and enjoy member benefits from your first stay.</p>
  <a href="{{prefix}}/member/sign-up/">Join now</a>
</stay-membership-banner>`,
  },
  'stay-member-programmes': {
    shownOn: {
      path: '/member/programmes/',
      text: 'The member programmes page: lucky draw, point history, miles, tier match and the representative panel',
    },
  },
  'stay-navigation': { shownOn: { path: '/', text: 'The site header at the top of this page and of every page' } },
  'stay-password-reset': {
    shownOn: {
      path: '/forgot-password/',
      text: 'Forgot and reset password: on the forgot-password page (the e-mailed link opens /reset-password/)',
    },
  },
  'stay-price': { markup: '<p>A night in Singapore from <stay-price data-amount="245" data-currency="SGD">SGD 245</stay-price>.</p>' },
  'stay-property-listing': {
    shownOn: { path: '/booking/property-listing/?searchdest=Tokyo&type=city', text: 'The properties of a search in Tokyo' },
  },
  'stay-see-more-list': {
    markup: `<stay-see-more-list data-visible-items="2">
  <ul aria-label="Catalogue attractions">
    <li>Botanic Gardens, 10 minutes by bus</li>
    <li>Orchard Road, 5 minutes' walk</li>
    <li>Marina Bay, 15 minutes by MRT</li>
    <li>Chinatown, 12 minutes by MRT</li>
  </ul>
</stay-see-more-list>`,
  },
  'stay-sign-up': { shownOn: { path: '/sign-up/', text: 'The sign-up form, on the sign-up page' } },
  'stay-site-notices': {
    shownOn: { path: '/', text: 'Under the site header of every page, when the browser or its settings need a word' },
  },
  'stay-social-links': {
    markup: `<stay-social-links>
  <section>
    <h4>Download our app</h4>
    <ul>
      <li><a href="apps.apple.com/app/stay-demo"><img src="/demo-assets/badges/app-store.svg" alt="Download on the App Store" width="135" height="40"></a></li>
    </ul>
  </section>
</stay-social-links>`,
  },
  'stay-tabs': {
    markup: `<stay-tabs data-label="Catalogue apartment">
  <section><h4>Overview</h4><p>A 32 m² studio with a queen bed and a kitchenette.</p></section>
  <section><h4>Location</h4><p>Five minutes' walk from Orchard Road.</p></section>
</stay-tabs>`,
  },
  'stay-tile': {
    markup: `<div class="site-catalogue-narrow">
<stay-tile data-href="{{prefix}}/accordion/">
  <img src="/demo-assets/tiles/long-stay.svg" alt="" width="600" height="400">
  <h4>Long stays</h4>
  <p>Stay a month or more in a furnished apartment.</p>
  <p data-cta>Read the long-stay questions</p>
</stay-tile>
</div>`,
  },
};
