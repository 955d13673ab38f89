import { expect } from 'chai';
import { atom } from 'jotai/vanilla';
import { getApiClient } from '../shared/api/page-client';
import { getPageConfig } from '../shared/element/page-config';
import { pageStore } from '../shared/store/page-store';
import { addFixture } from './fixtures';
import { resetPageForTest } from './page-state';

const cookie = (name: string) => document.cookie.split('; ').find((entry) => entry.startsWith(`${name}=`));

describe('resetPageForTest', () => {
  after(() => resetPageForTest());

  it('gives the page a configuration read afresh: language and author mode', async () => {
    await resetPageForTest({ language: 'ja' });
    expect(getPageConfig()).to.include({ language: 'ja', authorMode: false });
    await resetPageForTest({ language: 'ar', authorMode: true, config: { currency: 'JPY' } });
    expect(getPageConfig()).to.include({ language: 'ar', authorMode: true, currency: 'JPY' });
    await resetPageForTest();
    expect(getPageConfig()).to.include({ language: 'zh', authorMode: false, currency: 'SGD' });
  });

  it('gives a fresh page store and API client', async () => {
    const count = atom(0);
    pageStore.set(count, 5);
    const client = getApiClient();
    await resetPageForTest();
    expect(pageStore.get(count)).to.equal(0);
    expect(getApiClient()).not.to.equal(client);
    pageStore.set(count, 1);
    expect(pageStore.get(count), 'the store still works').to.equal(1);
  });

  it('sets the sandbox switches and the address query of the state, and clears those of the previous one', async () => {
    await resetPageForTest({ region: 'CN', faults: [{ match: 'exchangerate', kind: 'error' }], query: { currency: 'KRW' } });
    expect(cookie('stay-sandbox-country')).to.equal('stay-sandbox-country=CN');
    expect(decodeURIComponent(cookie('stay-sandbox-faults')!)).to.contain('"exchangerate"');
    expect(new URLSearchParams(location.search).get('currency')).to.equal('KRW');
    await resetPageForTest();
    expect([cookie('stay-sandbox-country'), cookie('stay-sandbox-faults')]).to.deep.equal([undefined, undefined]);
    expect(new URLSearchParams(location.search).has('currency')).to.equal(false);
  });

  it('removes the fixtures and empties storage unless told to keep it', async () => {
    const fixture = addFixture('<p>left over</p>');
    sessionStorage.setItem('kept', '1');
    await resetPageForTest({ keepStorage: true });
    expect(fixture.isConnected).to.equal(false);
    expect(sessionStorage.getItem('kept')).to.equal('1');
    await resetPageForTest();
    expect(sessionStorage.getItem('kept')).to.equal(null);
  });
});
