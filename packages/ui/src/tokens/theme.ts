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
    /**
     * CSS font-family list: the self-hosted brand face first, then `fallback.family` (the
     * local face scaled to match it), then generic families.
     */
    family: string;
    /** The local stand-in shown until the brand face has loaded (see `fontFallbackCss`). */
    fallback: FontFallback;
  };
  radius: {
    sm: string;
    md: string;
    lg: string;
  };
  /**
   * Font sizes, keyed by their size in px at a 16 px root. The same in every brand: the
   * brands differ by typeface, not by scale. The fluid `clamp()` headings of the content
   * sections are not steps of the scale.
   */
  type: Record<TypeStep, string>;
  /** Gaps and paddings, keyed by px at a 16 px root. */
  space: Record<SpaceStep, string>;
  /** Elevation: the `box-shadow` of each layer that floats above the page. */
  shadow: {
    /** A floating control on content, e.g. a video's play button. */
    control: string;
    /** Listboxes and other popovers. */
    popover: string;
    /** The date picker's calendar. */
    calendar: string;
    /** The side panel (cast to the left, it enters from the right). */
    flyout: string;
    modal: string;
  };
  /**
   * Viewport widths where layouts change. Not custom properties: `var()` cannot be used in
   * `@media`, so the CSS writes these values literally and `tokens.test.ts` checks that it
   * uses no others. Below a breakpoint is `max-width: <value - 0.01rem>`.
   */
  breakpoint: {
    /** Phones: narrower than this, dialogs go full width and pagination shrinks. */
    sm: string;
    /** Large phones: content banners and the gallery change their grid. */
    md: string;
    /** Tablets: cart lines, error pages and breadcrumbs get their wide layout. */
    lg: string;
    /** Desktops. */
    xl: string;
  };
}

export type TypeStep =
  | '12'
  | '13'
  | '14'
  | '15'
  | '16'
  | '17'
  | '18'
  | '20'
  | '22'
  | '24'
  | '28'
  | '36'
  | '40'
  | '56';
export type SpaceStep = '2' | '4' | '6' | '8' | '10' | '12' | '16' | '20' | '24' | '32' | '40' | '56' | '64';

/**
 * A local face that stands in for the brand face until it has loaded: Arial (or Helvetica,
 * or Liberation Sans, which share its metrics) resized so that a line of Swedish text is as
 * wide and as tall as in the brand face, so the swap moves nothing (what `next/font` and
 * `fontaine` do). One entry per weight range the storefront uses.
 */
export interface FontFallback {
  /** The family name the `@font-face` rules declare, listed second in `font.family`. */
  family: string;
  faces: readonly FallbackFace[];
}

export interface FallbackFace {
  /** The CSS `font-weight` (or range) this face is used for. */
  weight: string;
  /** `local()` names, tried in order. */
  local: readonly string[];
  /** `size-adjust`, `ascent-override`, `descent-override`, in percent. */
  sizeAdjust: number;
  ascentOverride: number;
  descentOverride: number;
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
  for (const [group, values] of Object.entries(theme) as [string, Record<string, unknown>][]) {
    // `var()` does not work in `@media`: a breakpoint property would be dead weight in the head.
    if (group === 'breakpoint') continue;
    for (const [name, value] of Object.entries(values)) {
      if (typeof value === 'string') vars[`--shop-${group}-${kebab(name)}`] = value;
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

/**
 * The `@font-face` rules of a theme's fallback face (`font.fallback`), for the page's `<head>`
 * beside `themeCss`.
 *
 * @example
 * fontFallbackCss(themes.bygg) // "@font-face{font-family:'Inter Fallback';src:local('Arial'),…;size-adjust:106.01%;…}…"
 */
export function fontFallbackCss(theme: ThemeTokens): string {
  const { family, faces } = theme.font.fallback;
  return faces
    .map(
      (face) =>
        `@font-face{font-family:'${family}';src:${face.local.map((name) => `local('${name}')`).join(',')};` +
        `font-weight:${face.weight};size-adjust:${face.sizeAdjust}%;ascent-override:${face.ascentOverride}%;` +
        `descent-override:${face.descentOverride}%;line-gap-override:0%}`,
    )
    .join('');
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
