import { defineWidget } from '../../shared/element/define-widget';
import { attr } from '../../shared/element/attribute-schema';
import { Login } from './Login';

export const loginSchema = {
  /** The sign-up page; empty: /{lang}/sign-up/ in the page language. */
  signUpUrl: attr.url(''),
  /** The forgot-password page, also offered to a locked account; empty: /{lang}/forgot-password/. */
  forgotPasswordUrl: attr.url(''),
  /** Where a login page without a `p` page key goes after the login; empty: the home page /{lang}/. */
  homeUrl: attr.url(''),
  /**
   * The WeChat and Alipay authorize page, `{provider}` standing for `wechat` or `alipay`; empty:
   * no social login. Offered to visitors in the China region only (loyalty spec §1).
   */
  socialAuthorizeUrl: attr.url(''),
  /** This element is on the social popup's callback page: it reports the provider's answer to the opening page and closes the popup. */
  socialCallback: attr.boolean(false),
};

/**
 * The login modal and the login's life on the page (loyalty spec §2 "login modal", §4 "Login state", §8 errors 551-565): opened from the header, by any widget through the store, by `stay:login-request` and by links to `#login`; warns before the login ends and lets the visitor stay logged in; signs out and asks again when the token is refused. One per page; it shows nothing in place. A login or logout is announced on `window` as `stay:session-change` (shared/store/member-session.ts).
 */
defineWidget('stay-login', Login, loginSchema);
