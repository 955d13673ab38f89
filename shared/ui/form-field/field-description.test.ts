import { describe, expect, it } from 'vitest';
import { fieldDescription, fieldIds } from './field-description';

describe('fieldDescription: hint and error tied to the control (WCAG 1.3.1, 3.3.1)', () => {
  const ids = fieldIds('search-code');
  it('derives the ids from the control', () => {
    expect(ids).toEqual({ control: 'search-code', label: 'search-code-label', hint: 'search-code-hint', error: 'search-code-error' });
  });
  it.each([
    { hasHint: false, hasError: false, expected: { 'aria-describedby': undefined, 'aria-invalid': undefined } },
    { hasHint: true, hasError: false, expected: { 'aria-describedby': 'search-code-hint', 'aria-invalid': undefined } },
    { hasHint: false, hasError: true, expected: { 'aria-describedby': 'search-code-error', 'aria-invalid': true } },
    { hasHint: true, hasError: true, expected: { 'aria-describedby': 'search-code-hint search-code-error', 'aria-invalid': true } },
  ])('hint $hasHint, error $hasError', ({ hasHint, hasError, expected }) => {
    expect(fieldDescription(ids, { hasHint, hasError })).toEqual(expected);
  });
});
