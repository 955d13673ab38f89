import { expect } from 'chai';
import { addFixture, nextFrame, removeFixtures, renderFixture, setPageConfig, waitFor, whenReady } from '../../shared/testing/fixtures';

// Each test file is a fresh page: pretend to be IE 11 before the widget first renders.
Object.defineProperty(navigator, 'userAgent', { value: 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko' });
setPageConfig({ language: 'en' }); // an English page (the test page's path names no language)
await import('./element');

afterEach(removeFixtures);

describe('stay-site-notices', () => {
  it('tells users of Internet Explorer to use Chrome or Firefox, until they dismiss it for the visit', async () => {
    const root = await renderFixture('<stay-site-notices></stay-site-notices>', '.stay-site-notices__notice--browser');
    expect(root.querySelector('[role="status"]')!.textContent).to.contain('Chrome or Firefox');
    expect(root.querySelector('.stay-site-notices__notice--cookies')).to.equal(null);
    root.querySelector<HTMLButtonElement>('.stay-site-notices__dismiss')!.click();
    await waitFor(() => !root.querySelector('.stay-site-notices__notice--browser'), 'notice dismissed');
    expect(JSON.parse(sessionStorage.getItem('stay:browser-notice-dismissed')!).value).to.equal(true);

    const again = addFixture('<stay-site-notices></stay-site-notices>');
    await whenReady(again.firstElementChild!);
    await nextFrame();
    expect(again.querySelector('.stay-site-notices__notice--browser')).to.equal(null);
  });

  it('says that cookies are needed when the browser has them turned off', async () => {
    Object.defineProperty(navigator, 'cookieEnabled', { value: false, configurable: true });
    try {
      const root = await renderFixture('<stay-site-notices></stay-site-notices>', '.stay-site-notices__notice--cookies');
      expect(root.textContent).to.contain('Cookies and site storage are turned off');
    } finally {
      Object.defineProperty(navigator, 'cookieEnabled', { value: true, configurable: true });
    }
  });
});
