/**
 * How the password reset reads the page address. Component tests replace it (like
 * `searchNavigation` of the booking search); nothing else should.
 */
export const resetNavigation = {
  /** The page's query string: `?token=` from the e-mail's link chooses "choose a new password". */
  currentQuery: (): string => window.location.search,
};

/** The reset token of the link (`/{lang}/reset-password/?token=…`), or undefined: then it is "forgot password". */
export function resetTokenOf(query: string): string | undefined {
  const token = new URLSearchParams(query).get('token')?.trim();
  return token ? token : undefined;
}
