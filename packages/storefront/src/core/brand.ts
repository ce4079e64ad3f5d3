import type { OciRules } from '@shop/punchout';
import type { BrandId, ThemeTokens } from '@shop/ui';
import type { LocaleSettings } from './locale';

/** Route names of the spec's custom pages (§2), as `staticData.name` of their routes. */
export type CustomRouteName =
  | 'my-addresses'
  | 'my-page'
  | 'my-page-index'
  | 'my-profile'
  | 'order-history'
  | 'order-history-page'
  | 'product-configuration-page'
  | 'shopping-list'
  | 'shopping-lists'
  | 'store-page'
  | 'user-administrator'
  | 'user-administrator-create-user'
  | 'edit-user'
  | 'list-users'
  /** Not in the spec's list: spend per month and project (issue 17), under my pages. */
  | 'financial-follow-up'
  /** Not in the spec's list: the customer's own article numbers (issue 37), under my pages. */
  | 'own-article-numbers'
  /** Not in the spec's list: the customer's 'Referens krävs' setting (issue 37), admins only. */
  | 'order-reference-setting'
  /** Not in the spec's list: the active project's documentation pack (issue 38), under my pages. */
  | 'project-documents';

/** @deprecated A custom page's name and path, as `DEFAULT_BRAND_ROUTES` lists them. */
export interface BrandRoute {
  name: CustomRouteName;
  /** Path in the shop's URL space, Swedish words, e.g. `/mina-sidor/adresser`. */
  path: string;
}

/**
 * The paths of the custom pages (§2), by route name: the typed routes of
 * `account/routes.tsx` and `stores/routes.tsx` have exactly these.
 *
 * @deprecated Every brand used these paths, so the routes are now typed with them and a
 * brand's `routes` is not read. A brand that needs other paths maps them onto these with the
 * router's `rewrite`, as the locale prefix does (see the storefront README). Kept so existing
 * imports compile.
 */
export const DEFAULT_BRAND_ROUTES: readonly BrandRoute[] = [
  { name: 'my-page', path: '/mina-sidor' },
  { name: 'my-page-index', path: '/mina-sidor/oversikt' },
  { name: 'my-profile', path: '/mina-sidor/profil' },
  { name: 'my-addresses', path: '/mina-sidor/adresser' },
  { name: 'order-history', path: '/mina-sidor/orderhistorik' },
  { name: 'order-history-page', path: '/mina-sidor/orderhistorik/:orderId' },
  { name: 'shopping-lists', path: '/mina-sidor/inkopslistor' },
  { name: 'shopping-list', path: '/mina-sidor/inkopslistor/:id' },
  { name: 'product-configuration-page', path: '/produktkonfigurator' },
  { name: 'store-page', path: '/butik/:id' },
  { name: 'user-administrator', path: '/mina-sidor/anvandare' },
  { name: 'list-users', path: '/mina-sidor/anvandare/lista' },
  { name: 'user-administrator-create-user', path: '/mina-sidor/anvandare/ny' },
  { name: 'edit-user', path: '/mina-sidor/anvandare/:userId' },
  { name: 'financial-follow-up', path: '/mina-sidor/ekonomi' },
  { name: 'own-article-numbers', path: '/mina-sidor/egna-artikelnummer' },
  { name: 'order-reference-setting', path: '/mina-sidor/orderreferens' },
  { name: 'project-documents', path: '/mina-sidor/dokumentation' },
];

/** Settings a brand turns on or off; everything that differs between brands beyond looks. */
export interface BrandSettings {
  /** Stock availability colours (gray / yellow) on product and cart pages. */
  stockColours: boolean;
  /** Days this brand does not deliver on top of Swedish closed days, `YYYY-MM-DD`. */
  extraClosedDays: readonly string[];
  /** User-agent prefix of the brand's native app; followed by a version it switches the UI to APP mode. */
  appUserAgentMarker: string;
  /** The external admin site seller admins are sent to (in a new tab) from the user administration route. */
  externalAdminUrl?: string;
  /** Origins outside the shop that navigation may go to (§2: everything else is blocked). */
  allowedExternalOrigins?: readonly string[];
  /**
   * Punch-out rules of particular customers (storefront-core §9: an empty material group and
   * custom field 1 for one, STK sent as ST for another), by customer id. Everyone else gets
   * `@shop/punchout`'s defaults. Data, so no customer is named in code.
   */
  punchoutCustomerRules?: Readonly<Record<string, OciRules>>;
  /**
   * Whether the content service's logo replaces the brand's built-in one (default true). The
   * sandbox has one content space, Bygghandeln's: the other brands keep their own logo there.
   */
  contentLogo?: boolean;
  /**
   * The languages the brand is offered in, its prefix strategy and redirect mode (content §4).
   * Default `SWEDISH_ONLY`: Swedish, no prefix, no redirect, no cookie.
   */
  locales?: LocaleSettings;
}

/** A brand app is this object plus `createStorefront(brand)`. */
export interface Brand {
  id: BrandId;
  /** The company name shown to customers. */
  name: string;
  theme: ThemeTokens;
  /** URL of the logo SVG (an asset of the brand app). */
  logoUrl: string;
  defaultStoreId: string;
  centralStorageId: string;
  /**
   * @deprecated Not read: the custom pages have the paths of `DEFAULT_BRAND_ROUTES`. Other
   * paths are a `rewrite` of the router (storefront README, "Routes").
   */
  routes?: readonly BrandRoute[];
  settings: BrandSettings;
}

/**
 * Types a brand object without widening it.
 *
 * @example
 * export const brand = defineBrand({ id: 'bygg', name: 'Bygghandeln', theme: themes.bygg, … });
 */
export function defineBrand<const T extends Brand>(brand: T): T {
  return brand;
}
