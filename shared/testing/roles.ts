/**
 * Queries by role and accessible name for component tests (issue 13 §6): a test then reads the
 * widget as a screen reader does and survives a change of class names. A small subset of
 * WAI-ARIA's implicit roles and of the accessible-name computation (aria-labelledby, aria-label,
 * a label element, alt, then the text a sighted or screen-reader visitor gets, without
 * `aria-hidden` parts) — enough for our widgets, and no dependency. Not part of any bundle.
 */
const IMPLICIT_ROLES: Record<string, string> = {
  alert: '[role="alert"]',
  button: 'button, input[type="button"], input[type="submit"], summary',
  checkbox: 'input[type="checkbox"]',
  combobox: 'select:not([multiple]):not([size]), input[list]',
  dialog: 'dialog',
  heading: 'h1, h2, h3, h4, h5, h6',
  img: 'img[alt]:not([alt=""])',
  link: 'a[href], area[href]',
  list: 'ul, ol',
  listitem: 'li',
  navigation: 'nav',
  option: 'option',
  paragraph: 'p',
  radio: 'input[type="radio"]',
  region: 'section[aria-label], section[aria-labelledby]',
  spinbutton: 'input[type="number"]',
  status: 'output',
  textbox: 'input:not([type]), input[type="text"], input[type="email"], input[type="tel"], input[type="search"], textarea',
};

export type Role =
  | keyof typeof IMPLICIT_ROLES
  | 'tab'
  | 'tablist'
  | 'tabpanel'
  | 'listbox'
  | 'note'
  | 'group'
  | 'menu'
  | 'menuitem'
  | 'switch';

export interface RoleQuery {
  /** The accessible name, whole (a string, whitespace collapsed) or matched (a RegExp). */
  name?: string | RegExp;
  /** Include elements hidden from everyone (`hidden`, `display: none`, `aria-hidden`): default false. */
  hidden?: boolean;
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

function textOf(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (!(node instanceof Element) || node.getAttribute('aria-hidden') === 'true') return '';
  if (node instanceof HTMLImageElement) return node.alt;
  return Array.from(node.childNodes, textOf).join(node instanceof HTMLElement && getComputedStyle(node).display === 'block' ? ' ' : '');
}

/** The accessible name (W3C accname, simplified: see above). */
export function accessibleName(element: Element): string {
  const labelledBy = element.getAttribute('aria-labelledby');
  if (labelledBy) {
    return collapse(
      labelledBy
        .split(/\s+/)
        .map((id) => textOf(element.ownerDocument.getElementById(id) ?? document.createTextNode('')))
        .join(' '),
    );
  }
  const label = element.getAttribute('aria-label');
  if (label?.trim()) return collapse(label);
  const labels = (element as HTMLInputElement).labels;
  if (labels?.length) return collapse(Array.from(labels, textOf).join(' '));
  if (element instanceof HTMLImageElement) return collapse(element.alt);
  return collapse(textOf(element));
}

/** Hidden from everyone: no layout box, or inside `aria-hidden="true"`. */
export function isHiddenFromAll(element: Element): boolean {
  if (element.closest('[aria-hidden="true"]')) return true;
  return element.getClientRects().length === 0 && getComputedStyle(element).display !== 'contents';
}

const matches = (name: string, wanted: string | RegExp | undefined) =>
  wanted === undefined || (typeof wanted === 'string' ? name === collapse(wanted) : wanted.test(name));

/** Every element under `root` with `role` (explicit or implicit) and, if given, the name. */
export function allByRole<T extends Element = HTMLElement>(root: ParentNode, role: Role, query: RoleQuery = {}): T[] {
  const implicit = IMPLICIT_ROLES[role];
  const selector = implicit
    ? `[role="${role}"], ${implicit
        .split(', ')
        .map((part) => `${part}:not([role])`)
        .join(', ')}`
    : `[role="${role}"]`;
  return Array.from(root.querySelectorAll<Element>(selector)).filter(
    (element) => (query.hidden || !isHiddenFromAll(element)) && matches(accessibleName(element), query.name),
  ) as T[];
}

/** The one element with `role` (and name): throws when there is none or more than one. */
export function byRole<T extends Element = HTMLElement>(root: ParentNode, role: Role, query: RoleQuery = {}): T {
  const found = allByRole<T>(root, role, query);
  if (found.length !== 1) throw new Error(`Expected one ${role}${query.name ? ` named ${String(query.name)}` : ''}, found ${found.length}`);
  return found[0]!;
}

/** The element with `role` (and name), or null when there is none. */
export function queryByRole<T extends Element = HTMLElement>(root: ParentNode, role: Role, query: RoleQuery = {}): T | null {
  return allByRole<T>(root, role, query)[0] ?? null;
}

/** The accessible names of every element with `role`, in document order. */
export const namesByRole = (root: ParentNode, role: Role, query: RoleQuery = {}) => allByRole(root, role, query).map(accessibleName);
