/**
 * The banner's authored promo shell: whatever the author wrote inside the element (typically a
 * heading, a text and a sign-up link). It is readable before the upgrade and is all that shows
 * when the benefits cannot be loaded (content spec §8).
 *
 *   <stay-membership-banner>
 *     <h2>Become a member</h2>
 *     <p>Join for free and save from your first stay.</p>
 *     <a href="/en/member/sign-up/">Join now</a>
 *   </stay-membership-banner>
 */
export interface MembershipBannerContent {
  shell: readonly Node[];
}

export function readAuthoredShell(nodes: readonly Node[]): MembershipBannerContent {
  return { shell: nodes.filter((node) => node instanceof Element || (node.nodeType === Node.TEXT_NODE && node.textContent?.trim())) };
}
