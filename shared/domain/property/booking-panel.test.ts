import { describe, expect, it } from 'vitest';
import { bookingPanelHref, emailHref, phoneHref } from './booking-panel';

const RATES = '/en/booking/select-apartment-and-rates/';

// Booking spec §2 (property details -> select apartment and rates with the search), §3 deep link.
describe('bookingPanelHref', () => {
  it.each([
    { stored: '', href: `${RATES}?hotel=SGORCH&type=property` },
    {
      stored: 'searchdest=JP&type=country&arrive=01-12-2026&depart=04-12-2026&rooms=1&adult=2',
      href: `${RATES}?type=property&arrive=01-12-2026&depart=04-12-2026&rooms=1&adult=2&hotel=SGORCH`,
    },
    { stored: '?hotel=JPSHJK&type=property&adult=1', href: `${RATES}?hotel=SGORCH&type=property&adult=1` },
  ])('$stored', ({ stored, href }) => {
    expect(bookingPanelHref(RATES, stored, 'SGORCH')).toBe(href);
  });
});

describe('phoneHref and emailHref (safe links from service data)', () => {
  it.each([
    ['+65 6000 1001', 'tel:+6560001001'],
    ['(03) 1234-5678', 'tel:0312345678'],
    ['+1 +2 3', 'tel:+123'],
    ['call us', ''],
    ['', ''],
  ])('phone %s -> %s', (phone, href) => expect(phoneHref(phone)).toBe(href));

  it.each([
    ['sgorch@aster-residences.example', 'mailto:sgorch@aster-residences.example'],
    [' a@b.co ', 'mailto:a@b.co'],
    ['javascript:alert(1)@x.com', ''],
    ['a@b.co?bcc=c@d.co', ''],
    ['no-at-sign.example', ''],
    ['', ''],
  ])('email %s -> %s', (email, href) => expect(emailHref(email)).toBe(href));
});
