import { useSyncExternalStore } from 'react';
import { isStorageAvailable } from '../../shared/storage';
import { browserNoticeDismissedAtom } from '../../shared/store/site-notice-atoms';
import { usePageAtom } from '../../shared/store/use-page-value';
import { isUnsupportedBrowser } from '../../shared/domain/content/browser-support';
import { useWidgetEnvironment } from '../../shared/element/widget-environment';
import { hasEnhancementFailed } from '../../shared/element/enhancement-failure';
import { listenStayEvent } from '../../shared/element/stay-events';
import { defineMessages, translationsOf } from '../../shared/i18n/catalogue';
import english from './messages/en.json';

const translate = defineMessages({ en: english, translations: translationsOf('widgets/site-notices') });

function cookiesUnavailable(): boolean {
  return !navigator.cookieEnabled || !isStorageAvailable('local') || !isStorageAvailable('session');
}

function subscribeToEnhancementFailures(onFailure: () => void): () => void {
  return listenStayEvent(window, 'stay:enhancement-failed', onFailure);
}

/**
 * Site notices (content spec §4, §5): a dismissible message for Internet Explorer and legacy
 * Edge, and for any browser in which a widget could not run (issue 12 §8: its authored content
 * stays, the page says the browser may not be supported); and a message when cookies are
 * unavailable (wording not shown in the spec: ours says what stops working). Both are status
 * messages, announced politely.
 */
export function SiteNotices() {
  const { language } = useWidgetEnvironment();
  const [browserNoticeDismissed, setBrowserNoticeDismissed] = usePageAtom(browserNoticeDismissedAtom);
  const enhancementFailed = useSyncExternalStore(subscribeToEnhancementFailures, hasEnhancementFailed);
  const showBrowserNotice = (isUnsupportedBrowser(navigator.userAgent) || enhancementFailed) && !browserNoticeDismissed;
  const showCookieNotice = cookiesUnavailable();
  if (!showBrowserNotice && !showCookieNotice) return null;
  return (
    <div className="stay-site-notices" role="status">
      {showBrowserNotice && (
        <p className="stay-site-notices__notice stay-site-notices__notice--browser">
          <span>{translate(language, 'unsupportedBrowser')}</span>
          <button type="button" className="stay-site-notices__dismiss" onClick={() => setBrowserNoticeDismissed(true)}>
            {translate(language, 'dismiss')}
          </button>
        </p>
      )}
      {showCookieNotice && (
        <p className="stay-site-notices__notice stay-site-notices__notice--cookies">{translate(language, 'cookiesUnavailable')}</p>
      )}
    </div>
  );
}
