import { useLayoutEffect, useRef } from 'react';
import type { Language } from '../../shared/domain/languages';
import { emitStayEvent } from '../../shared/element/stay-events';
import { translateSignUp } from './sign-up-texts';

export interface SignUpSuccessProps {
  language: Language;
  name: string;
  signedIn: boolean;
  dashboardPath: string;
}

/**
 * The account exists (issue 14 item 4). The heading takes the focus, so a screen reader hears
 * the outcome where the form was; then the link to the member dashboard, or, if the login with
 * the new credentials failed, a "log in" action.
 */
export function SignUpSuccess({ language, name, signedIn, dashboardPath }: SignUpSuccessProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // In the commit, not after paint: the heading and its focus arrive together.
  useLayoutEffect(() => heading.current?.focus(), []);
  return (
    <section className="stay-sign-up stay-sign-up--done" aria-labelledby="stay-sign-up-done">
      <h2 id="stay-sign-up-done" ref={heading} tabIndex={-1} className="stay-sign-up__done-title">
        {translateSignUp(language, 'success.title', { name })}
      </h2>
      {signedIn ? (
        <>
          <p>{translateSignUp(language, 'success.signedIn')}</p>
          <p>
            <a className="stay-sign-up__dashboard" href={dashboardPath}>
              {translateSignUp(language, 'success.dashboard')}
            </a>
          </p>
        </>
      ) : (
        <>
          <p>{translateSignUp(language, 'success.loginNeeded')}</p>
          <button
            type="button"
            onClick={(event) => emitStayEvent(event.currentTarget, 'stay:login-request', { reason: 'link', returnTo: dashboardPath })}
          >
            {translateSignUp(language, 'success.login')}
          </button>
        </>
      )}
    </section>
  );
}
