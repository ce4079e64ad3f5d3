import type { FallbackFace, ThemeTokens } from './theme';

/** The four brands the storefront ships as. */
export type BrandId = 'bygg' | 'konr' | 'kasp' | 'opti';

export const BRAND_IDS: readonly BrandId[] = ['bygg', 'konr', 'kasp', 'opti'];

const base = {
  surface: '#f6f7f9',
  surfaceRaised: '#ffffff',
  surfaceSunken: '#eceff3',
  text: '#17202b',
  textMuted: '#4f5b69',
  border: '#c9d0d9',
  danger: '#b42318',
  onDanger: '#ffffff',
  success: '#1e6b3a',
  warning: '#8a5300',
} satisfies Partial<ThemeTokens['color']>;

/**
 * The scales every brand shares: the sizes, gaps, shadows and breakpoints the component CSS
 * uses (`tokens.test.ts` fails when a CSS file uses a size, shadow or breakpoint not here).
 */
const scales = {
  type: {
    '12': '0.75rem',
    '13': '0.8125rem',
    '14': '0.875rem',
    '15': '0.9375rem',
    '16': '1rem',
    '17': '1.0625rem',
    '18': '1.125rem',
    '20': '1.25rem',
    '22': '1.375rem',
    '24': '1.5rem',
    '28': '1.75rem',
    '36': '2.25rem',
    '40': '2.5rem',
    '56': '3.5rem',
  },
  space: {
    '2': '0.125rem',
    '4': '0.25rem',
    '6': '0.375rem',
    '8': '0.5rem',
    '10': '0.625rem',
    '12': '0.75rem',
    '16': '1rem',
    '20': '1.25rem',
    '24': '1.5rem',
    '32': '2rem',
    '40': '2.5rem',
    '56': '3.5rem',
    '64': '4rem',
  },
  shadow: {
    control: '0 2px 12px rgb(0 0 0 / 0.35)',
    popover: '0 8px 24px rgb(0 0 0 / 0.14)',
    calendar: '0 12px 32px rgb(0 0 0 / 0.18)',
    flyout: '-8px 0 24px rgb(0 0 0 / 0.18)',
    modal: '0 12px 32px rgb(0 0 0 / 0.22)',
  },
  breakpoint: { sm: '30rem', md: '40rem', lg: '48rem', xl: '64rem' },
} satisfies Pick<ThemeTokens, 'type' | 'space' | 'shadow' | 'breakpoint'>;

const ARIAL = ['Arial', 'ArialMT', 'Helvetica', 'Liberation Sans'];
const ARIAL_BOLD = ['Arial Bold', 'Arial-BoldMT', 'Helvetica Bold', 'Liberation Sans Bold'];

/**
 * The fallback faces of a brand face: Arial regular for 100-500, Arial Bold for 600 and for
 * 700-900, each with [size-adjust, ascent-override, descent-override] in percent. The figures
 * are measured, not guessed: the width of a line of Swedish shop text (words, prices, å ä ö)
 * in the brand face over its width in Liberation Sans (Arial's metrics), and the brand face's
 * font-box ascent and descent divided by that; `pnpm --filter @shop/ui font-metrics` prints them.
 */
function arialFallback(
  regular: readonly [number, number, number],
  semibold: readonly [number, number, number],
  bold: readonly [number, number, number],
): FallbackFace[] {
  const face = (
    weight: string,
    local: string[],
    [sizeAdjust, ascentOverride, descentOverride]: readonly [number, number, number],
  ) => ({ weight, local, sizeAdjust, ascentOverride, descentOverride });
  return [
    face('100 500', ARIAL, regular),
    face('600', ARIAL_BOLD, semibold),
    face('700 900', ARIAL_BOLD, bold),
  ];
}

/** What makes a brand look like its own company: its colours, its typeface and its corners. */
interface BrandLook {
  /** The brand's colours; the rest of the palette is shared (`base`). */
  color: Omit<ThemeTokens['color'], keyof typeof base> & Partial<ThemeTokens['color']>;
  /** The self-hosted variable face, e.g. 'Inter' for 'Inter Variable'. */
  face: string;
  /** The generic families after the face and its fallback. */
  generic?: string;
  /** The faces that stand in for it until it has loaded (`arialFallback`, measured). */
  fallback: FallbackFace[];
  radius: ThemeTokens['radius'];
}

/**
 * A brand's theme: its look on the shared palette and scales. The face's name gives both the
 * font-family list and the fallback's family, so the two always agree.
 */
function brandTheme({
  color,
  face,
  generic = 'system-ui, sans-serif',
  fallback,
  radius,
}: BrandLook): ThemeTokens {
  return {
    color: { ...base, ...color },
    font: {
      family: `'${face} Variable', '${face} Fallback', ${generic}`,
      fallback: { family: `${face} Fallback`, faces: fallback },
    },
    radius,
    ...scales,
  };
}

/**
 * Brand themes. Each brand looks like its own company at a glance: its own
 * colour, typeface and corner shape. Every pair in `CONTRAST_PAIRS` meets
 * WCAG AA (checked by `themes.test.ts`).
 */
export const themes: Record<BrandId, ThemeTokens> = {
  /** Bygghandeln: builders' blue with a safety-yellow accent, Inter, square-ish corners. */
  bygg: brandTheme({
    color: {
      brand: '#0b4f8a',
      brandHover: '#083c6a',
      onBrand: '#ffffff',
      accent: '#f5b800',
      onAccent: '#17202b',
      header: '#0b2540',
      onHeader: '#ffffff',
      focus: '#c2410c',
    },
    face: 'Inter',
    generic: "system-ui, -apple-system, 'Segoe UI', sans-serif",
    fallback: arialFallback([106.01, 91.41, 22.73], [101.02, 95.93, 23.86], [102.14, 94.87, 23.59]),
    radius: { sm: '2px', md: '4px', lg: '6px' },
  }),
  /** Konrads Rör: plumbing green, Source Sans 3, rounded. */
  konr: brandTheme({
    color: {
      surface: '#f5f8f6',
      brand: '#1d6b44',
      brandHover: '#155234',
      onBrand: '#ffffff',
      accent: '#0f766e',
      onAccent: '#ffffff',
      header: '#ffffff',
      onHeader: '#123524',
      focus: '#7c3aed',
    },
    face: 'Source Sans 3',
    fallback: arialFallback([92.93, 110.19, 43.04], [89.32, 114.65, 44.78], [91.92, 111.4, 43.52]),
    radius: { sm: '4px', md: '8px', lg: '12px' },
  }),
  /**
   * Kaspers El: graphite with electrician's red, IBM Plex Sans, sharp corners.
   * Red is the accent, not the action colour, so a danger button never looks
   * like a primary one.
   */
  kasp: brandTheme({
    color: {
      surface: '#f7f6f5',
      brand: '#2b2f36',
      brandHover: '#16181c',
      onBrand: '#ffffff',
      accent: '#b3261e',
      onAccent: '#ffffff',
      header: '#2b2f36',
      onHeader: '#ffffff',
      focus: '#1d4ed8',
    },
    face: 'IBM Plex Sans',
    fallback: arialFallback([100.95, 101.53, 27.24], [97.32, 105.33, 28.26], [98.66, 103.89, 27.87]),
    radius: { sm: '0px', md: '2px', lg: '2px' },
  }),
  /** Optima Fastighet: facility-management violet, Figtree, soft pills. */
  opti: brandTheme({
    color: {
      surface: '#f7f6fb',
      brand: '#5b3ea6',
      brandHover: '#472f85',
      onBrand: '#ffffff',
      accent: '#e8590c',
      onAccent: '#17202b',
      header: '#2a1d52',
      onHeader: '#ffffff',
      focus: '#0e7490',
    },
    face: 'Figtree',
    fallback: arialFallback([100.18, 94.83, 24.95], [95.13, 99.86, 26.28], [96.3, 98.65, 25.96]),
    radius: { sm: '6px', md: '10px', lg: '999px' },
  }),
};
