/**
 * The element contract every widget keeps (DESIGN.md §3, issue 13 §6), as one suite each widget's
 * `<name>.contract.test.tsx` calls: the defaults render; an invalid attribute warns once, naming
 * the element and the attribute, and falls back to its default; an attribute change re-renders;
 * author mode shows schema problems in place (and only there); axe finds no violation in the
 * rendered widget. Invalid values are found from the element's own schema, so a new attribute is
 * covered without editing its test. Options: testing/README.md. Not part of any bundle.
 */
import axe from 'axe-core';
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import type { AttributeSchema } from '../shared/element/attribute-schema';
import { attributeName } from '../shared/element/attribute-schema';
import type { WidgetTag } from '../shared/element/define-widget';
import { addFixture, addWidgetStyles, captureWarnings, nextFrame, waitFor } from './fixtures';
import { resetPageForTest, type PageState } from './page-state';
import { allByRole } from './roles';

export interface WidgetContractOptions {
  tag: WidgetTag;
  /** Defines the element, e.g. `() => import('./element')`. */
  load: () => Promise<unknown>;
  /** The element as a CMS page authors it; default `<tag></tag>`. Attributes the tests add go on the first `tag` in it. */
  markup?: string;
  /** The widget's stylesheet (`import styles from '../shared/styles.css?inline'`), so axe sees what visitors see. */
  styles?: string;
  /** The page every test starts from (resetPageForTest); default `{ language: 'en' }`. */
  page?: PageState;
  /** What shows that the widget rendered with this markup as authored, beyond `stay:ready`; truthy when it did. */
  rendered?: (element: HTMLElement) => unknown;
  /** Invalid values to try, per attribute (`data-columns`); others are found from the schema. */
  invalidValues?: Record<string, string>;
  /** A valid attribute change and what it shows once re-rendered (besides the generic author-notice check). */
  change?: { attribute: string; value: string; shows: (element: HTMLElement) => unknown };
  /** The browser window's size for every test (the runner's default is 800 × 600). */
  viewport?: { width: number; height: number };
  /** axe rules this widget may fail, each with the reason (shown in the test's title). */
  axeExceptions?: Record<string, string>;
}

/** Values that no typed attribute accepts (text attributes accept anything and are left out). */
const INVALID_CANDIDATES = ['✗ not valid', 'javascript:alert(1)', '-99999999999', 'https://elsewhere.example/'];

/** How long a condition may take: generous, since CI and shared machines are slow, and nothing waits longer than it must. */
const TIMEOUT_MS = 8000;

/** axe rules about the whole page, which a fixture outside any landmark cannot pass. */
const PAGE_LEVEL_RULES = ['region'];

function schemaOf(tag: string): AttributeSchema {
  const element = customElements.get(tag) as unknown as { attributeSchema?: AttributeSchema } | undefined;
  return element?.attributeSchema ?? {};
}

/** One invalid value per typed attribute of the schema: `data-…` → value. */
export function invalidAttributes(tag: string, overrides: Record<string, string> = {}): Record<string, string> {
  const invalid: Record<string, string> = {};
  for (const [key, type] of Object.entries(schemaOf(tag))) {
    const name = attributeName(key);
    const value = overrides[name] ?? INVALID_CANDIDATES.find((candidate) => !type.parse(candidate).valid);
    if (value !== undefined) invalid[name] = value;
  }
  return invalid;
}

/**
 * Adds the markup and resolves with the element once it announced `stay:ready` and, with the
 * markup's own attributes, shows `rendered` (invalid values may turn what it shows off: a tile
 * without a valid target is no link).
 */
async function renderWidget(options: WidgetContractOptions, attributes: Record<string, string> = {}): Promise<HTMLElement> {
  const container = addFixture(options.markup ?? `<${options.tag}></${options.tag}>`);
  const element = container.querySelector<HTMLElement>(options.tag)!;
  const ready = new Promise((resolve) => element.addEventListener('stay:ready', resolve, { once: true }));
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  await ready;
  if (options.rendered && Object.keys(attributes).length === 0)
    await waitFor(() => options.rendered!(element), `<${options.tag}> to render`, TIMEOUT_MS);
  return element;
}

const warningsAbout = (messages: string[], tag: string, attribute?: string) =>
  messages.filter((message) => message.includes(`<${tag}>`) && (!attribute || message.includes(`${attribute}=`)));

const failed = (element: HTMLElement) => element.querySelector('.stay-widget-error, [data-stay-fallback]');

const authorNotice = (element: HTMLElement) =>
  allByRole(element, 'note').find((note) => note.textContent?.includes(`<${element.localName}>`));

export function runWidgetContractTests(options: WidgetContractOptions): void {
  const { tag } = options;
  const page = options.page ?? { language: 'en' };
  let warnings: ReturnType<typeof captureWarnings>;

  describe(`<${tag}> element contract`, () => {
    before(async function () {
      // The first import of a widget's element has the dev server transform its whole module graph:
      // the rate selector's took more than mocha's 20 s once in a clean-clone run with the machine's
      // two cores at a load of 10 (the same file passes in 15 s alone). Loading is not under test here.
      this.timeout(90_000);
      if (options.styles) addWidgetStyles(options.styles);
      await options.load();
    });
    beforeEach(async () => {
      if (options.viewport) await setViewport(options.viewport);
      await resetPageForTest(page);
      warnings = captureWarnings();
    });
    afterEach(() => warnings.restore());
    after(() => resetPageForTest(page));

    it('renders with its defaults, without a warning or an error', async () => {
      const element = await renderWidget(options);
      expect(failed(element), 'error or fallback shown').to.equal(null);
      expect(warningsAbout(warnings.messages, tag)).to.deep.equal([]);
    });

    it('warns once per invalid attribute, naming the element and the attribute, and renders with the defaults', async () => {
      const invalid = invalidAttributes(tag, options.invalidValues);
      const element = await renderWidget(options, invalid);
      expect(failed(element), 'error or fallback shown').to.equal(null);
      // Re-rendered with the same values (an attribute written again): still one warning each.
      for (const [name, value] of Object.entries(invalid)) element.setAttribute(name, value);
      await nextFrame();
      for (const [name, value] of Object.entries(invalid)) {
        expect(warningsAbout(warnings.messages, tag, name), `warnings about ${name}="${value}"`).to.have.length(1);
      }
      expect(warningsAbout(warnings.messages, tag)).to.have.length(Object.keys(invalid).length);
      expect(authorNotice(element), 'notice outside author mode').to.equal(undefined);
    });

    if (options.change) {
      const change = options.change;
      it(`re-renders when ${change.attribute} changes`, async () => {
        const element = await renderWidget(options);
        element.setAttribute(change.attribute, change.value);
        await waitFor(() => change.shows(element), `<${tag}> to show ${change.attribute}="${change.value}"`, TIMEOUT_MS);
      });
    }

    it('finds no accessibility violation with axe', async () => {
      const element = await renderWidget(options);
      const exceptions = Object.keys(options.axeExceptions ?? {});
      const rules = Object.fromEntries([...PAGE_LEVEL_RULES, ...exceptions].map((rule) => [rule, { enabled: false }]));
      const { violations } = await axe.run(element, { rules });
      expect(
        violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
      ).to.deep.equal([]);
    });

    describe('in author mode', () => {
      beforeEach(() => resetPageForTest({ ...page, authorMode: true }));

      it('shows schema problems in place, and again after an attribute changes (it re-rendered)', async () => {
        const invalid = Object.entries(invalidAttributes(tag, options.invalidValues));
        const element = await renderWidget(options);
        expect(authorNotice(element), 'notice with valid attributes').to.equal(undefined);
        if (invalid.length === 0) return;
        const [name, value] = invalid[0]!;
        element.setAttribute(name, value);
        const notice = await waitFor(() => authorNotice(element), `author notice about ${name}`, TIMEOUT_MS);
        expect(notice.textContent).to.include(`${name}="${value}"`);
        element.removeAttribute(name);
        await waitFor(() => !authorNotice(element), 'author notice gone once the attribute is valid', TIMEOUT_MS);
        expect(failed(element), 'error or fallback shown').to.equal(null);
      });
    });
  });
}
