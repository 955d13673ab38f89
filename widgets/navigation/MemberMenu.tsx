import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { memberDisplayName } from '../../shared/domain/loyalty/member-profile';
import { memberProfileAtom, requestLogin } from '../../shared/store/member-atoms';
import { signedInAtom } from '../../shared/store/session-atoms';
import { usePageValue } from '../../shared/store/use-page-value';
import type { Language } from '../../shared/domain/languages';
import { translateNavigation } from './messages';

export interface MemberMenuProps {
  language: Language;
  /** The member dashboard (loyalty spec §2 /member/user-profile). */
  accountUrl: string;
}

/** Logout loads with its first use: the header of a guest never needs the service call. */
const logOut = () => import('../../shared/store/member-session').then((session) => session.logoutMember());

/**
 * The header's account control (issue 14 item 5): "Log in" for guests (opens `<stay-login>`
 * through the store), the member's name and tier for members, with a menu (account, log out) as
 * a WAI-ARIA APG disclosure. One button element in both states, so the focus a login returns to
 * is still there when the header turns to the member's name.
 */
export function MemberMenu({ language, accountUrl }: MemberMenuProps) {
  const signedIn = usePageValue(signedInAtom);
  const profile = usePageValue(memberProfileAtom);
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  const onClick = () => {
    if (!signedIn) {
      requestLogin({ reason: 'header', returnFocusTo: buttonRef.current });
      return;
    }
    setOpen((wasOpen) => !wasOpen);
  };

  const closeOnEscape = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    setOpen(false);
    buttonRef.current?.focus();
  };

  // Signed in with the profile still on its way: the button waits in its member form, unnamed by tier.
  const name = profile ? memberDisplayName(profile) : '';
  const tier = profile ? translateNavigation(language, `tier_${profile.tier}`) : '';
  return (
    // oxlint-disable-next-line jsx-a11y/no-static-element-interactions -- delegated: Escape and focus leaving close the open menu (APG disclosure)
    <div
      className="stay-navigation__member"
      ref={rootRef}
      onKeyDown={closeOnEscape}
      onBlur={(event) => {
        // A click elsewhere or Tab past the menu moves the focus out: the menu closes.
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="stay-navigation__tool stay-navigation__member-button"
        aria-haspopup={signedIn ? undefined : 'dialog'}
        aria-expanded={signedIn ? open : undefined}
        aria-controls={signedIn && open ? menuId : undefined}
        onClick={onClick}
      >
        <span className="stay-navigation__icon stay-navigation__icon--member" aria-hidden="true" />
        {signedIn ? (
          <span className="stay-navigation__member-name">{tier ? `${name} · ${tier}` : name}</span>
        ) : (
          <span className="stay-navigation__tool-label">{translateNavigation(language, 'logIn')}</span>
        )}
      </button>
      {/* The points balance beside the member button, not in its name (issue 17: it rises after a points purchase, refreshMemberProfile). */}
      {signedIn && profile && (
        <span className="stay-navigation__member-points">
          {translateNavigation(language, 'memberPoints', { points: profile.points.toLocaleString(language) })}
        </span>
      )}
      {signedIn && open && (
        <ul id={menuId} className="stay-navigation__member-menu">
          <li>
            <a className="stay-navigation__member-link" href={accountUrl}>
              {translateNavigation(language, 'account')}
            </a>
          </li>
          <li>
            <button
              type="button"
              className="stay-navigation__member-link"
              onClick={() => {
                setOpen(false);
                void logOut();
              }}
            >
              {translateNavigation(language, 'logOut')}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
