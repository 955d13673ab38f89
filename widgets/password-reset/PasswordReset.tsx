import { useState } from 'react';
import { languageSwitchUrl } from '../../shared/domain/content/language-path';
import { useWidgetEnvironment } from '../../shared/element/widget-environment';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { ResetPasswordForm } from './ResetPasswordForm';
import { translateReset } from './password-reset-texts';
import { resetNavigation, resetTokenOf } from './reset-navigation';

export interface PasswordResetProps {
  /** The region's accessible name; empty: the translated default. */
  label: string;
  /** Loyalty spec §5: the password checks are configurable flags. */
  requireUppercase: boolean;
  requireLowercase: boolean;
  requireDigit: boolean;
  requireSpecial: boolean;
  /** "Forgot password" (an expired link asks for a new one there); empty: `/{language}/forgot-password/`. */
  forgotPath: string;
}

/**
 * Forgot and reset password in one element (issue 14 item 4): the page's address chooses the
 * mode, `?token=` (the e-mail's link) is "choose a new password", without it "forgot password".
 */
export function PasswordReset({ label, requireUppercase, requireLowercase, requireDigit, requireSpecial, forgotPath }: PasswordResetProps) {
  const { language } = useWidgetEnvironment();
  const [token] = useState(() => resetTokenOf(resetNavigation.currentQuery()));
  const at = (pathname: string) => languageSwitchUrl({ pathname, search: '', hash: '' }, language);
  return (
    <section className="stay-password-reset" aria-label={label || translateReset(language, 'label')}>
      {token ? (
        <ResetPasswordForm
          language={language}
          token={token}
          checks={{ requireUppercase, requireLowercase, requireDigit, requireSpecial }}
          forgotPath={forgotPath || at('/forgot-password/')}
          homePath={at('/')}
        />
      ) : (
        <ForgotPasswordForm language={language} />
      )}
    </section>
  );
}
