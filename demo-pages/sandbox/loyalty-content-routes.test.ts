import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SuccessEnvelope } from './server.ts';
import { runSandbox } from './test-support.ts';
import type { RunningSandbox } from './test-support.ts';

let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await runSandbox();
});

afterAll(async () => {
  await sandbox.close();
});

interface BenefitsConfiguration {
  benefitConfig: { tierName: string; tierBenefit: { label: string; icon: string }[] }[];
  buyPointUrl: string;
  termCondition: string;
}

describe('GET benefitsconfiguration/{brand}/{lang}.json', () => {
  it('gives benefits per tier in the language, with the buy-point link and terms', async () => {
    const { status, body } = await sandbox.json<SuccessEnvelope<BenefitsConfiguration>>('/apis/stay/benefitsconfiguration/stay/ar.json');
    expect(status).toBe(200);
    const classic = body.content.benefitConfig.find((tier) => tier.tierName === 'classic');
    expect(classic?.tierBenefit.length).toBeGreaterThan(4);
    expect(classic?.tierBenefit[0]).toEqual({ label: 'أسعار للأعضاء فقط', icon: '/demo-assets/icons/tag.svg' });
    expect(body.content.buyPointUrl).toBe('/ar/member/buy-points/');
    expect(body.content.termCondition).toContain('العضوية');
  });
});

describe('GET buy-points-block-list/list.json', () => {
  it('lists the blocked countries and carries a Date header', async () => {
    const response = await fetch(`${sandbox.baseUrl}/apis/stay/buy-points-block-list/list.json`);
    const body = (await response.json()) as SuccessEnvelope<{ countries: string[] }>;
    expect(body.content.countries).toEqual(['CN', 'VN']);
    expect(Number.isNaN(Date.parse(response.headers.get('date') ?? ''))).toBe(false);
  });
});
