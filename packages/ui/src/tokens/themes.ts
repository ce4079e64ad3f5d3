import type { ThemeTokens } from './theme';

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
 * Brand themes. Each brand looks like its own company at a glance: its own
 * colour, typeface and corner shape. Every pair in `CONTRAST_PAIRS` meets
 * WCAG AA (checked by `themes.test.ts`).
 */
export const themes: Record<BrandId, ThemeTokens> = {
  /** Bygghandeln: builders' blue with a safety-yellow accent, Inter, square-ish corners. */
  bygg: {
    color: {
      ...base,
      brand: '#0b4f8a',
      brandHover: '#083c6a',
      onBrand: '#ffffff',
      accent: '#f5b800',
      onAccent: '#17202b',
      header: '#0b2540',
      onHeader: '#ffffff',
      focus: '#c2410c',
    },
    font: { family: "'Inter Variable', 'Inter', system-ui, -apple-system, 'Segoe UI', sans-serif" },
    radius: { sm: '2px', md: '4px', lg: '6px' },
  },
  /** Konrads Rör: plumbing green, Source Sans 3, rounded. */
  konr: {
    color: {
      ...base,
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
    font: { family: "'Source Sans 3 Variable', 'Source Sans 3', system-ui, sans-serif" },
    radius: { sm: '4px', md: '8px', lg: '12px' },
  },
  /**
   * Kaspers El: graphite with electrician's red, IBM Plex Sans, sharp corners.
   * Red is the accent, not the action colour, so a danger button never looks
   * like a primary one.
   */
  kasp: {
    color: {
      ...base,
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
    font: { family: "'IBM Plex Sans Variable', 'IBM Plex Sans', system-ui, sans-serif" },
    radius: { sm: '0px', md: '2px', lg: '2px' },
  },
  /** Optima Fastighet: facility-management violet, Figtree, soft pills. */
  opti: {
    color: {
      ...base,
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
    font: { family: "'Figtree Variable', 'Figtree', system-ui, sans-serif" },
    radius: { sm: '6px', md: '10px', lg: '999px' },
  },
};
