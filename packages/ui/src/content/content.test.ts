import type { DynamicForm, DynamicFormInput } from '@shop/cms';
import { describe, expect, it, test } from 'vitest';
import { fieldKind, validateDynamicForm, validateField } from './dynamic-form-rules';
import { formLabels } from './fixtures';
import { pickRandomIndex, weightedOrder } from './order';
import { backgroundTone } from './tone';
import { playableUrl } from './video';

describe('weightedOrder', () => {
  it('puts the highest weight first and keeps the editor order of ties', () => {
    const items = [
      { id: 'a', weight: 1 },
      { id: 'b', weight: 5 },
      { id: 'c', weight: 1 },
      { id: 'd', weight: 3 },
      { id: 'e', weight: 5 },
    ];
    expect(weightedOrder(items).map((i) => i.id)).toEqual(['b', 'e', 'd', 'a', 'c']);
  });

  it('leaves the input array alone', () => {
    const items = [
      { id: 'a', weight: 1 },
      { id: 'b', weight: 2 },
    ];
    weightedOrder(items);
    expect(items.map((i) => i.id)).toEqual(['a', 'b']);
  });

  it('sorts a weight that is not a number as 0', () => {
    const items = [
      { id: 'a', weight: Number.NaN },
      { id: 'b', weight: -1 },
      { id: 'c', weight: 1 },
    ];
    expect(weightedOrder(items).map((i) => i.id)).toEqual(['c', 'a', 'b']);
  });
});

describe('pickRandomIndex', () => {
  test.each([
    [0, 0.9, 0],
    [1, 0.9, 0],
    [3, 0, 0],
    [3, 0.5, 1],
    [3, 0.9999, 2],
    [3, 1, 2],
    [Number.NaN, 0.5, 0],
  ])('count %s with random %s gives %s', (count, random, expected) => {
    expect(pickRandomIndex(count, () => random)).toBe(expected);
  });

  it('stays in range with Math.random', () => {
    for (let i = 0; i < 200; i++) {
      const index = pickRandomIndex(4);
      expect(index).toBeGreaterThanOrEqual(0);
      expect(index).toBeLessThan(4);
    }
  });
});

describe('backgroundTone', () => {
  test.each([
    ['grey', 'muted'],
    ['Light Grey', 'muted'],
    ['brand', 'brand'],
    ['white', 'plain'],
    ['#ffffff', 'plain'],
    ['#f3f4f6', 'muted'],
    ['#fff7e6', 'tint'],
    ['#eaf4ff', 'tint'],
    ['#0b2540', 'brand'],
    ['#fff', 'plain'],
    [null, undefined],
    ['', undefined],
    ['red; background:url(x)', undefined],
    ['rgb(0,0,0)', undefined],
  ] as const)('%s → %s', (value, tone) => {
    expect(backgroundTone(value)).toBe(tone);
  });
});

describe('playableUrl', () => {
  it('turns autoplay on for an http(s) URL', () => {
    expect(playableUrl('https://www.youtube-nocookie.com/embed/abc?rel=0')).toBe(
      'https://www.youtube-nocookie.com/embed/abc?rel=0&autoplay=1',
    );
  });

  test.each(['javascript:alert(1)', 'data:text/html,x', '/video/1', 'mailto:a@b.se', ''])(
    'refuses %s',
    (url) => {
      expect(playableUrl(url)).toBeNull();
    },
  );
});

const input = (id: string, type: string, extra: Partial<DynamicFormInput> = {}): DynamicFormInput => ({
  id,
  title: id,
  type,
  inputList: [],
  requiredField: false,
  placeholderText: null,
  ...extra,
});

describe('fieldKind', () => {
  test.each([
    ['Email', [], 'email'],
    ['phone', [], 'tel'],
    ['textarea', [], 'textarea'],
    ['select', ['A'], 'select'],
    ['select', [], 'text'],
    ['radio', ['A', 'B'], 'radio'],
    ['orgnr', [], 'text'],
  ])('%s with options %j is a %s field', (type, inputList, kind) => {
    expect(fieldKind({ type, inputList })).toBe(kind);
  });
});

describe('validateField', () => {
  test.each([
    [input('a', 'text', { requiredField: true }), '  ', formLabels.fieldRequired],
    [input('a', 'text'), '', undefined],
    [input('a', 'checkbox', { requiredField: true }), false, formLabels.checkRequired],
    [input('a', 'checkbox', { requiredField: true }), true, undefined],
    [input('a', 'email'), 'anna@foretag', formLabels.invalidEmail],
    [input('a', 'email'), 'anna@foretag.se', undefined],
    [input('a', 'number'), '12,5', undefined],
    [input('a', 'number'), '1 200', undefined],
    [input('a', 'number'), 'tolv', formLabels.invalidNumber],
    [input('a', 'date'), '2026-02-30', formLabels.invalidDate],
    [input('a', 'date'), '2026-02-28', undefined],
    [input('a', 'tel'), '08-123 45 67', undefined],
    [input('a', 'tel'), '+46 (0)8 123', undefined],
    [input('a', 'tel'), 'ring mig', formLabels.invalidPhone],
    [input('a', 'tel'), '123', formLabels.invalidPhone],
    [input('a', 'select', { inputList: ['VVS'], requiredField: true }), '', formLabels.fieldRequired],
    [input('a', 'select', { inputList: ['VVS'] }), 'VVS', undefined],
  ])('%#: %j with %j', (field, value, message) => {
    expect(validateField(field, value, formLabels)).toBe(message);
  });
});

describe('validateDynamicForm', () => {
  it('gives a message per field that needs one, by input id', () => {
    const form: DynamicForm = {
      id: 'f',
      title: 'Formulär',
      formTitle: null,
      formDescription: null,
      inputs: [input('namn', 'text', { requiredField: true }), input('epost', 'email'), input('ok', 'text')],
    };
    expect(validateDynamicForm(form, { namn: '', epost: 'fel', ok: 'x' }, formLabels)).toEqual({
      namn: formLabels.fieldRequired,
      epost: formLabels.invalidEmail,
    });
    expect(validateDynamicForm(form, { namn: 'Anna', epost: '', ok: '' }, formLabels)).toEqual({});
  });
});
