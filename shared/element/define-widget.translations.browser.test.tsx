import { expect } from 'chai';
import { defineWidget } from './define-widget';
import { useWidgetEnvironment } from './widget-environment';
import { loadTranslations } from '../i18n/catalogue';
import { defineIcuMessages } from '../i18n/intl';
import fixtureEnglish from '../i18n/test-fixtures/messages/en.json';
import fixtureJapanese from '../i18n/test-fixtures/messages/ja.json';
import { captureWarnings, recordTexts, setPageConfig, waitFor } from '../../testing/fixtures';

/** A catalogue translated into `language` alone, loaded by `load`. */
const only = (language: string, load: () => Promise<unknown>) => (asked: string) => (asked === language ? load() : undefined);

// A Japanese page: widgets wait for their Japanese texts before the first render.
setPageConfig({ language: 'ja' });

const containers: HTMLElement[] = [];
afterEach(() => containers.splice(0).forEach((container) => container.remove()));

/** A widget showing "n more items" from `translate`, in the page language. */
function defineCountWidget(tag: `stay-${string}`, translate: ReturnType<typeof defineIcuMessages<typeof fixtureEnglish>>): void {
  function Count() {
    const { language } = useWidgetEnvironment();
    return <p className="count">{translate(language, 'more', { count: 1 })}</p>;
  }
  defineWidget(tag, Count, {});
}

function renderCount(tag: string): { container: HTMLElement; texts: string[]; stop: () => void } {
  const container = document.createElement('div');
  const seen = recordTexts(container, '.count');
  container.innerHTML = `<${tag}></${tag}>`;
  document.body.append(container);
  containers.push(container);
  return { container, ...seen };
}

describe('defineWidget and translations', () => {
  it('renders first once the page language has loaded: never English in between', async () => {
    let deliver: (module: unknown) => void = () => undefined;
    const japanese = new Promise((resolve) => (deliver = resolve));
    let requested = 0;
    const loadJapanese = () => {
      requested += 1;
      return japanese;
    };
    const translate = defineIcuMessages({ en: fixtureEnglish, translations: only('ja', loadJapanese) });
    defineCountWidget('stay-test-count', translate);

    const rendered = renderCount('stay-test-count');
    await waitFor(() => requested === 1, 'the Japanese texts to be requested');
    try {
      // Still loading: nothing rendered yet.
      expect(rendered.container.querySelector('.count')).to.equal(null);
    } finally {
      deliver({ default: fixtureJapanese });
    }
    await waitFor(() => rendered.texts.length > 0, 'the widget to render');
    rendered.stop();
    expect(rendered.texts).to.deep.equal(['あと1件']);

    // Loaded once for the page: a second element renders without another request.
    const second = renderCount('stay-test-count');
    await waitFor(() => second.texts.length > 0, 'the second widget to render');
    expect(second.texts).to.deep.equal(['あと1件']);
    expect(requested).to.equal(1);
  });

  it('shows English, with English plural rules and one warning, when the texts cannot be loaded', async () => {
    await loadTranslations('ja');
    const warnings = captureWarnings();
    try {
      const translate = defineIcuMessages({ en: fixtureEnglish, translations: only('ja', () => Promise.reject(new Error('offline'))) });
      defineCountWidget('stay-test-count-offline', translate);
      const rendered = renderCount('stay-test-count-offline');
      await waitFor(() => rendered.texts.length > 0, 'the widget to render');
      expect(rendered.texts).to.deep.equal(['1 more item']);
      renderCount('stay-test-count-offline');
      await waitFor(() => document.querySelectorAll('stay-test-count-offline .count').length === 2, 'a second widget');
      expect(warnings.messages.filter((message) => message.includes('ja texts could not be loaded'))).to.have.length(1);
    } finally {
      warnings.restore();
    }
  });
});
