/** Helpers for component tests in the browser (web-test-runner). Not part of any bundle. */
import './reportable-failures';

const fixtures = new Set<HTMLElement>();

/**
 * Polls `probe` until it answers a truthy value. A probe that throws (a role query finding no
 * element yet) is asked again; on time-out its last error is part of the message. The default
 * allows 10 s: polling ends as soon as the probe answers, so only a failure waits that long, and
 * a widget that chains several sandbox reads (the property listing: five) took more than the 3 s
 * this was once in a clean-clone run with the machine's two cores at a load of 10.
 */
export async function waitFor<T>(probe: () => T | undefined | null | false, description: string, timeoutMs = 10_000): Promise<T> {
  const started = performance.now();
  let lastError: unknown;
  for (;;) {
    try {
      const value = probe();
      if (value) return value;
    } catch (error) {
      lastError = error;
    }
    if (performance.now() - started > timeoutMs) {
      throw new Error(`Timed out waiting for ${description}${lastError instanceof Error ? ` (${lastError.message})` : ''}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Resolves after the next frame and the task after it: by then React has committed whatever the
 * last event scheduled (it renders in a task of its own) and observers have run. For checks that
 * something did not happen, where no condition can be awaited; never a fixed time.
 */
export function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
}

/** Resolves once `element` announces `stay:ready`: its first render is in the document. */
export function whenReady(element: Element): Promise<void> {
  return new Promise((resolve) => element.addEventListener('stay:ready', () => resolve(), { once: true }));
}

/**
 * Resolves once every `stay-*` element under `root` whose definition is loaded has announced its
 * first render (`stay:ready`), fallen back to its authored content (`data-stay-fallback`) or left
 * `root` (a carousel leaves a banner outside its publishing window out). Call it in the task that
 * added them: the upgrade comes in a later one.
 */
export async function upgradesOf(root: HTMLElement): Promise<void> {
  const waiting = Array.from(root.querySelectorAll('*')).filter(
    (element) => element.localName.startsWith('stay-') && customElements.get(element.localName),
  );
  if (!waiting.length) return;
  const ready = new Set<EventTarget | null>();
  const record = (event: Event) => ready.add(event.target);
  root.addEventListener('stay:ready', record);
  try {
    await waitFor(
      () => waiting.every((element) => ready.has(element) || element.hasAttribute('data-stay-fallback') || !root.contains(element)),
      'every element of the fixture to render',
      8000,
    );
  } finally {
    root.removeEventListener('stay:ready', record);
  }
}

/** Adds authored HTML to the document, as a CMS page would, and returns its container. */
export function addFixture(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  fixtures.add(container);
  return container;
}

/**
 * Adds authored HTML and waits until it rendered: `rendered` is a selector, or a probe of the
 * container (`(root) => queryByRole(root, 'button')`) that is truthy once it did.
 */
export async function renderFixture(html: string, rendered: string | ((root: HTMLElement) => unknown)): Promise<HTMLElement> {
  const container = addFixture(html);
  // Elements upgrade in a later task (shared/element/upgrade-scheduler.ts), and a probe may match the
  // authored markup before then: first every defined element renders (or gives up), then the probe.
  await upgradesOf(container);
  const probe = typeof rendered === 'string' ? () => container.querySelector(rendered) : () => rendered(container);
  await waitFor(probe, `${typeof rendered === 'string' ? rendered : 'the fixture'} to render`);
  return container;
}

export function removeFixtures(): void {
  for (const container of fixtures) container.remove();
  fixtures.clear();
}

/** Records console.warn calls while a test runs. */
export function captureWarnings(): { messages: string[]; restore: () => void } {
  const original = console.warn;
  const messages: string[] = [];
  console.warn = (...args: unknown[]) => {
    messages.push(args.map(String).join(' '));
  };
  return { messages, restore: () => (console.warn = original) };
}

/**
 * Adds stay-widgets.css to the test page, as the CMS page's <head> would. Imported inline so
 * the test page needs no Vite client (component tests run without HMR).
 */
export function addWidgetStyles(css: string): void {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
}

/**
 * Gives the test page a configuration, as a CMS page's `<script id="stay-widgets-config">` does,
 * replacing the one it has; `undefined` removes it (the defaults then apply). The test page's path
 * names no language, so without one it is a Chinese page (the default). The configuration is read
 * when the first element connects, and then kept: to change it later, use resetPageForTest.
 */
export function setPageConfig(config: Record<string, unknown> | undefined): void {
  document.getElementById('stay-widgets-config')?.remove();
  if (!config) return;
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'stay-widgets-config';
  script.textContent = JSON.stringify(config);
  document.head.append(script);
}

/**
 * Records the text of `selector` inside `root` each time the DOM changes, from now on: the first
 * entry is what the first render showed (a later check could miss a flash of other text).
 */
export function recordTexts(root: Node, selector: string): { texts: string[]; stop: () => void } {
  const texts: string[] = [];
  const record = () => {
    const element = root instanceof Element || root instanceof Document ? root.querySelector(selector) : null;
    const text = element?.textContent ?? undefined;
    if (text !== undefined && texts[texts.length - 1] !== text) texts.push(text);
  };
  const observer = new MutationObserver(record);
  observer.observe(root, { childList: true, subtree: true, characterData: true, attributes: true });
  return { texts, stop: () => observer.disconnect() };
}

/**
 * Records what the elements matching `selector` under `root` show (or those `selector` finds, a
 * role query such as `(root) => allByRole(root, 'paragraph')`), after every DOM change from now
 * on: a MutationObserver's callback runs before the browser paints, so no text painted even for
 * one frame is missed. `busy` records whether any of them was marked `aria-busy="true"`.
 */
export function recordShownTexts(
  root: Node,
  selector: string | ((root: ParentNode) => Element[]),
): { texts: Set<string>; busy: boolean[]; stop: () => void } {
  const texts = new Set<string>();
  const busy: boolean[] = [];
  const snapshot = () => {
    const shown = typeof selector === 'string' ? Array.from((root as ParentNode).querySelectorAll(selector)) : selector(root as ParentNode);
    for (const element of shown) texts.add((element.textContent ?? '').replace(/\s+/g, ' ').trim());
    if (shown.length > 0)
      busy.push(shown.some((element) => element.closest('[aria-busy="true"]') || element.querySelector('[aria-busy="true"]')));
  };
  const observer = new MutationObserver(snapshot);
  observer.observe(root, { subtree: true, childList: true, characterData: true, attributes: true });
  return { texts, busy, stop: () => observer.disconnect() };
}
