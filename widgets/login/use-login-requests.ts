import { useEffect } from 'react';
import { getPageConfig } from '../../shared/element/page-config';
import { listenStayEvent, type LoginReason } from '../../shared/element/stay-events';
import { readLoginToken, takeTokenRejection } from '../../shared/session/login-session';
import { askToLogInAgain, loginRequestAtom, requestLogin } from '../../shared/store/member-atoms';
import { pageStore } from '../../shared/store/page-store';
import { usePageAtom } from '../../shared/store/use-page-value';

const REASONS: readonly LoginReason[] = ['header', 'link', 'expired', 'member-rate', 'member-feature'];

/** The untrusted detail of `stay:login-request` from a page script: unknown fields are dropped. */
export function parseLoginRequestDetail(detail: unknown): { reason?: LoginReason; returnTo?: string } {
  if (typeof detail !== 'object' || detail === null) return {};
  const { reason, returnTo } = detail as Record<string, unknown>;
  return {
    reason: REASONS.find((known) => known === reason),
    returnTo: typeof returnTo === 'string' && returnTo.startsWith('/') && !returnTo.startsWith('//') ? returnTo : undefined,
  };
}

/** `#login` in the address opens the modal (issue 14 item 1); the fragment is then taken off so closing does not reopen it. */
function openFromFragment(): void {
  if (window.location.hash !== '#login') return;
  history.replaceState(history.state, '', window.location.pathname + window.location.search);
  requestLogin({ reason: 'link' });
}

/**
 * Every way the login modal opens: the store (`requestLogin`, used by the header and widgets),
 * `stay:login-request` from page scripts, a `#login` link, and a token the service refused
 * (`stay:session-expired`, loyalty spec §8 code 555). Returns the open request and its closer.
 */
export function useLoginRequests() {
  const [request, setRequest] = usePageAtom(loginRequestAtom);
  useEffect(() => {
    const stopRequests = listenStayEvent(window, 'stay:login-request', (event) => requestLogin(parseLoginRequestDetail(event.detail)), {
      capture: true,
    });
    const currentToken = () => readLoginToken(getPageConfig().loginCookie);
    const endLogin = () => {
      // Several member calls may be refused at once: one sign-out, one request.
      if (pageStore.get(loginRequestAtom)?.reason === 'expired') return;
      askToLogInAgain();
      void import('../../shared/store/member-session').then(({ signOutLocally }) => signOutLocally());
    };
    const stopExpired = listenStayEvent(window, 'stay:session-expired', () => {
      takeTokenRejection(currentToken());
      endLogin();
    });
    // A refusal that came before this element mounted (another widget's first member call).
    if (takeTokenRejection(currentToken())) endLogin();
    openFromFragment();
    window.addEventListener('hashchange', openFromFragment);
    return () => {
      stopRequests();
      stopExpired();
      window.removeEventListener('hashchange', openFromFragment);
    };
  }, []);
  return { request, close: () => setRequest(undefined) };
}
