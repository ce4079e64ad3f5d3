import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { themeToCssVars } from './theme';
import { BRAND_IDS, themes } from './themes';

// The component CSS writes sizes, shadows and breakpoints literally (a breakpoint cannot be
// a custom property at all); these tests keep it on the scales the foundations pages show.
const src = path.join(import.meta.dirname, '..');
const css = globSync('**/*.css', { cwd: src }).map((file) => ({
  file,
  text: readFileSync(path.join(src, file), 'utf8'),
}));
const { type, shadow, breakpoint } = themes.bygg;

function uses(pattern: RegExp): { file: string; value: string }[] {
  return css.flatMap(({ file, text }) =>
    [...text.matchAll(pattern)].map((m) => ({ file, value: m[1] ?? '' })),
  );
}

describe('the scales', () => {
  it('are the same in every brand', () => {
    for (const brand of BRAND_IDS) {
      const { type, space, shadow, breakpoint } = themes[brand];
      expect({ type, space, shadow, breakpoint }).toEqual({
        type: themes.bygg.type,
        space: themes.bygg.space,
        shadow: themes.bygg.shadow,
        breakpoint: themes.bygg.breakpoint,
      });
    }
  });

  it('become custom properties, except the breakpoints', () => {
    const vars = themeToCssVars(themes.opti);
    expect(vars['--shop-type-14']).toBe('0.875rem');
    expect(vars['--shop-space-16']).toBe('1rem');
    expect(vars['--shop-shadow-modal']).toBe('0 12px 32px rgb(0 0 0 / 0.22)');
    expect(Object.keys(vars).filter((name) => name.startsWith('--shop-breakpoint'))).toEqual([]);
  });
});

describe('the component CSS', () => {
  it('reads at least the known files', () => {
    expect(css.map(({ file }) => file)).toContain('modal/modal.css');
  });

  it('uses only breakpoints of the scale (max-width one hundredth of a rem below one)', () => {
    const allowed = Object.values(breakpoint).flatMap((value) => {
      const rem = Number.parseFloat(value);
      return [value, `${Math.round((rem - 0.01) * 100) / 100}rem`];
    });
    const widths = uses(/@media[^{]*\((?:min|max)-width:\s*([^)]+)\)/g);
    expect(widths.length).toBeGreaterThan(5);
    expect(widths.filter(({ value }) => !allowed.includes(value.trim()))).toEqual([]);
  });

  it('uses only font sizes of the type scale, apart from fluid clamp() headings', () => {
    const sizes = uses(/font-size:\s*([\d.]+rem)\s*[;}]/g);
    expect(sizes.length).toBeGreaterThan(50);
    expect(sizes.filter(({ value }) => !Object.values(type).includes(value))).toEqual([]);
  });

  it('uses only the elevation shadows, apart from inset and 0-blur rings', () => {
    const shadows = uses(/box-shadow:\s*([^;]+);/g).filter(
      ({ value }) => !value.includes('inset') && !value.startsWith('0 0 0 '),
    );
    expect(shadows.length).toBeGreaterThanOrEqual(5);
    expect(shadows.filter(({ value }) => !Object.values(shadow).includes(value.trim()))).toEqual([]);
  });
});
