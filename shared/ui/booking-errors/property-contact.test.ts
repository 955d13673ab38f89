// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sandboxApi } from '../../../testing/sandbox-api';
import { propertyContactOf } from './property-contact';

const { client } = sandboxApi();

// Booking spec §8 "contact the property": the phone and e-mail of the property's own record (content spec §7).
describe('propertyContactOf', () => {
  it('reads the phone and e-mail of the property by its code', async () => {
    expect(await propertyContactOf(client(), 'en', 'SGORCH')).toEqual({ phone: '+65 6000 1001', email: 'sgorch@aster-residences.example' });
  });

  it('has the e-mail even when an earlier read stored the record (storage drops e-mail fields, issue 12 §7)', async () => {
    const shared = client();
    const { fetchPropertyByCode } = await import('../../api/content-service');
    await fetchPropertyByCode(shared, 'en', 'JPGNZA');
    expect(await propertyContactOf(shared, 'en', 'JPGNZA')).toEqual({
      phone: expect.any(String),
      email: 'jpgnza@aster-residences.example',
    });
  });

  it('is undefined for an unknown property, no code, or a failed read', async () => {
    expect(await propertyContactOf(client(), 'en', 'NOPE00')).toBeUndefined();
    expect(await propertyContactOf(client(), 'en', '')).toBeUndefined();
    localStorage.clear(); // property records are cached: the read must really fail
    expect(await propertyContactOf(client({ contentBase: 'http://127.0.0.1:9/apis/stay' }), 'en', 'SGMARB')).toBeUndefined();
  });
});
