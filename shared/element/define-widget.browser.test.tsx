import { expect } from 'chai';
import { useWidgetEnvironment } from './widget-environment';
import { defineWidget } from './define-widget';
import { attr } from './attribute-schema';
import { AuthoredNodes } from './AuthoredNodes';
import { removeFixtures, waitFor } from '../testing/fixtures';

// An Arabic page whose CMS markup forgot `dir`: widgets must still mirror.
const config = document.createElement('script');
config.type = 'application/json';
config.id = 'stay-widgets-config';
config.textContent = JSON.stringify({ language: 'ar' });
document.head.append(config);

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
});
