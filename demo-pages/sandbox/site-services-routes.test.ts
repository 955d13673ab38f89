import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SuccessEnvelope } from './server.ts';
import { runSandbox } from './test-support.ts';
import type { RunningSandbox } from './test-support.ts';

let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await runSandbox({ now: () => new Date('2026-03-15T08:00:00Z') });
});

afterAll(async () => {
  await sandbox.close();
});

async function content<T>(path: string): Promise<T> {
  const { status, body } = await sandbox.json<SuccessEnvelope<T>>(path);
  expect(status).toBe(200);
  return body.content;
}

describe('POST /api/log/errors/web-support (content §7)', () => {
  it('keeps a batch for GET /__sandbox/error-reports', async () => {
    const { status, body } = await sandbox.post<SuccessEnvelope<{ received: number }>>('/api/log/errors/web-support', {
      errors: [{ source: 'boundary', tag: 'stay-tile', message: 'boom' }],
    });
    expect([status, body.content.received]).toEqual([200, 1]);
    const reports = await content<{ report: { tag: string } }[]>('/__sandbox/error-reports');
    expect(reports.map((entry) => entry.report.tag)).toContain('stay-tile');
  });

  it.each([
    ['no errors list', {}],
    ['an empty batch', { errors: [] }],
    ['a batch over 20', { errors: Array.from({ length: 21 }, () => ({ message: 'x' })) }],
  ])('answers 400 to %s', async (_, body) => {
    const { status } = await sandbox.post('/api/log/errors/web-support', body);
    expect(status).toBe(400);
  });
});

describe('configuration reads', () => {
  it('maps locale codes to site languages', async () => {
    const map = await content<Record<string, string>>('/api/configurations/locale-map');
    expect([map['zh-cn'], map['en-us'], map['ja-jp']]).toEqual(['zh', 'en', 'ja']);
  });

  it('gives the booking master configuration in English as the first content item', async () => {
    const [master] = await content<{ properties: { propertyCode: string; propertyEnName: string }[] }[]>(
      '/apis/stay/booking/configuration/en.json',
    );
    expect(master?.properties.find((property) => property.propertyCode === 'SGORCH')?.propertyEnName).toBe('Aster Residences Orchard');
  });

  it('records a booking source identification and refuses one without a code', async () => {
    const ok = await sandbox.post<SuccessEnvelope<{ recorded: boolean }>>('/api/source-identicator/datalayer', {
      bookingSourceCode: 'IBE',
      pageType: 'reservation confirmation',
    });
    const bad = await sandbox.post('/api/source-identicator/datalayer', {});
    expect([ok.status, ok.body.content.recorded, bad.status]).toEqual([200, true, 400]);
  });

  it('gives a property e-mail template, and nothing for an unknown property', async () => {
    const [template] = await content<{ replyTo: string; replyWithinHours: number }[]>(
      '/apis/stay/booking/email-template/p_propertyCodes/eq/SGORCH/p_lang/eq/en/p_path/eq/stay.json',
    );
    expect(template?.replyWithinHours).toBe(24);
    expect(await content('/apis/stay/booking/email-template/p_propertyCodes/eq/NOPE/p_lang/eq/en/p_path/eq/stay.json')).toEqual([]);
  });
});

describe('offer and voucher properties', () => {
  it('lists the properties of an offer page', async () => {
    const list = await content<{ propertyCode: string }[]>(
      `/apis/stay/participating-properties/p_entityPath/eq/${encodeURIComponent('offers/city-break')}.json`,
    );
    expect(list.map((property) => property.propertyCode)).toEqual(['JPGNZA', 'KRSLGN', 'FRPARM']);
  });

  it('lists the properties a voucher programme books, and by codes', async () => {
    const byProgramme = await content<{ propertyCode: string }[]>(
      '/apis/stay/voucher/bookable-properties.json?programmeCode=VPDROOM&lang=en',
    );
    const byCodes = await content<{ propertyCode: string }[]>('/apis/stay/voucher/bookable-properties/by-codes.json?codes=SGORCH,NOPE');
    expect([byProgramme.map((p) => p.propertyCode), byCodes.map((p) => p.propertyCode)]).toEqual([['SGMARB'], ['SGORCH']]);
  });
});
