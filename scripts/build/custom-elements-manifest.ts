import { attributeName, type AttributeSchema } from '../../shared/element/attribute-schema';

/**
 * The custom elements manifest (https://github.com/webcomponents/custom-elements-manifest, schema
 * 2.0.0) of the widgets: every element with its `data-*` attributes, their defaults and allowed
 * values, read from the attribute schemas the elements parse with. Editors and CMS tooling read
 * `custom-elements.json`; each widget's README has the prose. Written by
 * `scripts/custom-elements-manifest.test.ts` (`npm run manifest`), which fails when it is stale.
 */
export interface WidgetDefinition {
  tag: string;
  /** Source module defining the element, e.g. `widgets/accordion/element.ts`. */
  module: string;
  schema: AttributeSchema;
}

const className = (tag: string) =>
  tag
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('') + 'Element';

/** JSON has no `undefined`; defaults that are not plain JSON values are described instead. */
function defaultText(value: unknown): string {
  return JSON.stringify(value) ?? 'none';
}

export function customElementsManifest(widgets: readonly WidgetDefinition[]) {
  return {
    schemaVersion: '2.0.0',
    readme: 'README.md',
    modules: [...widgets]
      .sort((a, b) => a.tag.localeCompare(b.tag))
      .map(({ tag, module, schema }) => ({
        kind: 'javascript-module',
        path: module,
        declarations: [
          {
            kind: 'class',
            name: className(tag),
            tagName: tag,
            customElement: true,
            description: `See ${module.replace(/element\.tsx?$/, 'README.md')}.`,
            attributes: Object.entries(schema).map(([key, type]) => ({
              name: attributeName(key),
              fieldName: key,
              description: `Allowed: ${type.expected}. An invalid value warns and uses the default.`,
              default: defaultText(type.defaultValue),
            })),
          },
        ],
        exports: [{ kind: 'custom-element-definition', name: tag, declaration: { name: className(tag), module } }],
      })),
  };
}
