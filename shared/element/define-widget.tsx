import r2wc from '@r2wc/react-to-web-component';
import { useLayoutEffect, type ComponentType } from 'react';
import { textDirection } from '../domain/languages';
import { loadTranslations, translate } from '../i18n/catalogue';
import { getPageConfig } from './page-config';
import {
  observedAttributeNames,
  parseAttributes,
  type AttributeProblem,
  type AttributeSchema,
  type SchemaValues,
} from './attribute-schema';
import { AuthorNotice } from './AuthorNotice';
import { hasAuthoredContent, reportEnhancementFailure } from './enhancement-failure';
import { WidgetErrorBoundary } from './WidgetErrorBoundary';
import { WidgetEnvironmentContext, type WidgetEnvironment } from './widget-environment';
import { emitStayEvent } from './stay-events';
import { scheduleUpgrade, type Upgrade } from './upgrade-scheduler';

export type WidgetTag = `stay-${string}`;

export interface WidgetOptions<ContentProps> {
  /**
   * Turns the element's authored light-DOM nodes into typed props. Called once, when the
   * element first connects; the nodes are references, never strings (DESIGN.md §3).
   */
  content?: (authoredNodes: readonly Node[]) => ContentProps;
}

/** Everything the React side of an element needs, handed over as one r2wc property. */
interface WidgetRender<Props> {
  /** The custom element itself: `stay:ready` is announced from it. */
  element: HTMLElement;
  props: Props;
  problems: AttributeProblem[];
  environment: WidgetEnvironment;
  /** The element had authored content, which it puts back if the widget fails (no message then). */
  restoresAuthoredContent: boolean;
  onFailure: () => void;
}

type R2wcElement<Props> = HTMLElement & {
  connectedCallback(): void;
  disconnectedCallback(): void;
  widget?: WidgetRender<Props>;
};

/**
 * Defines `<tag>` as a custom element rendering `Component` (DESIGN.md §3):
 * - `data-*` attributes are parsed by `schema` into typed props; an invalid value falls back to
 *   its default with one console warning naming element and attribute (and a notice in author mode);
 * - attribute changes, including removal, re-render;
 * - authored children are captured before React mounts and handed to `options.content`;
 * - the first render waits until the page language's texts of every catalogue defined so far have
 *   loaded (`loadTranslations`); on English pages, and once they are loaded, nothing waits;
 * - each element has its own error boundary; all share the page's jotai store (jotai's default
 *   store, shared/store/page-store.ts), which hooks use without a Provider.
 * Defining a tag twice is a no-op, so a chunk evaluated twice never throws.
 */
export function defineWidget<Schema extends AttributeSchema, ContentProps extends object = Record<never, never>>(
  tag: WidgetTag,
  Component: ComponentType<SchemaValues<Schema> & ContentProps>,
  schema: Schema,
  options: WidgetOptions<ContentProps> = {},
): void {
  if (customElements.get(tag)) return;
  type Props = SchemaValues<Schema> & ContentProps;

  function WidgetHost({ widget }: { widget?: WidgetRender<Props> }) {
    const element = widget?.element;
    // Once per mount, when the element's first render is in the document (before the paint):
    // scripts, tests and scripts/upgrade-benchmark.mjs wait for it.
    useLayoutEffect(() => emitStayEvent(element, 'stay:ready', { tag }), [element]);
    if (!widget) return null;
    const { environment, problems, props, restoresAuthoredContent } = widget;
    return (
      <WidgetEnvironmentContext.Provider value={environment}>
        {environment.authorMode && <AuthorNotice tag={tag} problems={problems} language={environment.language} />}
        <WidgetErrorBoundary
          tag={tag}
          resetKey={widget}
          message={restoresAuthoredContent ? undefined : translate(environment.language, 'widget.error')}
          onFailure={widget.onFailure}
        >
          <Component {...props} />
        </WidgetErrorBoundary>
      </WidgetEnvironmentContext.Provider>
    );
  }

  // `widget` has no r2wc type: r2wc then neither parses nor reflects it, it only re-renders.
  const R2wcBase = r2wc(WidgetHost, { props: { widget: undefined } }) as unknown as new () => R2wcElement<Props>;

  class StayWidgetElement extends R2wcBase {
    /** For tools: the custom-elements manifest (scripts/build/custom-elements-manifest.ts) reads it. */
    static readonly attributeSchema: AttributeSchema = schema;

    static get observedAttributes(): string[] {
      return observedAttributeNames(schema);
    }

    #contentProps: ContentProps | undefined;
    /** The light DOM as authored, captured before React mounts: put back if the widget fails. */
    #authoredNodes: Node[] = [];
    /** The widget failed and its authored content is back: React stays unmounted, even after a move. */
    #fellBack = false;
    #reportedProblems = new Set<string>();
    #connectScheduled = false;

    override connectedCallback(): void {
      if (this.#fellBack) return;
      // Wait one microtask so children appended right after the element (by a CMS script) are captured too.
      if (this.#connectScheduled) return;
      this.#connectScheduled = true;
      queueMicrotask(() => {
        const upgrade: Upgrade = { tag, element: this, read: () => this.#read(), mount: () => this.#mount() };
        // The first render is in the page language: its texts load first (English is bundled, no wait).
        const loading = loadTranslations(getPageConfig().language);
        if (loading) void loading.then(() => scheduleUpgrade(upgrade));
        else scheduleUpgrade(upgrade);
      });
    }

    /** Before any element of the batch renders: false when the element left the page meanwhile. */
    #read(): boolean {
      this.#connectScheduled = false;
      if (!this.isConnected) return false;
      if (this.#contentProps === undefined) {
        this.#authoredNodes = Array.from(this.childNodes);
        this.#contentProps = options.content ? options.content(this.#authoredNodes) : ({} as ContentProps);
      }
      this.#applyDirection();
      return true;
    }

    #mount(): void {
      this.#render();
      super.connectedCallback();
    }

    /**
     * A move within the page (a carousel placing an authored banner in its slide, a CMS script
     * re-ordering sections) disconnects and connects the element in one go. Unmounting at once
     * would throw away the widget's state and, during another widget's React render, make React
     * warn; so the unmount waits a microtask and happens only if the element is still out.
     */
    override disconnectedCallback(): void {
      queueMicrotask(() => {
        if (!this.isConnected) super.disconnectedCallback();
      });
    }

    attributeChangedCallback(): void {
      // Before the first connection the initial render reads every attribute anyway.
      // After a fallback, r2wc renders nothing: its root is unmounted.
      if (this.#contentProps !== undefined && this.isConnected) this.#render();
    }

    /**
     * Progressive enhancement (issue 12 §8): a widget that cannot run gives the page back the
     * content the CMS authored, as it was before the upgrade (slides, links, panels), and the page
     * shows the browser-support notice. React is unmounted after its commit (a microtask), since a
     * root cannot unmount while it renders.
     */
    #fallBack = (): void => {
      reportEnhancementFailure(this);
      if (!hasAuthoredContent(this.#authoredNodes)) return;
      queueMicrotask(() => {
        this.#fellBack = true;
        super.disconnectedCallback();
        this.replaceChildren(...this.#authoredNodes);
      });
    };

    #render(): void {
      const { values, problems } = parseAttributes(schema, (name) => this.getAttribute(name));
      this.#warnAbout(problems);
      const config = getPageConfig();
      this.widget = {
        element: this,
        props: { ...values, ...this.#contentProps } as Props,
        problems,
        restoresAuthoredContent: hasAuthoredContent(this.#authoredNodes),
        onFailure: this.#fallBack,
        environment: {
          tag,
          language: config.language,
          direction: textDirection(config.language),
          authorMode: config.authorMode,
          contentRoot: config.contentRoot,
        },
      };
    }

    #warnAbout(problems: AttributeProblem[]): void {
      for (const problem of problems) {
        const key = `${problem.attribute}=${problem.value}`;
        if (this.#reportedProblems.has(key)) continue;
        this.#reportedProblems.add(key);
        console.warn(
          `[stay-widgets] <${tag}> ${problem.attribute}="${problem.value}" is invalid (expected ${problem.expected}); using ${problem.fallback}.`,
        );
      }
    }

    /** Pages of right-to-left languages may lack `dir`; widgets must still mirror. */
    #applyDirection(): void {
      if (this.hasAttribute('dir')) return;
      const direction = textDirection(getPageConfig().language);
      if (getComputedStyle(this).direction !== direction) this.setAttribute('dir', direction);
    }
  }

  customElements.define(tag, StayWidgetElement);
}
