import { describe, expect, it } from 'vitest';
import { parseDialogRequest } from './dialog-request';

describe('parseDialogRequest (the stay:dialog-open detail)', () => {
  it.each([
    {
      name: 'a message only',
      detail: { message: 'Saved.' },
      expected: { title: undefined, message: 'Saved.', yesLabel: undefined, noLabel: undefined, yesAction: undefined, noAction: undefined },
    },
    {
      name: 'every field',
      detail: {
        title: 'Cart changed',
        message: 'Reload?',
        yesLabel: 'Reload',
        noLabel: 'Cancel',
        yesAction: { type: 'reload', extra: 1 },
        noAction: { type: 'previous-search', propertyName: 'Aster Residences Orchard', minLengthOfStay: 2 },
        unknown: 'ignored',
      },
      expected: {
        title: 'Cart changed',
        message: 'Reload?',
        yesLabel: 'Reload',
        noLabel: 'Cancel',
        yesAction: { type: 'reload' },
        noAction: { type: 'previous-search', propertyName: 'Aster Residences Orchard', minLengthOfStay: 2 },
      },
    },
    { name: 'a blank title', detail: { title: '', message: 'Too many children.' }, expected: { title: '', message: 'Too many children.' } },
    {
      name: 'redirect home',
      detail: { message: 'm', yesAction: { type: 'redirect-home' } },
      expected: { yesAction: { type: 'redirect-home' } },
    },
    { name: 'dismiss', detail: { message: 'm', noAction: { type: 'dismiss' } }, expected: { noAction: { type: 'dismiss' } } },
    {
      name: 'a relative URL, trimmed',
      detail: { message: 'm', yesAction: { type: 'go-to-url', url: ' /en/offers/ ' } },
      expected: { yesAction: { type: 'go-to-url', url: '/en/offers/' } },
    },
    {
      name: 'an https URL',
      detail: { message: 'm', yesAction: { type: 'go-to-url', url: 'https://www.stay.example/' } },
      expected: { yesAction: { type: 'go-to-url', url: 'https://www.stay.example/' } },
    },
  ])('accepts $name', ({ detail, expected }) => {
    expect(parseDialogRequest(detail)).toMatchObject(expected);
  });

  it.each([
    { name: 'no detail', detail: undefined },
    { name: 'a string', detail: 'Saved.' },
    { name: 'an array', detail: [{ message: 'm' }] },
    { name: 'no message', detail: { title: 'Title' } },
    { name: 'a blank message', detail: { message: '  ' } },
    { name: 'a non-text title', detail: { title: 5, message: 'm' } },
    { name: 'a non-text label', detail: { message: 'm', noLabel: ['No'] } },
    { name: 'an unknown action', detail: { message: 'm', yesAction: { type: 'logout' } } },
    { name: 'an action that is not an object', detail: { message: 'm', yesAction: 'reload' } },
    { name: 'a javascript: URL', detail: { message: 'm', yesAction: { type: 'go-to-url', url: 'javascript:alert(1)' } } },
    { name: 'a data: URL', detail: { message: 'm', noAction: { type: 'go-to-url', url: 'data:text/html,x' } } },
    { name: 'a URL that is not text', detail: { message: 'm', yesAction: { type: 'go-to-url', url: { href: '/' } } } },
    { name: 'a blank URL', detail: { message: 'm', yesAction: { type: 'go-to-url', url: ' ' } } },
    { name: 'a minimum stay of 0', detail: { message: 'm', yesAction: { type: 'previous-search', minLengthOfStay: 0 } } },
    { name: 'a fractional minimum stay', detail: { message: 'm', yesAction: { type: 'previous-search', minLengthOfStay: 1.5 } } },
    { name: 'a non-text property name', detail: { message: 'm', yesAction: { type: 'previous-search', propertyName: 7 } } },
  ])('rejects $name', ({ detail }) => {
    expect(parseDialogRequest(detail)).toBeUndefined();
  });
});
