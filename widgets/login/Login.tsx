import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { memberDisplayName } from '../../shared/domain/loyalty/member-profile';
import { useWidgetEnvironment } from '../../shared/element/widget-environment';
import { languageSwitchUrl } from '../../shared/domain/content/language-path';
import type { Language } from '../../shared/domain/languages';
import { memberProfileAtom } from '../../shared/store/member-atoms';
import { usePageValue } from '../../shared/store/use-page-value';
import { translateLogin } from './messages';
import { useLoginRequests } from './use-login-requests';
import { useTokenLife } from './use-token-life';

export interface LoginProps {
  /** The sign-up page; '' for /{lang}/sign-up/. */
  signUpUrl: string;
  /** The forgot-password page (also the next step of a locked account); '' for /{lang}/forgot-password/. */
  forgotPasswordUrl: string;
  /** Where a login page (`?p=` page key, loyalty spec §2) goes when no page is named; '' for the home page /{lang}/. */
  homeUrl: string;
  /** WeChat and Alipay's authorize page (`{provider}`); '' for no social login. */
  socialAuthorizeUrl: string;
  /** This element sits on the social popup's callback page. */
  socialCallback: boolean;
}

/**
 * The modal and the warning load when first needed (issue 14 item 8: the login chunk loads only
 * when the modal first opens); this part only listens for requests and watches the token's life.
 */
const loadDialog = () => import('./dialog/LoginDialog');
const LoginDialog = lazy(() => loadDialog().then((module) => ({ default: module.LoginDialog })));
const SessionWarning = lazy(() => import('./dialog/SessionWarning').then((module) => ({ default: module.SessionWarning })));

/**
 * `<stay-login>` (loyalty spec §2 "login modal", §4 "Login state"; issue 14 items 1 and 2): one per
 * page. Opens the login modal on request, signs in, then closes and either stays (every widget
 * follows the session without a reload) or goes where the request asked (`returnTo`, `?p=`, with
 * the booking `step` raised). Warns before the login ends and lets the visitor extend it.
 */
/** A page of the site in the page language, for attributes left empty. */
const inLanguage = (path: string, language: Language) => languageSwitchUrl({ pathname: path, search: '', hash: '' }, language);

export function Login({ signUpUrl, forgotPasswordUrl, homeUrl, socialAuthorizeUrl, socialCallback }: LoginProps) {
  const { language, authorMode } = useWidgetEnvironment();
  const signUp = signUpUrl || inLanguage('/sign-up/', language);
  const forgotPassword = forgotPasswordUrl || inLanguage('/forgot-password/', language);
  const home = homeUrl || inLanguage('/', language);
  const { request, close } = useLoginRequests();
  const { life, expiry } = useTokenLife();
  const profile = usePageValue(memberProfileAtom);
  const [status, setStatus] = useState('');
  const lastMember = useRef(profile?.memberId);

  // A login or logout while on the page is said once to screen readers (the header changes silently otherwise).
  useEffect(() => {
    const memberId = profile?.memberId;
    if (memberId === lastMember.current) return;
    lastMember.current = memberId;
    setStatus(profile ? translateLogin(language, 'signedIn', { name: memberDisplayName(profile) }) : translateLogin(language, 'signedOut'));
  }, [profile, language]);

  // The popup's callback page reports and closes (social/social-callback.ts); it shows a line in case the browser keeps it open.
  useEffect(() => {
    if (socialCallback) void import('./social/social-callback').then(({ reportSocialCallback }) => reportSocialCallback());
  }, [socialCallback]);

  // After a login the modal has closed, or sent the visitor where the request asked (LoginDialog).
  const signedIn = () => {
    const open = request;
    close();
    open?.resume?.();
  };

  const stay = async () => (await (await import('../../shared/store/member-session')).refreshMemberProfile()).ok;
  const logOut = () => void import('../../shared/store/member-session').then(({ logoutMember }) => logoutMember());

  return (
    <>
      {authorMode && <p className="stay-login__author-notice">{translateLogin(language, 'authorNotice')}</p>}
      {socialCallback && <p className="stay-login__callback">{translateLogin(language, 'socialCallback')}</p>}
      <p role="status" className="stay-visually-hidden">
        {status}
      </p>
      <Suspense fallback={null}>
        {request ? (
          <LoginDialog
            request={request}
            homeUrl={home}
            signUpUrl={signUp}
            forgotPasswordUrl={forgotPassword}
            socialAuthorizeUrl={socialAuthorizeUrl}
            socialCallbackUrl={inLanguage('/social-login-callback/', language)}
            onSignedIn={signedIn}
            onClose={close}
          />
        ) : (
          life === 'ending' && expiry !== undefined && <SessionWarning expiry={expiry} onStay={stay} onLogOut={logOut} />
        )}
      </Suspense>
    </>
  );
}
