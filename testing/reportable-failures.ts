/**
 * web-test-runner sends each page's results with `structuredClone`: a failed
 * `expect(document.activeElement).to.equal(heading)` carries two elements as `actual` and
 * `expected`, the clone throws, and the runner never hears from the page ("did not finish within
 * 120000ms", every test of the file lost; the password-reset flake of issue 16). So a failure's
 * values that cannot be cloned are replaced by a description before mocha reports it.
 */
export function makeReportable(error: unknown): void {
  if (typeof error !== 'object' || error === null) return;
  const failure = error as Record<string, unknown>;
  for (const key of ['actual', 'expected'] as const) {
    if (!(key in failure) || isCloneable(failure[key])) continue;
    failure[key] = describeValue(failure[key]);
  }
}

function isCloneable(value: unknown): boolean {
  try {
    structuredClone(value);
    return true;
  } catch {
    return false;
  }
}

/** `<h2#stay-x.title> "Check your e-mail"` for an element, else its string form. */
export function describeValue(value: unknown): string {
  if (value instanceof Element) {
    const id = value.id ? `#${value.id}` : '';
    const classes = [...value.classList].map((name) => `.${name}`).join('');
    const text = (value.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 80);
    return `<${value.localName}${id}${classes}> "${text}"`;
  }
  if (Array.isArray(value)) return `[${value.map(describeValue).join(', ')}]`;
  try {
    return String(value);
  } catch {
    return Object.prototype.toString.call(value);
  }
}

// A root hook (this module is imported by fixtures.ts, so by every component test page).
if (typeof afterEach === 'function') {
  afterEach(function makeFailureReportable() {
    makeReportable(this.currentTest?.err);
  });
}
