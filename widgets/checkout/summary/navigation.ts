/**
 * Leaving the page for the hosted payment page or the confirmation, and tidying the address after
 * a return from payment: one small module, so component tests replace `navigation.assign` instead
 * of leaving the test page.
 */
export const navigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
  /** Replaces the address without loading (the payment result leaves it once committed: a reload must not repeat it). */
  replaceAddress(url: string): void {
    window.history.replaceState(window.history.state, '', url);
  },
};
