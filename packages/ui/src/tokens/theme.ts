/**
 * Typed design tokens. A brand is data: these values are turned into CSS
 * custom properties (`--shop-*`) that every component reads, so no
 * component knows which brand it is drawn in.
 */
export interface ThemeTokens {
  color: {
    /** The brand's main colour: primary buttons, links, active states. */
    brand: string;
    brandHover: string;
    /** Text and icons on `brand`. */
    onBrand: string;
    /** A second colour for highlights (campaign badges, counters). */
    accent: string;
    onAccent: string;
    /** The header bar. */
    header: string;
    onHeader: string;
    /** Page background. */
    surface: string;
    /** Cards, panels, inputs. */
    surfaceRaised: string;
    /** Quiet fills: table stripes, secondary buttons. */
    surfaceSunken: string;
    text: string;
    textMuted: string;
    border: string;
    /** Focus ring: must stand out against both surface and brand. */
    focus: string;
    danger: string;
    onDanger: string;
    success: string;
    /** Cautions that are not errors: the hazard signal word 'Varning', warning alerts. */
    warning: string;
  };
  font: {
    /** CSS font-family list, the self-hosted brand face first. */
    family: string;
  };
  radius: {
    sm: string;
    md: string;
    lg: string;
  };
}

/** Pairs of (foreground, background) token names that must meet WCAG AA (4.5:1) in every brand. */
export const CONTRAST_PAIRS: ReadonlyArray<
  readonly [keyof ThemeTokens['color'], keyof ThemeTokens['color']]
> = [
  ['text', 'surface'],
  ['text', 'surfaceRaised'],
  ['text', 'surfaceSunken'],
  ['textMuted', 'surface'],
  ['textMuted', 'surfaceRaised'],
  ['onBrand', 'brand'],
  ['onBrand', 'brandHover'],
  ['onAccent', 'accent'],
  ['onHeader', 'header'],
  ['onDanger', 'danger'],
  ['brand', 'surface'],
  ['brand', 'surfaceRaised'],
  ['danger', 'surfaceRaised'],
  ['success', 'surfaceRaised'],
  ['warning', 'surface'],
  ['warning', 'surfaceRaised'],
];

function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/**
 * The CSS custom properties of a theme.
 *
 * @example
 * themeToCssVars(themes.bygg)['--shop-color-brand'] // '#0b4f8a'
 */
export function themeToCssVars(theme: ThemeTokens): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const [group, values] of Object.entries(theme) as [string, Record<string, string>][]) {
    for (const [name, value] of Object.entries(values)) {
      vars[`--shop-${group}-${kebab(name)}`] = value;
    }
  }
  return vars;
}

/**
 * A style sheet rule declaring a theme's custom properties, for inlining into
 * the page's `<head>` at build time so the first paint is already themed.
 *
 * @example
 * themeCss(themes.konr) // ':root{--shop-color-brand:#1d6b44;…}'
 */
export function themeCss(theme: ThemeTokens, selector = ':root'): string {
  const body = Object.entries(themeToCssVars(theme))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  return `${selector}{${body}}`;
}

function channel(hex: string, offset: number): number {
  const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

/**
 * WCAG 2 contrast ratio of two `#rrggbb` colours (1 to 21).
 *
 * @example
 * contrastRatio('#000000', '#ffffff') // 21
 */
export function contrastRatio(foreground: string, background: string): number {
  const luminance = (hex: string) => {
    if (!/^#[0-9a-f]{6}$/i.test(hex)) throw new TypeError(`Expected a #rrggbb colour, got ${hex}`);
    return 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);
  };
  const [a, b] = [luminance(foreground), luminance(background)];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}
