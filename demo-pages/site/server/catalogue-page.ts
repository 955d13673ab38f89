import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { CustomElementsManifest, ElementDeclaration } from '../../../scripts/build/custom-elements-manifest';
import { catalogueExamples, type CatalogueExample } from './catalogue-examples';

/**
 * The body of the catalogue page (`/en/catalogue/`): every element of the custom elements manifest
 * with a live example and the tables of its contract (attributes, events, authored content, CSS
 * custom properties), rendered on the server like any CMS page: no inline script (the demo's CSP).
 */
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const MANIFEST = `${ROOT}custom-elements.json`;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Manifest descriptions are Markdown-light: only `code` spans. */
const prose = (text: string) => escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');

function table(caption: string, headers: readonly string[], rows: readonly (readonly string[])[]): string {
  if (rows.length === 0) return '';
  const head = headers.map((header) => `<th scope="col">${header}</th>`).join('');
  const body = rows.map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join('')}</tr>`).join('\n');
  return `<table class="site-table"><caption>${caption}</caption><thead><tr>${head}</tr></thead><tbody>\n${body}\n</tbody></table>`;
}

/** A widget without an example of its own (a new one, `npm run create-widget`) shows its README's markup. */
export function exampleOf(tag: string): CatalogueExample {
  const own = catalogueExamples[tag];
  if (own) return own;
  const readme = readFileSync(`${ROOT}widgets/${tag.replace(/^stay-/, '')}/README.md`, 'utf8');
  const markup = /^## Markup\n[\s\S]*?```html\n([\s\S]*?)```/m.exec(readme)?.[1];
  if (!markup) throw new Error(`no catalogue example for <${tag}>: add one to catalogue-examples.ts or a Markup html block to its README`);
  return { markup: markup.trim() };
}

function example(tag: string, prefix: string): string {
  const entry = exampleOf(tag);
  if ('shownOn' in entry) return `<p>${escapeHtml(entry.shownOn.text)}: <a href="${prefix}${entry.shownOn.path}">see it live</a>.</p>`;
  const markup = entry.markup.replaceAll('{{prefix}}', prefix);
  return [
    `<div class="site-catalogue-example">\n${markup}\n</div>`,
    `<details class="site-catalogue-markup"><summary>Markup of the example</summary><pre><code>${escapeHtml(markup)}</code></pre></details>`,
  ].join('\n');
}

function widgetSection(declaration: ElementDeclaration, prefix: string): string {
  const tag = declaration.tagName;
  const id = `catalogue-${tag}`;
  const readme = `widgets/${tag.replace(/^stay-/, '')}/README.md`;
  return `<section class="site-section" aria-labelledby="${id}" id="${tag}">
<h2 id="${id}"><code>&lt;${tag}&gt;</code></h2>
<p>${prose(declaration.summary)} Documentation: <code>${readme}</code>.</p>
<h3>Example</h3>
${example(tag, prefix)}
<h3>Contract</h3>
${
  table(
    `Attributes of &lt;${tag}&gt;`,
    ['attribute', 'type', 'default', 'description'],
    declaration.attributes.map((attribute) => [
      `<code>${attribute.name}</code>`,
      `<code>${escapeHtml(attribute.type.text)}</code>`,
      `<code>${escapeHtml(attribute.default)}</code>`,
      prose(attribute.description),
    ]),
  ) || '<p>No attributes: configured by its authored content and the page configuration.</p>'
}
${table(
  `Events of &lt;${tag}&gt;`,
  ['event', 'detail', 'description'],
  declaration.events.map((event) => [
    `<code>${event.name}</code>`,
    `<code>${escapeHtml(event.type.text.replace(/^CustomEvent<(.*)>$/, '$1'))}</code>`,
    prose(event.description),
  ]),
)}
${table(
  `Authored content of &lt;${tag}&gt;`,
  ['slot', 'content'],
  declaration.slots.map((slot) => [slot.name ? `<code>${slot.name}</code>` : 'default', prose(slot.description)]),
)}
${table(
  `CSS custom properties of &lt;${tag}&gt;`,
  ['property', 'description'],
  declaration.cssProperties.map((property) => [`<code>${property.name}</code>`, prose(property.description)]),
)}
</section>`;
}

/** `prefix`: the page's language prefix (`/en`; empty in Chinese), for the examples' links. */
export function catalogueBody(manifest: CustomElementsManifest, prefix: string): string {
  const declarations = manifest.modules.flatMap((module) => module.declarations);
  const contents = declarations
    .map((declaration) => `<li><a href="#${declaration.tagName}"><code>&lt;${declaration.tagName}&gt;</code></a></li>`)
    .join('\n');
  return [
    `<nav class="site-section" aria-label="Widgets in the catalogue"><ul class="site-catalogue-contents">\n${contents}\n</ul></nav>`,
    ...declarations.map((declaration) => widgetSection(declaration, prefix)),
  ].join('\n\n');
}

/** Read on each request: the catalogue follows `npm run manifest` without a restart. */
export function renderCatalogue(prefix: string): string {
  return catalogueBody(JSON.parse(readFileSync(MANIFEST, 'utf8')) as CustomElementsManifest, prefix);
}
