import { useState } from 'react';
import { socialLogin } from '../../../shared/api/auth-service';
import { getApiClient } from '../../../shared/api/page-client';
import { authErrorOf, type AuthError } from '../../../shared/domain/loyalty/auth-errors';
import type { LoginAnswer } from '../../../shared/domain/loyalty/login-answer';
import {
  offersSocialLogin,
  socialAuthorizeUrl,
  SOCIAL_PROVIDERS,
  type SocialProviderName,
} from '../../../shared/domain/loyalty/social-login';
import { useWidgetEnvironment } from '../../../shared/element/widget-environment';
import { completeLogin } from '../../../shared/store/member-session';
import { clientRegionRead } from '../../../shared/store/region-atoms';
import { useServerRead } from '../../../shared/store/use-server-read';
import { translateAuthError } from '../../../shared/ui/auth-errors/auth-error-text';
import { Button } from '../../../shared/ui/Button';
import { newSocialState, openSocialPopup } from '../social/social-popup';
import { translateLogin } from './messages';

export interface SocialLoginProps {
  /** The provider's authorize address, `{provider}` standing for wechat or alipay; '' offers no social login. */
  authorizeUrl: string;
  /** This site's callback page (`<stay-login data-social-callback>`). */
  callbackUrl: string;
  signUpUrl: string;
  onSignedIn: (answer: LoginAnswer) => void;
}

type Problem = { kind: 'cancelled' | 'blocked'; provider: SocialProviderName } | { kind: 'server'; error: AuthError; signUp?: string };

/**
 * WeChat and Alipay login for visitors in the China region (loyalty spec §1, §2, §7): the
 * provider's page in a popup, its code sent to `login-with-social-network` (the China online gateway's
 * `sociallogin` when the service cannot be reached: `socialLogin`). A social account not
 * linked to a member yet (554) is offered sign-up with it, carrying the provider's code.
 */
export function SocialLogin({ authorizeUrl, callbackUrl, signUpUrl, onSignedIn }: SocialLoginProps) {
  const { language } = useWidgetEnvironment();
  const region = useServerRead(clientRegionRead, undefined).state;
  const [problem, setProblem] = useState<Problem>();
  const [busy, setBusy] = useState(false);
  if (!authorizeUrl || region.state !== 'hasData' || !offersSocialLogin(region.data.clientRegion)) return null;

  const logIn = async (provider: SocialProviderName) => {
    if (busy) return;
    setProblem(undefined);
    setBusy(true);
    const state = newSocialState();
    const answer = await openSocialPopup(socialAuthorizeUrl(authorizeUrl, provider, state, callbackUrl, window.location.href), state);
    if (answer === 'blocked' || 'error' in answer) {
      setBusy(false);
      if (answer === 'blocked') setProblem({ kind: 'blocked', provider });
      else setProblem(answer.error === 'cancelled' ? { kind: 'cancelled', provider } : { kind: 'server', error: 'wechatCode' });
      return;
    }
    const result = await socialLogin(getApiClient(), provider, answer.code);
    setBusy(false);
    if (result.ok) {
      completeLogin(result.data, provider);
      onSignedIn(result.data);
      return;
    }
    const error = authErrorOf(result.error);
    const signUp = new URL(signUpUrl, window.location.href);
    signUp.searchParams.set('provider', provider);
    signUp.searchParams.set('authCode', answer.code);
    setProblem({ kind: 'server', error, signUp: error === 'socialAccount' ? signUp.pathname + signUp.search : undefined });
  };

  const providerName = (provider: SocialProviderName) => translateLogin(language, provider);
  return (
    <div className="stay-login__social" role="group" aria-labelledby="stay-login-social-title">
      <p id="stay-login-social-title" className="stay-login__social-title">
        {translateLogin(language, 'socialTitle')}
      </p>
      <div className="stay-login__actions">
        {SOCIAL_PROVIDERS.map((provider) => (
          <Button
            key={provider}
            className={`stay-login__secondary stay-login__social-button--${provider}`}
            aria-haspopup="dialog"
            aria-disabled={busy || undefined}
            onClick={() => void logIn(provider)}
          >
            {providerName(provider)}
          </Button>
        ))}
      </div>
      {problem && (
        <div className="stay-login__server-error" role="alert">
          <p>
            {problem.kind === 'server'
              ? translateAuthError(language, problem.error)
              : translateLogin(language, problem.kind === 'blocked' ? 'socialPopupBlocked' : 'socialCancelled', {
                  provider: providerName(problem.provider),
                })}
          </p>
          {problem.kind === 'server' && problem.signUp && <a href={problem.signUp}>{translateLogin(language, 'signUpWithSocial')}</a>}
        </div>
      )}
    </div>
  );
}
