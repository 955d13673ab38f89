import { describe, expect, it } from 'vitest';
import { slugify, tabIds } from './tab-ids';

describe('slugify', () => {
  it.each([
    { title: 'Overview', expected: 'overview' },
    { title: '  Rates & fees  ', expected: 'rates-fees' },
    { title: 'Check-in / check-out', expected: 'check-in-check-out' },
    { title: "Don't miss: what's new?", expected: 'dont-miss-whats-new' },
    { title: 'Q&A (2024)', expected: 'q-a-2024' },
    { title: 'Über uns', expected: 'über-uns' },
    { title: 'Café—Bar', expected: 'café-bar' },
    { title: '房型与价格', expected: '房型与价格' },
    { title: '设施，服务。', expected: '设施-服务' },
    { title: 'お部屋・料金', expected: 'お部屋-料金' },
    { title: 'アクセス　情報', expected: 'アクセス-情報' },
    { title: 'ＷｉＦｉ　２４時間', expected: 'wifi-24時間' },
    { title: 'الأسعار والرسوم', expected: 'الأسعار-والرسوم' },
    { title: 'مَرحَبًا، أهلاً!', expected: 'مَرحَبًا-أهلاً' },
    { title: 'الطابق ٣', expected: 'الطابق-٣' },
    { title: '!!!', expected: '' },
    { title: '★ ☆ →', expected: '' },
    { title: '', expected: '' },
  ])('"$title" → "$expected"', ({ title, expected }) => {
    expect(slugify(title)).toBe(expected);
  });

  it('keeps every character URL-fragment safe apart from Unicode letters and numbers', () => {
    for (const title of ['A <b>bold</b> "title"', 'path/to?x=1#frag', 'tab\ttab\nnew line', '100% sure']) {
      expect(slugify(title)).toMatch(/^[\p{L}\p{M}\p{N}]+(-[\p{L}\p{M}\p{N}]+)*$/u);
    }
  });
});

describe('tabIds', () => {
  it.each([
    { titles: ['Overview', 'Rates', 'Location'], taken: [], expected: ['overview', 'rates', 'location'] },
    { titles: ['Overview', 'Overview', 'overview!'], taken: [], expected: ['overview', 'overview-2', 'overview-3'] },
    { titles: ['Overview'], taken: ['overview', 'overview-2'], expected: ['overview-3'] },
    { titles: ['', '!!!', 'Rates'], taken: [], expected: ['tab-1', 'tab-2', 'rates'] },
    { titles: ['?'], taken: ['tab-1'], expected: ['tab-1-2'] },
    { titles: ['房型', '房型', 'الأسعار', 'الأسعار'], taken: [], expected: ['房型', '房型-2', 'الأسعار', 'الأسعار-2'] },
    { titles: ['Rates', 'Rates-2', 'Rates'], taken: [], expected: ['rates', 'rates-2', 'rates-3'] },
    { titles: [], taken: ['overview'], expected: [] },
  ])('$titles with $taken taken → $expected', ({ titles, taken, expected }) => {
    expect(tabIds(titles, (id) => taken.includes(id))).toEqual(expected);
  });

  it('is stable: the same titles and page give the same ids', () => {
    const titles = ['Overview', 'Rates', 'Overview'];
    expect(tabIds(titles)).toEqual(tabIds(titles));
  });
});
