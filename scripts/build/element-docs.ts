/**
 * The documentation half of the element contract, read from source comments so that none of it
 * reaches a page (the widget chunks are held to budgets of a few hundred bytes' headroom,
 * DESIGN.md §7; minification drops comments). The tags are those of the custom elements manifest
 * analyzer (https://custom-elements-manifest.open-wc.org/analyzer/getting-started/#supported-jsdoc):
 *
 * - in `element.ts`, the JSDoc block right before `defineWidget(`: a summary, `@slot` (the authored
 *   content's shape: light DOM, never a shadow slot), `@fires stay:<event>` and `@cssprop --name`;
 * - in the attribute schema, a JSDoc block right before each key (`headingLevel: attr.integer(…)`);
 * - in `shared/element/stay-events.ts`, each event's comment and detail type.
 *
 * Plain text parsing of files written to this shape (TypeScript 7 has no JS API to parse with,
 * STACK-NOTES.md); the manifest test fails when something is missing.
 */
export interface Described {
  name: string;
  description: string;
}

export interface ElementDocs {
  summary: string;
  slots: Described[];
  fires: string[];
  cssProperties: Described[];
}

export interface StayEventDoc {
  name: string;
  description: string;
  /** The detail's TypeScript type, as written in the event map. */
  detailType: string;
}

export interface StayEventsDoc {
  events: StayEventDoc[];
  /** `export type` aliases the detail types use, as `type Name = …;` source. */
  typeAliases: string[];
}

/** The text of a JSDoc block without its delimiters and leading asterisks. */
function commentText(block: string): string {
  return block
    .replace(/^\/\*\*|\*\/$/g, '')
    .split('\n')
    .map((line) => line.replace(/^\s*\* ?/, '').trimEnd())
    .join('\n')
    .trim();
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** `@tag name - description` lines (a description may wrap onto the following lines). */
function tagged(text: string, tag: string): Described[] {
  const found: Described[] = [];
  for (const match of text.matchAll(new RegExp(`^@${tag}\\s+(\\S+)(?:\\s+-\\s+)?([\\s\\S]*?)(?=^@|(?![\\s\\S]))`, 'gm'))) {
    found.push({ name: match[1] === '-' ? '' : match[1]!, description: oneLine(match[2] ?? '') });
  }
  return found;
}

export function readElementDocs(elementSource: string): ElementDocs {
  const block = /(\/\*\*(?:(?!\*\/)[\s\S])*\*\/)\s*defineWidget\(/.exec(elementSource)?.[1];
  const text = block ? commentText(block) : '';
  const summary = oneLine(text.split(/^@/m)[0] ?? '');
  return {
    summary,
    slots: tagged(text, 'slot'),
    fires: tagged(text, 'fires').map(({ name }) => name),
    cssProperties: tagged(text, 'cssprop'),
  };
}

/**
 * Each schema key's JSDoc: first in `element.ts` (`/** … *\/ key:`), then in the widget's other
 * files for keys spread in from an attribute group (`/** … *\/ start: dateTimeAttribute()`).
 */
export function readAttributeDescriptions(elementSource: string, otherSources: readonly string[]): Map<string, string> {
  const descriptions = new Map<string, string>();
  const collect = (source: string, pattern: RegExp) => {
    for (const match of source.matchAll(pattern)) {
      if (!descriptions.has(match[2]!)) descriptions.set(match[2]!, oneLine(commentText(match[1]!)));
    }
  };
  collect(elementSource, /(\/\*\*(?:(?!\*\/)[\s\S])*\*\/)\s*(\w+):/g);
  for (const source of otherSources) collect(source, /(\/\*\*(?:(?!\*\/)[\s\S])*\*\/)\s*(\w+):\s*\w+Attribute\(/g);
  return descriptions;
}

/** A type as the formatter may have wrapped it, on one line (`{ a: 1;\n b: 2 }` -> `{ a: 1; b: 2 }`). */
const oneLineType = (type: string) => type.replace(/\s+/g, ' ').replace(/;\s*}/g, ' }').trim().replace(/^\| /, '');

/** An alias's type from `start` to its closing `;` outside any brackets (the formatter may wrap it over lines). */
function typeBody(source: string, start: number): string {
  let depth = 0;
  for (let index = start; index < source.length; index += 1) {
    const char = source[index]!;
    if ('{<(['.includes(char)) depth += 1;
    else if ('}>)]'.includes(char) && source[index - 1] !== '=') depth -= 1;
    else if (char === ';' && depth === 0) return source.slice(start, index);
  }
  return source.slice(start);
}

/** The entries of `interface StayEventMap` and the type aliases beside it (an entry or alias may span lines). */
export function readStayEvents(source: string): StayEventsDoc {
  const map = /export interface StayEventMap \{([\s\S]*?)\n\}/.exec(source)?.[1] ?? '';
  const events = [...map.matchAll(/(\/\*\*(?:(?!\*\/)[\s\S])*\*\/)\s*'(stay:[a-z-]+)': CustomEvent<([\s\S]*?)>;$/gm)].map((match) => ({
    name: match[2]!,
    description: oneLine(commentText(match[1]!)),
    detailType: oneLineType(match[3]!),
  }));
  const typeAliases = [...source.matchAll(/^export type (\w+) =/gm)]
    .map((match) => [match[1]!, typeBody(source, match.index + match[0].length)] as const)
    .filter(([, body]) => !body.includes('StayEvent'))
    .map(([name, body]) => `type ${name} = ${oneLineType(body)};`);
  return { events, typeAliases };
}
