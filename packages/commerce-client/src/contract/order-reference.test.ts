import { describe, expect, it } from 'vitest';
import {
  OrderReferenceSettingInput,
  orderReferenceProblem,
  REFERENCE_PATTERN_MAX_LENGTH,
  referencePatternProblem,
  referencePatternTest,
} from './order-reference';

describe('referencePatternProblem', () => {
  it.each([
    '^P-\\d{5}$',
    'P-\\d{5}',
    '(P|AO)-\\d{4,6}',
    '[A-ZÅÄÖ]{2}-\\d+',
    '(\\d{3}-)+\\d{3}',
    '(?:ab)+',
    '\\p{Lu}{2}\\d{3}',
    '(?<projekt>P-\\d{5})',
    '(?=P)P-\\d+',
    '[(+*]+',
    'a\\+b\\(c\\)',
  ])('takes %s', (source) => {
    expect(referencePatternProblem(source)).toBeNull();
  });

  it.each([
    ['P-(\\d', 'syntax'],
    ['[A-Z', 'syntax'],
    ['*P', 'syntax'],
    ['P{', 'syntax'],
    ['(a+)+', 'unsafe'],
    ['(a*)*$', 'unsafe'],
    ['([A-Z]+-)+', 'unsafe'],
    ['(a|ab)+', 'unsafe'],
    ['((a|b)c){2,}', 'unsafe'],
    ['(x(a?)){3}', 'unsafe'],
    ['(?:\\d+)*', 'unsafe'],
    ['(a+){1,5}', 'unsafe'],
    ['(a)\\1', 'unsafe'],
    ['(?<n>a)\\k<n>', 'unsafe'],
  ] as const)('refuses %s (%s)', (source, problem) => {
    expect(referencePatternProblem(source)).toBe(problem);
  });

  it(`refuses a pattern over ${REFERENCE_PATTERN_MAX_LENGTH} characters`, () => {
    expect(referencePatternProblem('a'.repeat(REFERENCE_PATTERN_MAX_LENGTH))).toBeNull();
    expect(referencePatternProblem('a'.repeat(REFERENCE_PATTERN_MAX_LENGTH + 1))).toBe('too_long');
  });

  it('lets a group be repeated once or optionally whatever it holds', () => {
    expect(referencePatternProblem('(a+)?')).toBeNull();
    expect(referencePatternProblem('(a|b){1}')).toBeNull();
    expect(referencePatternProblem('(a+){0,1}')).toBeNull();
  });
});

describe('referencePatternTest', () => {
  it('matches the whole reference, as an HTML pattern attribute does', () => {
    const test = referencePatternTest('P-\\d{5}');
    expect(test?.test('P-12345')).toBe(true);
    expect(test?.test('xP-12345')).toBe(false);
    expect(test?.test('P-123456')).toBe(false);
    // An alternation stays inside the anchors.
    expect(referencePatternTest('P-1|AO-2')?.test('P-1x')).toBe(false);
  });

  it('is null for a pattern that could not be saved', () => {
    expect(referencePatternTest('(a+)+')).toBeNull();
    expect(referencePatternTest('[')).toBeNull();
  });
});

describe('orderReferenceProblem', () => {
  const setting = { referenceRequired: true, referencePattern: '^P-\\d{5}$' };
  it.each([
    [undefined, 'required'],
    ['', 'required'],
    ['   ', 'required'],
    ['P-123', 'invalid'],
    ['p-12345', 'invalid'],
    ['P-12345', null],
    [' P-12345 ', null],
  ] as const)('%j with the pattern is %s', (reference, problem) => {
    expect(orderReferenceProblem(reference, setting)).toBe(problem);
  });

  it('asks only for a reference when there is no pattern', () => {
    expect(orderReferenceProblem('', { referenceRequired: true, referencePattern: null })).toBe('required');
    expect(
      orderReferenceProblem('vad som helst', { referenceRequired: true, referencePattern: null }),
    ).toBeNull();
  });

  it('takes anything when the setting is off or unknown', () => {
    expect(
      orderReferenceProblem('', { referenceRequired: false, referencePattern: '^P-\\d{5}$' }),
    ).toBeNull();
    expect(
      orderReferenceProblem('P-1', { referenceRequired: false, referencePattern: '^P-\\d{5}$' }),
    ).toBeNull();
    expect(orderReferenceProblem('', null)).toBeNull();
  });
});

describe('OrderReferenceSettingInput', () => {
  it('trims the pattern and the help text', () => {
    expect(
      OrderReferenceSettingInput.parse({
        referenceRequired: true,
        referencePattern: ' ^P-\\d{5}$ ',
        referenceHelp: ' Ange projektnummer, t.ex. P-12345. ',
      }),
    ).toEqual({
      referenceRequired: true,
      referencePattern: '^P-\\d{5}$',
      referenceHelp: 'Ange projektnummer, t.ex. P-12345.',
    });
  });

  it.each([
    [{ referenceRequired: true, referencePattern: '(a+)+' }, /upprepad grupp/],
    [{ referenceRequired: true, referencePattern: 'P-(' }, /inget giltigt reguljärt uttryck/],
    [{ referenceRequired: true, referencePattern: 'x'.repeat(101) }, /högst 100 tecken/],
    [{ referenceRequired: true, referenceHelp: 'x'.repeat(201) }, /högst 200 tecken/],
    [{ referenceRequired: 'ja' }, /./],
  ])('refuses %j with a Swedish message', (input, message) => {
    const result = OrderReferenceSettingInput.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(message);
  });
});
