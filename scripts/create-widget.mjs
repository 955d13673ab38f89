#!/usr/bin/env node
/**
 * `npm run create-widget <name>`: a new `<stay-<name>>` widget that follows the element contract
 * from its first commit (DESIGN.md §2, §3; issue 13 item 7):
 * - widgets/<name>/: element.ts (schema with described attributes, contract comments for the
 *   manifest), the component, its CSS, README.md under the heading template with the generated
 *   tables' markers, messages/en.json and the ten translations, and a test calling the shared
 *   element-contract suite;
 * - one line each in widgets/registry.ts (the loader's tag map), widgets/styles.css and
 *   scripts/size.mjs (held to the content-widget budget);
 * - then `npm run manifest` writes custom-elements.json and the README's tables.
 *
 * Options: `--root <folder>` writes into another copy of the project (the unit test does);
 * `--no-manifest` skips the manifest step.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const LANGUAGES = ['zh', 'ja', 'ko', 'ar', 'de', 'fr', 'es', 'id', 'vi', 'th'];

/** The placeholder region name, translated: the first thing to replace with the widget's own texts. */
const NEW_WIDGET = {
  en: 'New widget',
  zh: '新组件',
  ja: '新しいウィジェット',
  ko: '새 위젯',
  ar: 'أداة جديدة',
  de: 'Neues Widget',
  fr: 'Nouveau widget',
  es: 'Nuevo widget',
  id: 'Widget baru',
  vi: 'Tiện ích mới',
  th: 'วิดเจ็ตใหม่',
};

/** The README heading template (scripts/build/readme-tables.ts; the scaffold's test checks they agree). */
export const README_SECTIONS = ['Markup', 'Attributes', 'Behaviour', 'Keyboard', 'Events', 'Styling', 'Author mode', 'Analytics'];

/** `demo-thing` → `{ tag: 'stay-demo-thing', pascal: 'DemoThing', camel: 'demoThing' }`. */
export function widgetNames(name) {
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name))
    throw new Error(`"${name}" is not a widget name: lower-case words joined by "-", e.g. demo-thing`);
  const pascal = name.replace(/(^|-)([a-z0-9])/g, (_whole, _dash, letter) => letter.toUpperCase());
  return { name, tag: `stay-${name}`, pascal, camel: pascal.charAt(0).toLowerCase() + pascal.slice(1) };
}

export function widgetFiles({ name, tag, pascal, camel }) {
  const files = {
    'element.ts': `import { attr } from '../../shared/element/attribute-schema';
import { defineWidget } from '../../shared/element/define-widget';
import { ${pascal} } from './${pascal}';

export const ${camel}Schema = {
  /** Accessible name of the widget's region (empty: its default name, translated). */
  label: attr.string(''),
};

/**
 * A new widget: replace this summary with what \`<${tag}>\` does and the spec section it implements.
 *
 * @slot - Authored content, shown as written inside the widget's region.
 */
defineWidget('${tag}', ${pascal}, ${camel}Schema, { content: (nodes) => ({ nodes }) });
`,
    [`${pascal}.tsx`]: `import { AuthoredNodes } from '../../shared/element/AuthoredNodes';
import { useWidgetEnvironment } from '../../shared/element/widget-environment';
import { defineMessages, translationsOf } from '../../shared/i18n/catalogue';
import english from './messages/en.json';

const translate = defineMessages({ en: english, translations: translationsOf('widgets/${name}') });

export interface ${pascal}Props {
  /** The region's accessible name; empty: the translated default. */
  label: string;
  /** The authored content, moved into the widget (never copied). */
  nodes: readonly Node[];
}

/** \`<${tag}>\`: typed props in, UI out; no attribute parsing, no storage access (DESIGN.md §2). */
export function ${pascal}({ label, nodes }: ${pascal}Props) {
  const { language } = useWidgetEnvironment();
  return (
    <section className="${tag}" aria-label={label || translate(language, 'label')}>
      <AuthoredNodes nodes={nodes} />
    </section>
  );
}
`,
    [`${name}.css`]: `/* <${tag}>: classes prefixed ${tag}__; the authored markup gets its final layout before the upgrade. */
${tag} {
  display: block;
}
`,
    [`${name}.contract.test.tsx`]: `import widgetStyles from '../styles.css?inline';
import { runWidgetContractTests } from '../../testing/widget-contract';

runWidgetContractTests({
  tag: '${tag}',
  load: () => import('./element'),
  styles: widgetStyles,
  markup: \`<${tag} data-label="Offers"><p>Authored content, readable before the upgrade.</p></${tag}>\`,
  rendered: (element) => element.querySelector('section[aria-label="Offers"]'),
  change: { attribute: 'data-label', value: 'Deals', shows: (element) => element.querySelector('section[aria-label="Deals"]') },
});
`,
    'README.md': readme(tag),
    'messages/en.json': `${JSON.stringify({ label: NEW_WIDGET.en }, null, 2)}\n`,
  };
  for (const language of LANGUAGES) files[`messages/${language}.json`] = `${JSON.stringify({ label: NEW_WIDGET[language] }, null, 2)}\n`;
  return files;
}

function readme(tag) {
  const text = {
    Markup: `\`\`\`html\n<${tag} data-label="Offers">\n  <p>Authored content, readable before the upgrade.</p>\n</${tag}>\n\`\`\``,
    Attributes:
      '<!-- manifest:attributes -->\n<!-- /manifest:attributes -->\n\nAn invalid value falls back to its default with one console warning naming the element and the\nattribute; in author mode a notice shows in place. Changing or removing an attribute re-renders.',
    Behaviour: 'The authored content is shown in a region named by `data-label`.',
    Keyboard: 'Nothing of its own to operate: links and controls in the authored content work as authored.',
    Events: '<!-- manifest:events -->\n<!-- /manifest:events -->',
    Styling: `Styles are in \`${tag.replace(/^stay-/, '')}.css\`, part of \`stay-widgets.css\`; classes are prefixed \`${tag}__\`.`,
    'Author mode': 'Invalid attributes are listed in a notice above the widget.',
    Analytics: 'None: it pushes nothing to `window.dataLayer`.',
  };
  return [
    `# \`<${tag}>\`\n\nA new widget: say what it does and which spec section it implements.\n`,
    ...README_SECTIONS.map((section) => `## ${section}\n\n${text[section]}\n`),
  ].join('\n');
}

/** The text with `line` inserted before the first match of `before`; fails loudly if the anchor moved. */
function insertBefore(text, before, line, file) {
  const index = text.search(before);
  if (index < 0) throw new Error(`${file}: cannot find where to add ${line.trim()}`);
  return `${text.slice(0, index)}${line}${text.slice(index)}`;
}

export function registerWidget(root, { name, tag }) {
  const registry = join(root, 'widgets/registry.ts');
  writeFileSync(
    registry,
    insertBefore(readFileSync(registry, 'utf8'), /\n\};\s*$/, `\n  '${tag}': () => import('./${name}/element'),`, registry),
  );
  const styles = join(root, 'widgets/styles.css');
  writeFileSync(styles, `${readFileSync(styles, 'utf8').trimEnd()}\n@import './${name}/${name}.css';\n`);
  const size = join(root, 'scripts/size.mjs');
  const sizeText = readFileSync(size, 'utf8');
  const widgets = /const CONTENT_WIDGETS = new Set\(\[([^\]]*)\]\)/;
  if (!widgets.test(sizeText)) throw new Error(`${size}: cannot find CONTENT_WIDGETS`);
  // One entry per name, however the list is wrapped (the formatter writes it one per line).
  const entries = (list) =>
    list
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
  writeFileSync(
    size,
    sizeText.replace(widgets, (_whole, list) => `const CONTENT_WIDGETS = new Set([${[...entries(list), `'${name}'`].join(', ')}])`),
  );
}

/** The files the scaffold wrote or edited, formatted as `npm run format` would (the format check is a test layer). */
function formatWritten(root, name) {
  const oxfmt = fileURLToPath(new URL('../node_modules/.bin/oxfmt', import.meta.url));
  if (!existsSync(oxfmt)) return;
  const config = fileURLToPath(new URL('../.oxfmtrc.json', import.meta.url));
  execFileSync(oxfmt, [`-c=${config}`, `widgets/${name}`, 'widgets/registry.ts', 'widgets/styles.css', 'scripts/size.mjs'], {
    cwd: root,
    stdio: 'ignore',
  });
}

export function createWidget(name, { root, manifest }) {
  const names = widgetNames(name);
  const folder = join(root, 'widgets', name);
  if (existsSync(folder)) throw new Error(`widgets/${name} exists already`);
  for (const [file, text] of Object.entries(widgetFiles(names))) {
    mkdirSync(join(folder, file, '..'), { recursive: true });
    writeFileSync(join(folder, file), text);
  }
  registerWidget(root, names);
  formatWritten(root, name);
  if (manifest) {
    execFileSync('npx', ['vitest', 'run', 'scripts/custom-elements-manifest.test.ts'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, STAY_WRITE_MANIFEST: '1' },
    });
  }
  return names;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const rootIndex = args.indexOf('--root');
  const root = rootIndex >= 0 ? resolve(args[rootIndex + 1]) : fileURLToPath(new URL('..', import.meta.url));
  const name = args.find((arg, index) => !arg.startsWith('--') && (rootIndex < 0 || index !== rootIndex + 1));
  try {
    if (!name) throw new Error('usage: npm run create-widget <name> (e.g. demo-thing)');
    const { tag } = createWidget(name, { root, manifest: !args.includes('--no-manifest') });
    console.log(
      `<${tag}> created in widgets/${name}/: replace the summary and README prose, translate messages/*.json, then npm run manifest after changing the schema.`,
    );
  } catch (error) {
    console.error(`create-widget: ${error.message}`);
    process.exit(1);
  }
}
