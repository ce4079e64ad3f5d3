import { describe, expect, it } from 'vitest';
import { matchingVariants, variantAxes } from './configurator';

const variant = (dimension: string, surface: string) => ({
  attributes: [
    { attributeName: 'Dimension', attributeValue: dimension },
    { attributeName: 'Ytbehandling', attributeValue: surface },
    { attributeName: 'Varumärke', attributeValue: 'Gunnebo' },
    { attributeName: 'SSG', attributeValue: `SSG-${dimension}-${surface}` },
  ],
});
const family = [
  variant('3,5x30', 'Elförzinkad'),
  variant('3,5x30', 'Varmförzinkad'),
  variant('4,0x40', 'Elförzinkad'),
];

describe('variantAxes', () => {
  it('takes the attributes that differ between the variants, in order, and leaves brand and SSG out', () => {
    expect(variantAxes(family)).toEqual([
      { name: 'Dimension', values: ['3,5x30', '4,0x40'] },
      { name: 'Ytbehandling', values: ['Elförzinkad', 'Varmförzinkad'] },
    ]);
    expect(variantAxes([variant('3,5x30', 'Elförzinkad')])).toEqual([]);
  });
});

describe('matchingVariants', () => {
  it('keeps the variants with every value chosen so far', () => {
    expect(matchingVariants(family, {})).toHaveLength(3);
    expect(matchingVariants(family, { Dimension: '3,5x30' })).toHaveLength(2);
    expect(matchingVariants(family, { Dimension: '3,5x30', Ytbehandling: 'Varmförzinkad' })).toEqual([
      family[1],
    ]);
    expect(matchingVariants(family, { Dimension: '4,0x40', Ytbehandling: 'Varmförzinkad' })).toEqual([]);
  });
});
