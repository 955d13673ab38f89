import { expect } from 'chai';
import { captureWarnings, removeFixtures, setPageConfig } from '../../testing/fixtures';
import { expectEveryWidgetWorks, importEveryWidget } from '../../testing/every-widget-page';

/**
 * Issue 12 §8: with storage and cookies disabled (their getters throw, as with cookies blocked),
 * every widget works, with console warnings, and the site notice says cookies are off.
 */
const insecure = (): never => {
  throw new DOMException('The operation is insecure.', 'SecurityError');
};
setPageConfig({ language: 'en' });
Object.defineProperty(window, 'localStorage', { configurable: true, get: insecure });
Object.defineProperty(window, 'sessionStorage', { configurable: true, get: insecure });
Object.defineProperty(document, 'cookie', { configurable: true, get: insecure, set: insecure });
const warnings = captureWarnings();
await importEveryWidget();

after(() => {
  warnings.restore();
  removeFixtures();
});

describe('every widget with storage and cookies disabled', () => {
  it('works, warns, and the site notice says cookies are off', async () => {
    const root = await expectEveryWidgetWorks();
    expect(root.querySelector('.stay-site-notices__notice--cookies')).to.not.equal(null);
    expect(warnings.messages.some((message) => message.includes('storage is unavailable'))).to.equal(true);
    expect(warnings.messages.some((message) => message.includes('cookies are unavailable'))).to.equal(true);
  });
});
