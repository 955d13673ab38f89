import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import type { CustomElementsManifest, ElementDeclaration } from './custom-elements-manifest';
import { readStayEvents, type StayEventsDoc } from './element-docs';

/**
 * Typings for pages that script the elements, generated from the custom elements manifest and
 * shipped beside the build (issue 13 item 4):
 * - `stay-widgets.d.ts`: `HTMLElementTagNameMap` (`document.querySelector('stay-tabs')`) and the
 *   `stay:*` event map on every element, `document` and `window`;
 * - `stay-widgets-react.d.ts`: JSX intrinsic elements for React hosts, with each `data-*`
 *   attribute's allowed values.
 */
export const TYPINGS_FILE = 'stay-widgets.d.ts';
export const REACT_TYPINGS_FILE = 'stay-widgets-react.d.ts';

const HEADER = '// Generated from custom-elements.json by scripts/build/typings.ts. Do not edit.';

/** `stay-see-more-list` → `StaySeeMoreListElement`. */
export function interfaceName(tag: string): string {
  return `${tag.replace(/(^|-)([a-z])/g, (_whole, _dash, letter: string) => letter.toUpperCase())}Element`;
}

const comment = (text: string, indent = '') => `${indent}/** ${text.replace(/\*\//g, '*\\/')} */`;

function declarationsOf(manifest: CustomElementsManifest): ElementDeclaration[] {
  return manifest.modules.flatMap((module) => module.declarations);
}

/** Events of the elements (from the manifest), then the page-wide ones no element sends (from the event map). */
function eventEntries(manifest: CustomElementsManifest, events: StayEventsDoc): string[] {
  const seen = new Map<string, { type: string; description: string }>();
  for (const declaration of declarationsOf(manifest)) {
    for (const event of declaration.events) seen.set(event.name, { type: event.type.text, description: event.description });
  }
  for (const event of events.events) {
    if (!seen.has(event.name)) seen.set(event.name, { type: `CustomEvent<${event.detailType}>`, description: event.description });
  }
  return [...seen].map(([name, { type, description }]) => `${comment(description, '  ')}\n  '${name}': ${type};`);
}

export function domTypings(manifest: CustomElementsManifest, events: StayEventsDoc): string {
  const declarations = declarationsOf(manifest);
  return [
    HEADER,
    '',
    ...events.typeAliases.map((alias) => `export ${alias}`),
    '',
    '/** Every `stay:*` event and its detail: bubbling, composed `CustomEvent`s (page-wide ones on `window`). */',
    'export interface StayEventMap {',
    ...eventEntries(manifest, events),
    '}',
    '',
    ...declarations.flatMap((declaration) => [
      comment(`\`<${declaration.tagName}>\`: ${declaration.summary}`),
      `export interface ${interfaceName(declaration.tagName)} extends HTMLElement {}`,
      '',
    ]),
    'declare global {',
    '  interface GlobalEventHandlersEventMap extends StayEventMap {}',
    '  interface HTMLElementTagNameMap {',
    ...declarations.map((declaration) => `    '${declaration.tagName}': ${interfaceName(declaration.tagName)};`),
    '  }',
    '}',
    '',
  ].join('\n');
}

/** What JSX accepts for an attribute of this type: the parser reads strings, React writes numbers and booleans as text. */
function jsxValueType(typeText: string): string {
  if (typeText === 'boolean') return "boolean | '' | 'true' | 'false'";
  if (typeText === 'number') return 'number | `${number}`';
  return typeText;
}

export function reactTypings(manifest: CustomElementsManifest): string {
  const elements = declarationsOf(manifest).map((declaration) => {
    const attributes = declaration.attributes.map(
      (attribute) => `${comment(attribute.description, '        ')}\n        '${attribute.name}'?: ${jsxValueType(attribute.type.text)};`,
    );
    const props = `DetailedHTMLProps<HTMLAttributes<${interfaceName(declaration.tagName)}>, ${interfaceName(declaration.tagName)}>`;
    return attributes.length === 0
      ? `      '${declaration.tagName}': ${props};`
      : `      '${declaration.tagName}': ${props} & {\n${attributes.join('\n')}\n      };`;
  });
  return [
    HEADER,
    '',
    "import type { DetailedHTMLProps, HTMLAttributes } from 'react';",
    `import type { ${declarationsOf(manifest)
      .map((declaration) => interfaceName(declaration.tagName))
      .join(', ')} } from './stay-widgets';`,
    '',
    "declare module 'react' {",
    '  namespace JSX {',
    '    interface IntrinsicElements {',
    ...elements,
    '    }',
    '  }',
    '}',
    '',
  ].join('\n');
}

/** Emits both files into the build output, from the committed manifest and event map. */
export function typingsBesideBuild(root: string): Plugin {
  return {
    name: 'stay:typings',
    apply: 'build',
    generateBundle() {
      const manifest = JSON.parse(readFileSync(`${root}/custom-elements.json`, 'utf8')) as CustomElementsManifest;
      const events = readStayEvents(readFileSync(`${root}/shared/element/stay-events.ts`, 'utf8'));
      this.emitFile({ type: 'asset', fileName: TYPINGS_FILE, source: domTypings(manifest, events) });
      this.emitFile({ type: 'asset', fileName: REACT_TYPINGS_FILE, source: reactTypings(manifest) });
    },
  };
}
