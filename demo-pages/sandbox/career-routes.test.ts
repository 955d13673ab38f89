import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorEnvelope, SuccessEnvelope } from './server.ts';
import { runSandbox } from './test-support.ts';
import type { RunningSandbox } from './test-support.ts';

// Content spec §7 "Other content: career-opportunity filter and by-id" (shapes: sandbox README "Careers").
let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await runSandbox();
});
afterAll(() => sandbox.close());

interface Listing {
  departments: { code: string; label: string }[];
  locations: { code: string; label: string }[];
  opportunities: { id: string; title: string; department: string; location: string; postedDate: string }[];
}

const list = (query = '') => sandbox.json<SuccessEnvelope<Listing>>(`/apis/stay/career-opportunity/filter.json${query}`);

describe('career opportunities', () => {
  it('lists every opportunity newest first, with the filter options in the language asked', async () => {
    const { status, body } = await list('?lang=ar');
    expect(status).toBe(200);
    expect(body.content.opportunities.map((item) => item.postedDate)).toEqual(
      body.content.opportunities
        .map((item) => item.postedDate)
        .toSorted()
        .toReversed(),
    );
    expect(body.content.opportunities).toHaveLength(5);
    expect(body.content.departments.find((option) => option.code === 'sales')?.label).toBe('المبيعات والتسويق');
  });

  it.each([
    ['?department=operations', ['CO-1004', 'CO-1001']],
    ['?department=sales&location=JP', ['CO-1003']],
    ['?location=AU', ['CO-1005']],
    ['?department=nope', []],
  ])('filters %s', async (query, ids) => {
    expect((await list(query)).body.content.opportunities.map((item) => item.id)).toEqual(ids);
  });

  it('gives one by id with its description and a mailto to apply; 404 for an unknown id', async () => {
    const { body } = await sandbox.json<SuccessEnvelope<{ title: string; description: string[]; applyUrl: string; locationLabel: string }>>(
      '/apis/stay/career-opportunity/by-id/CO-1003.json?lang=en',
    );
    expect(body.content).toMatchObject({ title: 'Corporate sales manager', locationLabel: 'Japan' });
    expect(body.content.description.length).toBeGreaterThan(0);
    expect(body.content.applyUrl).toMatch(/^mailto:careers@stay\.example\?subject=/);
    const missing = await sandbox.json<ErrorEnvelope>('/apis/stay/career-opportunity/by-id/CO-9.json');
    expect(missing.status).toBe(404);
  });
});

describe('booking banner (content spec §7 "bookingbanner")', () => {
  it('answers the banners in the language asked, with the link on this language', async () => {
    const { status, body } =
      await sandbox.json<SuccessEnvelope<{ banners: { id: string; title: string; linkUrl: string }[] }>>(
        '/apis/stay/bookingbanner/ar.json',
      );
    expect(status).toBe(200);
    // Only those published today (2026 to 2031 on the real clock): not the ended or the future one.
    expect(body.content.banners.map((banner) => banner.id)).toEqual(['jp-long-stay']);
    expect(body.content.banners[0]).toMatchObject({ title: 'إقامات طويلة في اليابان', linkUrl: '/ar/extended-stay/' });
  });
});
