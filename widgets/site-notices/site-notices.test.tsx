import { expect } from 'chai';
import { addFixture, nextFrame, removeFixtures, renderFixture, setPageConfig, waitFor, whenReady } from '../../testing/fixtures';
import { byRole, queryByRole } from '../../testing/roles';

// Each test file is a fresh page: pretend to be IE 11 before the widget first renders.
Object.defineProperty(navigator, 'userAgent', { value: 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko' });
setPageConfig({ language: 'en' }); // an English page (the test page's path names no language)
await import('./element');

afterEach(removeFixtures);

/** The notices are read out from the widget's status region (README). */
const statusText = (root: ParentNode) => queryByRole(root, 'status', { hidden: true })?.textContent ?? '';
const BROWSER = /Chrome or Firefox/;
const COOKIES = /Cookies and site storage are turned off/;

describe('stay-site-notices', () => {
  it('tells users of Internet Explorer to use Chrome or Firefox, until they dismiss it for the visit', async () => {
    const root = await renderFixture('<stay-site-notices></stay-site-notices>', (root) => BROWSER.test(statusText(root)));
    expect(statusText(root)).not.to.match(COOKIES);
    byRole(root, 'button', { name: 'Dismiss' }).click();
    await waitFor(() => !BROWSER.test(statusText(root)), 'notice dismissed');
    expect(JSON.parse(sessionStorage.getItem('stay:browser-notice-dismissed')!).value).to.equal(true);

    const again = addFixture('<stay-site-notices></stay-site-notices>');
    await whenReady(again.firstElementChild!);
    await nextFrame();
    expect(statusText(again)).not.to.match(BROWSER);
  });

  it('says that cookies are needed when the browser has them turned off', async () => {
    Object.defineProperty(navigator, 'cookieEnabled', { value: false, configurable: true });
    try {
      const root = await renderFixture('<stay-site-notices></stay-site-notices>', (root) => COOKIES.test(statusText(root)));
      expect(byRole(root, 'status').textContent).to.match(COOKIES);
    } finally {
      Object.defineProperty(navigator, 'cookieEnabled', { value: true, configurable: true });
    }
  });
});
