import { expect } from 'chai';
import './element';
import { defineIcuMessages } from '../../shared/i18n/intl';
import { loadTranslations, translationsOf } from '../../shared/i18n/catalogue';
import { recordTexts, removeFixtures, setPageConfig, waitFor } from '../../shared/testing/fixtures';
import english from './messages/en.json';

// A Japanese page: the widget's Japanese texts are a chunk of their own, loaded before it first renders.
setPageConfig({ language: 'ja' });

afterEach(removeFixtures);

const items = Array.from({ length: 5 }, (_, index) => `<li>Item ${index + 1}</li>`).join('');

describe('stay-see-more-list on a Japanese page', () => {
  it('shows its texts in Japanese from the first render, never English first', async () => {
    const container = document.createElement('div');
    const seen = recordTexts(container, '.stay-see-more-list__button');
    container.innerHTML = `<stay-see-more-list><ul>${items}</ul></stay-see-more-list>`;
    document.body.append(container);
    await waitFor(() => seen.texts.length > 0, 'the button to render');
    seen.stop();
    container.remove();

    // The same catalogue read by the test: loaded by now, so this waits for nothing the widget needed.
    const translate = defineIcuMessages({ en: english, translations: translationsOf('widgets/see-more-list') });
    await loadTranslations('ja');
    const japanese = translate('ja', 'seeMore', { count: 2 });
    expect(japanese).not.to.equal(translate('en', 'seeMore', { count: 2 }));
    expect(seen.texts).to.deep.equal([japanese]);
  });
});
