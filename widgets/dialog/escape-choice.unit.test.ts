import { describe, expect, it } from 'vitest';
import type { DialogRequest } from '../../shared/store/dialog';
import { escapeChoice } from './escape-choice';

const home = { type: 'redirect-home' } as const;
const reload = { type: 'reload' } as const;
const dismiss = { type: 'dismiss' } as const;

describe('escapeChoice (WAI-ARIA APG alert dialog; decision in widgets/dialog/README.md)', () => {
  it.each<{ case: string; request: DialogRequest; expected: 'yes' | 'no' | undefined }>([
    { case: 'one button, no action: acknowledged', request: { message: 'Saved.' }, expected: 'yes' },
    {
      case: 'one button that navigates: acknowledged as the button would',
      request: { message: 'Expired.', yesAction: home },
      expected: 'yes',
    },
    { case: 'a blank no label is one button', request: { message: 'Expired.', noLabel: '  ', yesAction: home }, expected: 'yes' },
    { case: 'two buttons, no stays (default)', request: { message: 'Discard?', noLabel: 'Keep', yesAction: home }, expected: 'no' },
    {
      case: 'two buttons, no stays (explicit)',
      request: { message: 'Discard?', noLabel: 'Keep', noAction: dismiss, yesAction: reload },
      expected: 'no',
    },
    { case: 'two buttons, only yes stays', request: { message: 'Leave?', noLabel: 'Leave', noAction: home }, expected: 'yes' },
    {
      case: 'two buttons, both leave: the visitor must choose',
      request: { message: 'Cart changed', noLabel: 'Home', noAction: home, yesAction: reload },
      expected: undefined,
    },
  ])('$case', ({ request, expected }) => {
    expect(escapeChoice(request)).toBe(expected);
  });
});
