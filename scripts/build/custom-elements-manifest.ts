import { attributeName, type AttributeSchema, type AttributeType } from '../../shared/element/attribute-schema';
import type { Described, ElementDocs, StayEventDoc } from './element-docs';

/**
 * The custom elements manifest (https://github.com/webcomponents/custom-elements-manifest, schema
 * 2.0.0) of the widgets: the whole contract of every element for editors, CMS tooling, the
 * catalogue page and the typings shipped beside the build. Attributes (type, default, allowed
 * values, description) come from the schemas the elements parse with; events, slots (the authored
 * content's shape) and CSS custom properties from the comments `element-docs.ts` reads. Written by
 * `scripts/custom-elements-manifest.test.ts` (`npm run manifest`), which fails when it is stale.
 *
 * No `cssParts`: the widgets render in the light DOM (no shadow root), so page CSS reaches their
 * classes directly; the classes that are a styling contract are named in each README's Styling.
 */
export interface WidgetDefinition {
  tag: string;
  /** The element's class as the browser has it (`customElements.get(tag).name`). */
  className: string;
  /** Source module defining the element, e.g. `widgets/accordion/element.ts`. */
  module: string;
  schema: AttributeSchema;
  /** Each schema key's description. */
  attributeDescriptions: ReadonlyMap<string, string>;
  docs: ElementDocs;
}

/** Every element announces its first render (define-widget.tsx); the rest each widget declares with `@fires`. */
const EVERY_ELEMENT_FIRES = ['stay:ready'];

/** JSON has no `undefined`; defaults that are not plain JSON values are described instead. */
function defaultText(value: unknown): string {
  return JSON.stringify(value) ?? 'none';
}

/** The attribute's value type, from what its parser accepts (no weight added to the widgets for it). */
export function attributeTypeText(type: AttributeType<unknown>): string {
  const choices = /^one of (.+)$/.exec(type.expected)?.[1];
  if (choices)
    return choices
      .split(', ')
      .map((choice) => `'${choice}'`)
      .join(' | ');
  return typeof type.defaultValue;
}

function attributes(widget: WidgetDefinition) {
  return Object.entries(widget.schema).map(([key, type]) => {
    const description = widget.attributeDescriptions.get(key);
    if (!description) throw new Error(`${widget.module}: the attribute ${key} has no /** description */ in its schema`);
    return {
      name: attributeName(key),
      fieldName: key,
      type: { text: attributeTypeText(type) },
      default: defaultText(type.defaultValue),
      description: `${description} Allowed: ${type.expected}; an invalid value warns and uses the default.`,
    };
  });
}

function events(widget: WidgetDefinition, eventDocs: readonly StayEventDoc[]) {
  return [...EVERY_ELEMENT_FIRES, ...widget.docs.fires].map((name) => {
    const doc = eventDocs.find((event) => event.name === name);
    if (!doc) throw new Error(`${widget.module}: @fires ${name} is not in StayEventMap (shared/element/stay-events.ts)`);
    return { name, type: { text: `CustomEvent<${doc.detailType}>` }, description: doc.description };
  });
}

const described = (entries: readonly Described[]) => entries.map(({ name, description }) => ({ name, description }));

export type CustomElementsManifest = ReturnType<typeof customElementsManifest>;
export type ElementDeclaration = CustomElementsManifest['modules'][number]['declarations'][number];

export function customElementsManifest(widgets: readonly WidgetDefinition[], eventDocs: readonly StayEventDoc[]) {
  return {
    schemaVersion: '2.0.0',
    readme: 'README.md',
    modules: [...widgets]
      .sort((a, b) => a.tag.localeCompare(b.tag))
      .map((widget) => ({
        kind: 'javascript-module' as const,
        path: widget.module,
        declarations: [
          {
            kind: 'class' as const,
            name: widget.className,
            tagName: widget.tag,
            customElement: true as const,
            summary: widget.docs.summary,
            description: `${widget.docs.summary} See ${widget.module.replace(/element\.tsx?$/, 'README.md')}.`,
            superclass: { name: 'HTMLElement', package: 'global:' },
            attributes: attributes(widget),
            events: events(widget, eventDocs),
            slots: described(widget.docs.slots),
            cssProperties: described(widget.docs.cssProperties),
          },
        ],
        exports: [
          { kind: 'custom-element-definition' as const, name: widget.tag, declaration: { name: widget.className, module: widget.module } },
        ],
      })),
  };
}
