/**
 * The HTML of the WeChat and Alipay stand-in pages (account contract "Social provider stand-ins").
 * Made for the demo site's strict policy (`html.ts`): no script, no inline style, plain GET forms,
 * one h1, a language, a title and buttons named by their text.
 */
import { escapeHtml } from '../html.ts';
import type { SocialProvider } from '../state.ts';

export const SOCIAL_STAND_IN_STYLESHEET = '/__sandbox/social/stand-in.css';

export const PROVIDER_NAMES: Readonly<Record<SocialProvider, string>> = { wechat: 'WeChat', alipay: 'Alipay' };

/** Who "Approve" signs in as, in words. */
const IDENTITY_NOTES: Readonly<Record<SocialProvider, string>> = {
  wechat: 'linked to the demo member gold@demo.stay.example, so the site logs in',
  alipay: 'linked to no member yet, so the site offers to sign up with it',
};

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${SOCIAL_STAND_IN_STYLESHEET}">
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

export interface AuthorizeView {
  readonly provider: SocialProvider;
  readonly identity: string;
  readonly state: string;
  readonly redirectUri: string;
  /** Where the buttons send their choice. */
  readonly decideAction: string;
}

function decisionForm(view: AuthorizeView, decision: 'approve' | 'cancel' | 'error', label: string): string {
  return `<form method="get" action="${escapeHtml(view.decideAction)}">
<input type="hidden" name="state" value="${escapeHtml(view.state)}">
<input type="hidden" name="redirect_uri" value="${escapeHtml(view.redirectUri)}">
<button type="submit" name="decision" value="${decision}" class="${decision}">${label}</button>
</form>`;
}

export function authorizePage(view: AuthorizeView): string {
  const name = PROVIDER_NAMES[view.provider];
  return page(
    `${name} sign-in (sandbox stand-in)`,
    `<h1>Sign in with ${name}</h1>
<p>This page stands in for ${name} in the sandbox. The demo site asks to sign you in with your ${name} account.</p>
<p>Approve answers as the ${name} user <code>${escapeHtml(view.identity)}</code>, ${IDENTITY_NOTES[view.provider]}. Cancel answers as if you closed the consent, Error as if ${name} failed.</p>
<div class="decisions">
${decisionForm(view, 'approve', 'Approve')}
${decisionForm(view, 'cancel', 'Cancel')}
${decisionForm(view, 'error', 'Error')}
</div>`,
  );
}

/** The 400 page: the request cannot be answered with a redirect. */
export function badAuthorizeRequestPage(problem: string): string {
  return page('Bad sign-in request (sandbox stand-in)', `<h1>Bad sign-in request</h1>\n<p>${escapeHtml(problem)}</p>`);
}

export const SOCIAL_STAND_IN_CSS = `body { font: 16px/1.5 system-ui, sans-serif; margin: 0; color: #1a1a1a; background: #f4f4f4; }
main { max-width: 36rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: 8px; }
h1 { font-size: 1.5rem; margin-top: 0; }
.decisions { display: flex; flex-wrap: wrap; gap: 0.75rem; }
button { font: inherit; min-height: 44px; padding: 0.5rem 1.25rem; border-radius: 4px; border: 1px solid #555; background: #fff; color: #1a1a1a; cursor: pointer; }
button.approve { background: #0b6b2e; border-color: #0b6b2e; color: #fff; }
button:focus-visible { outline: 3px solid #1a56db; outline-offset: 2px; }
`;
