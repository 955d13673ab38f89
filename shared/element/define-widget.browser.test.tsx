import { expect } from 'chai';
import { useEffect, useState } from 'react';
import { useWidgetEnvironment } from './widget-environment';
import { defineWidget } from './define-widget';
import { attr } from './attribute-schema';
import { AuthoredNodes } from './AuthoredNodes';
import { nextFrame, removeFixtures, setPageConfig, waitFor } from '../../testing/fixtures';

// An Arabic page whose CMS markup forgot `dir`: widgets must still mirror.
setPageConfig({ language: 'ar' });

let renders = 0;
function Probe({ label, nodes }: { label: string; nodes: readonly Node[] }) {
  renders += 1;
  const { language, direction } = useWidgetEnvironment();
  return (
    <div className="probe" data-language={language} data-direction={direction}>
      <span className="probe__label">{label}</span>
      <AuthoredNodes className="probe__content" nodes={nodes} />
    </div>
  );
}

const schema = { label: attr.string('none') };
defineWidget('stay-test-probe', Probe, schema, { content: (nodes) => ({ nodes }) });

/** Counts mounts and keeps a state a remount would lose. */
const lifecycle = { mounts: 0, unmounts: 0 };
function Counter() {
  const [clicks, setClicks] = useState(0);
  useEffect(() => {
    lifecycle.mounts += 1;
    return () => {
      lifecycle.unmounts += 1;
    };
  }, []);
  return (
    <button type="button" className="counter" onClick={() => setClicks((count) => count + 1)}>
      {clicks}
    </button>
  );
}
defineWidget('stay-test-counter', Counter, {});

afterEach(removeFixtures);

describe('defineWidget', () => {
  it('defining a tag twice keeps the first definition and does not throw', () => {
    const first = customElements.get('stay-test-probe');
    defineWidget('stay-test-probe', () => null, schema);
    expect(customElements.get('stay-test-probe')).to.equal(first);
  });

  it('offers the page language and sets dir="rtl" on the element of an Arabic page without dir', async () => {
    const probe = document.createElement('stay-test-probe');
    document.body.append(probe);
    const rendered = await waitFor(() => probe.querySelector<HTMLElement>('.probe'), 'probe to render');
    expect(rendered.dataset.language).to.equal('ar');
    expect(rendered.dataset.direction).to.equal('rtl');
    expect(probe.getAttribute('dir')).to.equal('rtl');
    probe.remove();
  });

  it('captures children a script appends right after inserting the element', async () => {
    const probe = document.createElement('stay-test-probe');
    document.body.append(probe);
    probe.innerHTML = '<p class="late">Added by a CMS script</p>';
    await waitFor(() => probe.querySelector('.probe__content .late'), 'late child inside the widget');
    probe.remove();
  });

  it('re-renders for attribute changes after upgrade, and not before it connects', async () => {
    const probe = document.createElement('stay-test-probe');
    probe.setAttribute('data-label', 'first');
    document.body.append(probe);
    await waitFor(() => probe.querySelector('.probe__label')?.textContent === 'first', 'first label');
    const rendersBefore = renders;
    probe.setAttribute('data-label', 'second');
    await waitFor(() => probe.querySelector('.probe__label')?.textContent === 'second', 'second label');
    expect(renders).to.be.greaterThan(rendersBefore);
    probe.removeAttribute('data-label');
    await waitFor(() => probe.querySelector('.probe__label')?.textContent === 'none', 'default label after removal');
    probe.remove();
  });

  it('keeps its React state when moved within the page (a carousel placing it in a slide), and unmounts when removed', async () => {
    const [first, second] = [document.createElement('div'), document.createElement('div')];
    document.body.append(first, second);
    const counter = document.createElement('stay-test-counter');
    first.append(counter);
    const button = await waitFor(() => counter.querySelector<HTMLButtonElement>('.counter'), 'counter to render');
    button.click();
    await waitFor(() => button.textContent === '1', 'one click');
    const mountsBefore = lifecycle.mounts;

    second.append(counter);
    // What a remount would need: the element's microtasks, a task and a frame for React.
    await new Promise((resolve) => setTimeout(resolve));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(lifecycle.mounts, 'not mounted again').to.equal(mountsBefore);
    expect(counter.querySelector('.counter')?.textContent, 'state kept').to.equal('1');

    const unmountsBefore = lifecycle.unmounts;
    counter.remove();
    await waitFor(() => lifecycle.unmounts === unmountsBefore + 1, 'unmounted once removed');
    first.remove();
    second.remove();
  });
});

/** A widget whose enhancement needs an API this browser lacks: it throws in an effect, after placing its content. */
function Fragile({ nodes }: { nodes: readonly Node[] }) {
  useEffect(() => {
    throw new ReferenceError('ResizeObserver is not defined');
  }, []);
  return <AuthoredNodes className="fragile" nodes={nodes} />;
}
defineWidget('stay-test-fragile', Fragile, {}, { content: (nodes) => ({ nodes }) });

describe('defineWidget when the widget cannot run (issue 12 §8)', () => {
  let originalError: typeof console.error;
  beforeEach(() => {
    originalError = console.error;
    console.error = () => undefined;
  });
  afterEach(() => {
    console.error = originalError;
    document.documentElement.removeAttribute('data-stay-enhancement-failed');
  });

  it('puts the authored nodes themselves back in place of the widget, marks it and announces the failure', async () => {
    const failures: string[] = [];
    const onFailure = (event: Event) => failures.push((event as CustomEvent<{ tag: string }>).detail.tag);
    window.addEventListener('stay:enhancement-failed', onFailure);
    const container = document.createElement('div');
    container.innerHTML = '<stay-test-fragile><h3>Rates</h3><p>From SGD 245 <a href="/rates/">See rates</a></p></stay-test-fragile>';
    const element = container.firstElementChild!;
    const [heading, paragraph] = Array.from(element.children);
    const input = document.createElement('input');
    paragraph!.append(input);
    input.value = 'typed before the upgrade';
    document.body.append(container);

    await waitFor(() => element.hasAttribute('data-stay-fallback'), 'the fallback');
    await waitFor(() => element.firstElementChild === heading, 'the authored nodes back');
    window.removeEventListener('stay:enhancement-failed', onFailure);
    expect(Array.from(element.children)).to.deep.equal([heading, paragraph]);
    expect(input.value).to.equal('typed before the upgrade');
    expect(element.querySelector('.fragile, .stay-widget-error')).to.equal(null);
    expect(document.documentElement.hasAttribute('data-stay-enhancement-failed')).to.equal(true);
    expect(failures).to.deep.equal(['stay-test-fragile']);
    // It stays as authored: an attribute change or a move does not mount the failing widget again.
    element.setAttribute('data-anything', '1');
    document.body.append(element);
    await nextFrame();
    expect(Array.from(element.children)).to.deep.equal([heading, paragraph]);
    element.remove();
    container.remove();
  });

  it('shows the short message for a widget without authored content', async () => {
    const container = document.createElement('div');
    container.innerHTML = '<stay-test-fragile> </stay-test-fragile>';
    document.body.append(container);
    const message = await waitFor(() => container.querySelector('.stay-widget-error'), 'the message');
    expect(message.getAttribute('role')).to.equal('alert');
    container.remove();
  });
});
