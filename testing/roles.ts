/**
 * Queries by role and accessible name for component tests (issue 13 §6): a test then reads the
 * widget as a screen reader does and survives a change of class names. A small subset of
 * WAI-ARIA's implicit roles (HTML-AAM) and of the accessible-name computation (accname 1.2:
 * aria-labelledby, aria-label, a label element or legend, alt, the content for roles named by
 * their content, title) — enough for our widgets, and no dependency. Like Testing Library,
 * elements hidden from everyone are left out unless asked for. Not part of any bundle.
 */

/** Implicit roles, first match wins (a `select` is a combobox unless it shows several rows). */
const IMPLICIT_ROLES: readonly [selector: string, role: Role][] = [
  ['button, input:is([type=button], [type=submit], [type=reset]), summary', 'button'],
  ['a[href], area[href]', 'link'],
  ['select:not([multiple]):not([size]), input[list]', 'combobox'],
  ['select', 'listbox'],
  ['textarea', 'textbox'],
  ['input:is([type=text], [type=search], [type=email], [type=tel], [type=url], :not([type])):not([list])', 'textbox'],
  ['input[type=checkbox]', 'checkbox'],
  ['input[type=radio]', 'radio'],
  ['input[type=number]', 'spinbutton'],
  ['fieldset', 'group'],
  ['h1, h2, h3, h4, h5, h6', 'heading'],
  ['ul, ol', 'list'],
  ['li', 'listitem'],
  ['dialog', 'dialog'],
  ['nav', 'navigation'],
  ['section[aria-label], section[aria-labelledby]', 'region'],
  ['option', 'option'],
  ['p', 'paragraph'],
  ['img[alt]:not([alt=""])', 'img'],
  ['output', 'status'],
];

export type Role =
  | 'alert'
  | 'alertdialog'
  | 'button'
  | 'cell'
  | 'checkbox'
  | 'columnheader'
  | 'combobox'
  | 'dialog'
  | 'grid'
  | 'gridcell'
  | 'group'
  | 'heading'
  | 'img'
  | 'link'
  | 'list'
  | 'listbox'
  | 'listitem'
  | 'menu'
  | 'menuitem'
  | 'navigation'
  | 'note'
  | 'option'
  | 'paragraph'
  | 'radio'
  | 'region'
  | 'row'
  | 'slider'
  | 'spinbutton'
  | 'status'
  | 'switch'
  | 'tab'
  | 'tablist'
  | 'tabpanel'
  | 'textbox'
  | 'alertdialog'
  | 'progressbar';

export interface RoleQuery {
  /** The accessible name, whole (a string, whitespace collapsed) or matched (a RegExp). */
  name?: string | RegExp;
  /** Include elements hidden from everyone (`hidden`, `display: none`, `visibility: hidden`, `aria-hidden`): default false. */
  hidden?: boolean;
}

/** Roles whose name comes from their content when nothing else names them (accname 1.2 §4.3.2 step 2F). */
const NAME_FROM_CONTENT = new Set<string>([
  'button',
  'cell',
  'checkbox',
  'columnheader',
  'gridcell',
  'heading',
  'link',
  'listitem',
  'menuitem',
  'option',
  'radio',
  'row',
  'switch',
  'tab',
]);

/** The element's role: its first explicit one, else its implicit one (undefined: none we know). */
export function roleOf(element: Element): string | undefined {
  const explicit = element.getAttribute('role')?.trim().split(/\s+/)[0];
  if (explicit) return explicit;
  return IMPLICIT_ROLES.find(([selector]) => element.matches(selector))?.[1];
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The text a node contributes to a name: aria-hidden parts left out; aria-label, alt and a control's value used. */
function textOf(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (!(node instanceof Element) || node.getAttribute('aria-hidden') === 'true') return '';
  const label = node.getAttribute('aria-label');
  if (label?.trim()) return label;
  if (node instanceof HTMLImageElement) return node.alt;
  if (node instanceof HTMLSelectElement) return node.selectedOptions[0]?.textContent ?? '';
  if (node instanceof HTMLInputElement) return node.value;
  const text = textOfContent(node);
  // Block boxes separate words ("Aster Residences Orchard" + "Singapore").
  return getComputedStyle(node).display.startsWith('inline') ? text : ` ${text} `;
}

/** An element's own content as a name (its aria-label would be the name itself, not its content). */
function textOfContent(element: Element): string {
  return Array.from(element.childNodes, textOf).join('');
}

/** The accessible name (W3C accname, simplified: see above). */
export function accessibleName(element: Element): string {
  const labelledBy = element.getAttribute('aria-labelledby');
  if (labelledBy) {
    const parts = labelledBy.split(/\s+/).map((id) => element.ownerDocument.getElementById(id));
    return collapse(parts.map((part) => (part === element ? textOfContent(part) : part ? textOf(part) : '')).join(' '));
  }
  const label = element.getAttribute('aria-label');
  if (label?.trim()) return collapse(label);
  const labels = (element as HTMLInputElement).labels;
  if (labels?.length) return collapse(Array.from(labels, textOf).join(' '));
  if (element instanceof HTMLImageElement) return collapse(element.alt);
  if (element instanceof HTMLFieldSetElement) return collapse(element.querySelector(':scope > legend')?.textContent ?? '');
  const role = roleOf(element);
  if (role && NAME_FROM_CONTENT.has(role)) return collapse(textOfContent(element));
  return collapse(element.getAttribute('title') ?? '');
}

/**
 * Hidden from everyone: inside `aria-hidden="true"`, or not rendered (`hidden`, `display: none`,
 * `visibility: hidden`, inside closed `content-visibility`). A `display: contents` element has no
 * box of its own and is as visible as its parent.
 */
export function isHiddenFromAll(element: Element): boolean {
  if (element.closest('[aria-hidden="true"]')) return true;
  if (getComputedStyle(element).display === 'contents') return element.parentElement ? isHiddenFromAll(element.parentElement) : false;
  return !element.checkVisibility({ visibilityProperty: true });
}

const matches = (name: string, wanted: string | RegExp | undefined) =>
  wanted === undefined || (typeof wanted === 'string' ? name === collapse(wanted) : wanted.test(name));

/** Every element under `root` with `role` (explicit or implicit) and, if given, the name. */
export function allByRole<T extends Element = HTMLElement>(root: ParentNode, role: Role, query: RoleQuery = {}): T[] {
  // Candidates first (a role attribute naming it, or an implicit selector of it), then their role exactly.
  const implicit = IMPLICIT_ROLES.filter(([, implicitRole]) => implicitRole === role).map(([selector]) => selector);
  return Array.from(root.querySelectorAll<Element>([`[role~="${role}"]`, ...implicit].join(', '))).filter(
    (element) => roleOf(element) === role && (query.hidden || !isHiddenFromAll(element)) && matches(accessibleName(element), query.name),
  ) as T[];
}

/** The one element with `role` (and name): throws when there is none or more than one. */
export function byRole<T extends Element = HTMLElement>(root: ParentNode, role: Role, query: RoleQuery = {}): T {
  const found = allByRole<T>(root, role, query);
  if (found.length !== 1) throw new Error(`Expected one ${role}${query.name ? ` named ${String(query.name)}` : ''}, found ${found.length}`);
  return found[0]!;
}

/** The (first) element with `role` (and name), or null when there is none. */
export function queryByRole<T extends Element = HTMLElement>(root: ParentNode, role: Role, query: RoleQuery = {}): T | null {
  return allByRole<T>(root, role, query)[0] ?? null;
}

/** The accessible names of every element with `role`, in document order. */
export const namesByRole = (root: ParentNode, role: Role, query: RoleQuery = {}) => allByRole(root, role, query).map(accessibleName);
