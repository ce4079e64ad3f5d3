/** The four brand apps as the e2e suite serves them: one preview port each. */
export const brands = [
  { id: 'bygg', name: 'Bygghandeln', port: 4201 },
  { id: 'konr', name: 'Konrads Rör', port: 4202 },
  { id: 'kasp', name: 'Kaspers El', port: 4203 },
  { id: 'opti', name: 'Optima Fastighet', port: 4204 },
] as const;

export const SANDBOX_URL = 'http://127.0.0.1:4000';
