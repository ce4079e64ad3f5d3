import { lazy } from 'react';

// The cart's heavier parts, each in its own chunk, for pages that show them after first paint.

/** The listing's delivery-method choice and cart status (react-aria, delivery rules). */
export const LazyListingCartTools = lazy(() =>
  import('./add-to-cart').then((m) => ({ default: m.ListingCartTools })),
);
