/** The four brand apps as the e2e suite serves them: one preview port each. */
export const brands = [
  { id: 'bygg', name: 'Bygghandeln', port: 4201 },
  { id: 'konr', name: 'Konrads Rör', port: 4202 },
  { id: 'kasp', name: 'Kaspers El', port: 4203 },
  { id: 'opti', name: 'Optima Fastighet', port: 4204 },
] as const;

/**
 * A test runs in the default brand (bygg) only, unless tagged: `EVERY_BRAND` runs it in all four,
 * `@<brand id>` in that brand too. playwright.config.ts selects each brand's tests by tag, so a
 * brand does not even start the ones that are not its own.
 */
export const EVERY_BRAND = '@every-brand';

export const SANDBOX_URL = 'http://127.0.0.1:4000';
