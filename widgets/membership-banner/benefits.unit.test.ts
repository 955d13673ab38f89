import { describe, expect, it } from 'vitest';
import { parseBenefitsConfiguration, type BenefitsConfiguration } from '../../shared/api/benefits-service';
import { membershipBenefits } from './benefits';

const benefit = (label: string, icon = `/icons/${label}.svg`) => ({ label, icon });

function configuration(overrides: Partial<BenefitsConfiguration> = {}): BenefitsConfiguration {
  return {
    tiers: [
      { tierName: 'gold', benefits: [benefit('upgrade')] },
      { tierName: 'classic', benefits: ['rates', 'points', 'pay', 'wifi', 'late'].map((label) => benefit(label)) },
    ],
    buyPointUrl: '/en/member/buy-points/',
    termCondition: 'Membership is free.',
    ...overrides,
  };
}

const labels = (config: BenefitsConfiguration) => membershipBenefits(config).cards.map((card) => card.label);

describe('membershipBenefits (content spec §2, §5)', () => {
  it('shows the first 4 benefits of the classic tier with their icons', () => {
    expect(membershipBenefits(configuration())).toEqual({
      cards: [
        { label: 'rates', icon: '/icons/rates.svg' },
        { label: 'points', icon: '/icons/points.svg' },
        { label: 'pay', icon: '/icons/pay.svg' },
        { label: 'wifi', icon: '/icons/wifi.svg' },
      ],
      buyPointUrl: '/en/member/buy-points/',
      termCondition: 'Membership is free.',
    });
  });

  it.each([
    { name: 'tier name in other case and spacing', tiers: [{ tierName: ' Classic ', benefits: [benefit('a')] }], expected: ['a'] },
    { name: 'fewer than 4', tiers: [{ tierName: 'classic', benefits: [benefit('a'), benefit('b')] }], expected: ['a', 'b'] },
    { name: 'no classic tier', tiers: [{ tierName: 'gold', benefits: [benefit('a')] }], expected: [] },
    { name: 'no tiers', tiers: [], expected: [] },
    {
      name: 'the first classic tier only',
      tiers: [
        { tierName: 'classic', benefits: [benefit('a')] },
        { tierName: 'classic', benefits: [benefit('b')] },
      ],
      expected: ['a'],
    },
    {
      name: 'blank labels dropped before counting 4',
      tiers: [{ tierName: 'classic', benefits: ['a', ' ', 'b', '', 'c', 'd', 'e'].map((label) => benefit(label)) }],
      expected: ['a', 'b', 'c', 'd'],
    },
    { name: 'labels trimmed', tiers: [{ tierName: 'classic', benefits: [benefit('  Free Wi-Fi ')] }], expected: ['Free Wi-Fi'] },
  ])('$name → $expected', ({ tiers, expected }) => {
    expect(labels(configuration({ tiers }))).toEqual(expected);
  });

  // Addresses are checked by the response parser: these go through it, as the service's answer does.
  const parsed = (raw: Record<string, unknown>) => parseBenefitsConfiguration({ benefitConfig: [], ...raw })!;

  it.each([
    { icon: '/demo-assets/icons/tag.svg', expected: '/demo-assets/icons/tag.svg' },
    { icon: 'https://cdn.stay.example/star.svg', expected: 'https://cdn.stay.example/star.svg' },
    { icon: 'javascript:alert(1)', expected: undefined },
    { icon: 'data:image/svg+xml,<svg onload=alert(1)>', expected: undefined },
    { icon: '  ', expected: undefined },
  ])('icon $icon → $expected', ({ icon, expected }) => {
    const config = parsed({ benefitConfig: [{ tierName: 'classic', tierBenefit: [{ label: 'a', icon }] }] });
    expect(membershipBenefits(config).cards).toEqual([{ label: 'a', icon: expected }]);
  });

  it.each([
    { buyPointUrl: 'javascript:void(0)', termCondition: '  ', expected: { buyPointUrl: undefined, termCondition: undefined } },
    { buyPointUrl: undefined, termCondition: undefined, expected: { buyPointUrl: undefined, termCondition: undefined } },
    {
      buyPointUrl: ' https://www.stay.example/buy ',
      termCondition: ' Terms apply. ',
      expected: { buyPointUrl: 'https://www.stay.example/buy', termCondition: 'Terms apply.' },
    },
  ])('buy-point URL $buyPointUrl and terms "$termCondition"', ({ buyPointUrl, termCondition, expected }) => {
    expect(membershipBenefits(parsed({ buyPointUrl, termCondition }))).toMatchObject(expected);
  });
});
