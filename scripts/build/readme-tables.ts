import type { ElementDeclaration } from './custom-elements-manifest';

/**
 * The generated parts of each widget README: its Attributes and Events tables, written from the
 * custom elements manifest between `<!-- manifest:attributes -->` / `<!-- /manifest:attributes -->`
 * (and `events`) markers. The prose around them stays hand-written.
 */
export const README_SECTIONS = ['Markup', 'Attributes', 'Behaviour', 'Keyboard', 'Events', 'Styling', 'Author mode', 'Analytics'] as const;

export type GeneratedTable = 'attributes' | 'events';

/** A table cell: pipes would end the cell, line breaks the row. */
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s+/g, ' ');
const code = (text: string) => `\`${cell(text)}\``;

export function attributesTable(declaration: ElementDeclaration): string {
  if (declaration.attributes.length === 0) return 'No `data-*` attributes.';
  return [
    '| attribute | type | default | description |',
    '| --- | --- | --- | --- |',
    ...declaration.attributes.map(
      (attribute) =>
        `| ${code(attribute.name)} | ${code(attribute.type.text)} | ${code(attribute.default)} | ${cell(attribute.description)} |`,
    ),
  ].join('\n');
}

export function eventsTable(declaration: ElementDeclaration): string {
  return [
    'Bubbling, composed `CustomEvent`s from the element (types in `StayEventMap`, `shared/element/stay-events.ts`).',
    '',
    '| event | detail | description |',
    '| --- | --- | --- |',
    ...declaration.events.map(
      (event) => `| ${code(event.name)} | ${code(event.type.text.replace(/^CustomEvent<(.*)>$/, '$1'))} | ${cell(event.description)} |`,
    ),
  ].join('\n');
}

const markers = (table: GeneratedTable) => [`<!-- manifest:${table} -->`, `<!-- /manifest:${table} -->`] as const;

/** The README with `content` between the table's markers; undefined when the markers are missing. */
export function withGeneratedTable(readme: string, table: GeneratedTable, content: string): string | undefined {
  const [open, close] = markers(table);
  const start = readme.indexOf(open);
  const end = readme.indexOf(close);
  if (start < 0 || end < start) return undefined;
  return `${readme.slice(0, start + open.length)}\n${content}\n${readme.slice(end)}`;
}

/** The README's `##` headings, in order. */
export function sectionHeadings(readme: string): string[] {
  return [...readme.replace(/```[\s\S]*?```/g, '').matchAll(/^## (.+)$/gm)].map((match) => match[1]!.trim());
}

/** The README with both tables generated from `declaration`. */
export function generatedReadme(readme: string, declaration: ElementDeclaration): string | undefined {
  const withAttributes = withGeneratedTable(readme, 'attributes', attributesTable(declaration));
  return withAttributes && withGeneratedTable(withAttributes, 'events', eventsTable(declaration));
}
