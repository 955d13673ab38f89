import { describe, expect, it } from 'vitest';
import { parseConfirmationNumbers, transactionIdOf } from './confirmation-numbers';

// Issue 16 contract "Pages" (`?confirmNo=A,B`), booking spec §3 (one confirmNo per apartment), §9 (at most 5 apartments).
describe('parseConfirmationNumbers', () => {
  it.each([
    { name: 'absent', parameter: null, confirmNos: [], rejected: [] },
    { name: 'empty', parameter: '', confirmNos: [], rejected: [] },
    { name: 'one number', parameter: 'SR4100001', confirmNos: ['SR4100001'], rejected: [] },
    {
      name: 'two numbers, spaces and empty parts ignored',
      parameter: ' SR4100001 ,,SR4100002',
      confirmNos: ['SR4100001', 'SR4100002'],
      rejected: [],
    },
    { name: 'a repeat counts once', parameter: 'SR4100001,SR4100001', confirmNos: ['SR4100001'], rejected: [] },
    { name: 'dashes allowed', parameter: '12345-678', confirmNos: ['12345-678'], rejected: [] },
    { name: 'markup rejected', parameter: 'SR4100001,<script>', confirmNos: ['SR4100001'], rejected: ['<script>'] },
    { name: 'too short rejected', parameter: 'SR1', confirmNos: [], rejected: ['SR1'] },
    { name: 'too long rejected', parameter: 'A'.repeat(33), confirmNos: [], rejected: ['A'.repeat(33)] },
    {
      name: 'path or query characters rejected',
      parameter: '../x,a b c d,SR4100001?',
      confirmNos: [],
      rejected: ['../x', 'a b c d', 'SR4100001?'],
    },
    {
      name: 'past five numbers the rest are rejected',
      parameter: 'AAAA1,AAAA2,AAAA3,AAAA4,AAAA5,AAAA6',
      confirmNos: ['AAAA1', 'AAAA2', 'AAAA3', 'AAAA4', 'AAAA5'],
      rejected: ['AAAA6'],
    },
  ])('$name', ({ parameter, confirmNos, rejected }) => {
    expect(parseConfirmationNumbers(parameter)).toEqual({ confirmNos, rejected });
  });

  it('joins the numbers into the transaction id in their order', () => {
    expect(transactionIdOf(['SR4100002', 'SR4100001'])).toBe('SR4100002,SR4100001');
  });
});
