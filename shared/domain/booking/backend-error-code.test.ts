import { describe, expect, it } from 'vitest';
import { normaliseBackendErrorCode } from './backend-error-code';

describe('normaliseBackendErrorCode (spec booking §8)', () => {
  it.each([
    { case: 'short catalogue code passes through', code: 'E97', normalised: 'E97' },
    { case: 'already normalised code passes through', code: 'CPRV_1502', normalised: 'CPRV_1502' },
    { case: '18 characters pass through', code: 'ERc000000000001502', normalised: 'ERc000000000001502' },
    { case: '19 characters, c → CPRV', code: 'ERc0000000000001502', normalised: 'CPRV_1502' },
    { case: 'upper-case C → CPRV', code: 'ERC0000000000001501', normalised: 'CPRV_1501' },
    { case: 'o → ODX', code: 'ERo0000000000000042', normalised: 'ODX_42' },
    { case: 'O → ODX', code: 'XXO0000000000000042', normalised: 'ODX_42' },
    { case: 'a → ABW', code: 'ERa0000000000000777', normalised: 'ABW_777' },
    { case: 'longer than 19 characters', code: 'ERc00000000000000001502', normalised: 'CPRV_1502' },
    { case: 'only the trailing digit run counts', code: 'ERc12-TIMEOUT-000305', normalised: 'CPRV_305' },
    { case: 'all zeros keep one zero', code: 'ERc0000000000000000', normalised: 'CPRV_0' },
    { case: 'other third character passes through', code: 'ERx0000000000001502', normalised: 'ERx0000000000001502' },
    { case: 'no trailing digits passes through', code: 'ERcSOMETHINGWENTWRONG', normalised: 'ERcSOMETHINGWENTWRONG' },
    { case: 'empty code passes through', code: '', normalised: '' },
  ])('$case: $code → $normalised', ({ code, normalised }) => {
    expect(normaliseBackendErrorCode(code)).toBe(normalised);
  });
});
