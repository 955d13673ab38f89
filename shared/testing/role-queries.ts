/**
 * Role-based queries for component tests (issue 13 item 6: select as a visitor and assistive
 * technology do, by role and accessible name, not by class). A small subset of the WAI-ARIA role
 * mapping and of accname 1.2, enough for our widgets; like Testing Library, elements that are not
 * rendered or are aria-hidden are not found. Not part of any bundle.
 */

export type NameMatcher = string | RegExp;

export interface RoleQueryOptions {
  /** The accessible name: a string matches exactly (after whitespace is collapsed), a RegExp tests it. */
  name?: NameMatcher;
}

const IMPLICIT_ROLES: readonly [selector: string, role: string][] = [
  ['button', 'button'],
  ['a[href]', 'link'],
  ['select:not([multiple]):not([size])', 'combobox'],
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
  ['output', 'status'],
];

/** Roles whose name comes from their content when nothing else names them. */
const NAME_FROM_CONTENT = new Set([
  'button',
  'link',
  'option',
  'heading',
  'tab',
  'cell',
  'gridcell',
  'menuitem',
  'listitem',
  'checkbox',
  'radio',
  'switch',
]);

export function roleOf(element: Element): string | undefined {
  const explicit = element.getAttribute('role')?.trim().split(/\s+/)[0];
  if (explicit) return explicit;
  return IMPLICIT_ROLES.find(([selector]) => element.matches(selector))?.[1];
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The text an element contributes to a name: aria-hidden parts left out, aria-label and alt used. */
function textOf(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (!(node instanceof Element) || node.getAttribute('aria-hidden') === 'true') return '';
  const label = node.getAttribute('aria-label');
  if (label?.trim()) return label;
  if (node instanceof HTMLImageElement) return node.alt;
  if (node instanceof HTMLSelectElement) return node.selectedOptions[0]?.textContent ?? '';
  if (node instanceof HTMLInputElement) return node.value;
  const text = Array.from(node.childNodes, textOf).join('');
  // Block boxes separate words ("Aster Residences Orchard" + "Singapore").
  return getComputedStyle(node).display.startsWith('inline') ? text : ` ${text} `;
}

export function accessibleName(element: Element): string {
  const labelledBy = element.getAttribute('aria-labelledby');
  if (labelledBy) {
    const parts = labelledBy.split(/\s+/).map((id) => document.getElementById(id));
    return collapse(parts.map((part) => (part === element ? textOfContent(part) : part ? textOf(part) : '')).join(' '));
  }
  const label = element.getAttribute('aria-label');
  if (label?.trim()) return collapse(label);
  const labels = (element as HTMLInputElement).labels;
  if (labels && labels.length > 0) return collapse(Array.from(labels, textOf).join(' '));
  if (element instanceof HTMLFieldSetElement) return collapse(element.querySelector(':scope > legend')?.textContent ?? '');
  const role = roleOf(element);
  if (role && NAME_FROM_CONTENT.has(role)) return collapse(textOfContent(element));
  return collapse(element.getAttribute('title') ?? '');
}

/** An element's own content as a name (its aria-label would be the name itself, not its content). */
function textOfContent(element: Element): string {
  return Array.from(element.childNodes, textOf).join('');
}

/** Not rendered (display: none, `hidden`, visibility: hidden) or hidden from assistive technology. */
export function isInaccessible(element: Element): boolean {
  return !element.checkVisibility({ visibilityProperty: true }) || !!element.closest('[aria-hidden="true"]');
}

const matches = (name: string, matcher: NameMatcher | undefined) =>
  matcher === undefined || (typeof matcher === 'string' ? name === matcher : matcher.test(name));

export function queryAllByRole<T extends HTMLElement = HTMLElement>(root: ParentNode, role: string, { name }: RoleQueryOptions = {}): T[] {
  return Array.from(root.querySelectorAll<T>('*')).filter(
    (element) => roleOf(element) === role && !isInaccessible(element) && matches(accessibleName(element), name),
  );
}

/** The one element with this role (and name), or undefined; more than one is a mistake in the test. */
export function queryByRole<T extends HTMLElement = HTMLElement>(
  root: ParentNode,
  role: string,
  options: RoleQueryOptions = {},
): T | undefined {
  const found = queryAllByRole<T>(root, role, options);
  if (found.length > 1)
    throw new Error(`${found.length} elements with role ${role}${options.name ? ` named ${String(options.name)}` : ''}`);
  return found[0];
}

export function getByRole<T extends HTMLElement = HTMLElement>(root: ParentNode, role: string, options: RoleQueryOptions = {}): T {
  const found = queryByRole<T>(root, role, options);
  if (!found) throw new Error(`No element with role ${role}${options.name ? ` named ${String(options.name)}` : ''}`);
  return found;
}
