import { describe, expect, it } from 'vitest';
import { CONTRAST_PAIRS, contrastRatio, fontFallbackCss, themeCss, themeToCssVars } from './theme';
import { BRAND_IDS, themes } from './themes';

describe('contrastRatio', () => {
  it('gives 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#0b4f8a', '#0b4f8a')).toBe(1);
  });

  it('rejects a colour that is not #rrggbb', () => {
    expect(() => contrastRatio('red', '#ffffff')).toThrow(TypeError);
  });
});

describe('themes', () => {
  it.each(BRAND_IDS.flatMap((brand) => CONTRAST_PAIRS.map(([fg, bg]) => [brand, fg, bg] as const)))(
    '%s: %s on %s meets WCAG AA (4.5:1)',
    (brand, fg, bg) => {
      const theme = themes[brand];
      expect(contrastRatio(theme.color[fg], theme.color[bg])).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('gives every brand its own brand colour and typeface', () => {
    expect(new Set(BRAND_IDS.map((b) => themes[b].color.brand)).size).toBe(BRAND_IDS.length);
    expect(new Set(BRAND_IDS.map((b) => themes[b].font.family)).size).toBe(BRAND_IDS.length);
  });
});

describe('themeToCssVars', () => {
  it('names every token --shop-<group>-<kebab-name>', () => {
    const vars = themeToCssVars(themes.bygg);
    expect(vars['--shop-color-brand']).toBe('#0b4f8a');
    expect(vars['--shop-color-brand-hover']).toBe('#083c6a');
    expect(vars['--shop-font-family']).toContain('Inter Variable');
    expect(vars['--shop-radius-md']).toBe('4px');
  });
});

describe('themeCss', () => {
  it('declares every custom property in one rule for the given selector', () => {
    const css = themeCss(themes.kasp, '[data-brand="kasp"]');
    expect(css.startsWith('[data-brand="kasp"]{')).toBe(true);
    expect(css).toContain('--shop-color-brand:#2b2f36');
    expect(css).toContain('--shop-color-accent:#b3261e');
    expect(css.split(';')).toHaveLength(Object.keys(themeToCssVars(themes.kasp)).length);
  });
});

describe('fontFallbackCss', () => {
  it.each(BRAND_IDS)('%s: the fallback family comes second, after the brand face', (brand) => {
    const { family, fallback } = themes[brand].font;
    expect(family.split(',')[1]?.trim()).toBe(`'${fallback.family}'`);
  });

  it('declares a resized Arial for the regular, semibold and bold weights', () => {
    const css = fontFallbackCss(themes.bygg);
    expect(css.match(/@font-face\{/g)).toHaveLength(3);
    expect(css).toContain("@font-face{font-family:'Inter Fallback';src:local('Arial'),local('ArialMT')");
    expect(css).toContain(
      'font-weight:100 500;size-adjust:106.01%;ascent-override:91.41%;descent-override:22.73%',
    );
    expect(css).toContain("local('Arial Bold')");
    expect(css).toContain('font-weight:700 900');
  });

  it('is not a custom property', () => {
    expect(Object.keys(themeToCssVars(themes.konr)).filter((name) => name.startsWith('--shop-font'))).toEqual(
      ['--shop-font-family'],
    );
  });
});
