import { lazy } from 'react';

// The cart's heavier parts, each in its own chunk, for pages that show them after first paint.

/** The listing's delivery-method choice and cart status (react-aria, delivery rules). */
export const LazyListingCartTools = lazy(() =>
  import('./add-to-cart').then((m) => ({ default: m.ListingCartTools })),
);

/**
 * The shell's cart toast (its 'Försök igen' is a react-aria Button): loaded
 * when a signed-in page first renders it, so no page waits for it to paint.
 */
export const LazyCartStatusToast = lazy(() =>
  import('./cart-status').then((m) => ({ default: m.CartStatusToast })),
);

/** The confirmation of an add under the header (the shell renders it for a signed-in customer). */
export const LazyAddedToCartNotice = lazy(() =>
  import('./added-notice').then((m) => ({ default: m.AddedToCartNotice })),
);
