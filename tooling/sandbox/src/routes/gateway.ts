import type { TokenClaims } from '@shop/commerce-client/contract';
import { type DocumentNode, Kind, parse, type SelectionSetNode, type ValueNode } from 'graphql';
import { createSchema, createYoga } from 'graphql-yoga';
import type { Hono } from 'hono';
import { type AuthEnv, requireAuth } from '../auth.ts';
import { createCartStore } from '../cart-store.ts';
import type { SandboxContext } from '../context.ts';
import { favoriteListSummaries, type ListRow } from './accounts.ts';

/** The options of the call a related article came from (price and stock are resolved per field). */
const RELATED_OPTIONS = Symbol('related-options');
type RelatedArticle = {
  articleNumber: string;
  [RELATED_OPTIONS]?: { skipPrice: boolean; skipStock: boolean; locationIds: string[] | undefined };
};

const typeDefs = /* GraphQL */ `
  input StockInput {
    locationIds: [String!]
  }

  type Discount { amount: Float!, name: String!, percentage: Float!, type: String! }
  type Price {
    articleNumber: String!
    netPrice: Float!
    alloyingPrice: Float!
    discountAmount: Float!
    discounts: [Discount!]!
    salesPriceUnit: String!
    salesPriceIncludingVat: Float!
    vatPercentage: Float!
    salesPrice: Float!
    priceType: String!
    preCampaignPrice: Float
    discountPercentage: Float!
    askForPrice: Boolean!
    hasBracketPrices: Boolean!
  }
  type SubAvailability { date: String!, quantity: Float! }
  type StockLocation {
    locationId: String!
    availability: String!
    availabilityDate: String
    availabilityDateISO: String
    availableFromDays: Int!
    availableToDays: Int!
    quantity: Float!
    orderMultiple: Float!
    stocked: Boolean!
    status: String!
    subAvailabilities: [SubAvailability!]!
  }
  type Stock { stockType: String!, articleNumber: String!, locations: [StockLocation!]! }
  type NameSlug { name: String!, slug: String! }
  type Breadcrumb { parents: [NameSlug!]! }
  type Product { id: String!, name: String!, slug: String!, breadcrumb: Breadcrumb!, categoryPaths: [String!]! }
  type Brand { name: String! }
  type Image { assetLabel: String!, assetMimeType: String!, assetType: String!, assetUrl: String! }
  type Attribute { attributeName: String!, attributeValue: String! }
  type Warning { code: String!, description: String!, signalWord: String!, assetUrl: String, detailedDescription: String! }
  type PurchaseConstraints { onlyStore: Boolean!, mustBeInStockedAt: String }
  type WebSalesUnit { unit: String!, conversionFactor: Float!, conversionUnit: String! }
  "A related article; its price and stock are read only when asked for (the cart's lines never ask)."
  type RelatedArticle { articleNumber: String!, name: String!, variantSlug: String!, price: Price, stock: Stock }
  type CategoryBreadcrumb { name: String!, slug: String!, image: String, parents: [NameSlug!]! }
  type Relation {
    type: String!
    label: String!
    "The variant relation's: the ids of its articles' categories, and their breadcrumbs."
    categories: [String!]
    categoryBreadcrumbs: [CategoryBreadcrumb!]
    articles: [RelatedArticle!]!
  }
  type Variant {
    articleNumber: String!
    name: String!
    filterTags: [String!]!
    variantSlug: String
    discontinued: Boolean!
    stockedAt: [String!]!
    purchaseConstraints: PurchaseConstraints!
    webSalesUnit: WebSalesUnit!
    ean: String!
    product: Product!
    brands: [Brand!]!
    images: [Image!]!
    attributes: [Attribute!]!
    warnings: [Warning!]!
    relations: [Relation!]!
    "Absent for users who may not see prices (EJ_SE_PRISER)."
    price: Price
    stock: Stock
  }
  type CartDelivery { deliveryId: String!, requestedDeliveryDate: String, isIncludedInOrder: Boolean! }
  type CartItem {
    cartItemId: String!
    cartId: String!
    articleNumber: String!
    quantity: Float!
    deliveryId: String!
    label: String
    requestedDeliveryDate: String
    variant: Variant
  }
  type Cart {
    cartId: String!
    status: String!
    cartItems: [CartItem!]!
    deliveries: [CartDelivery!]!
    deliveryIdsInOrder: [String!]!
    "Σ net price × quantity of the lines, when completeOrderPrice is asked and prices may be seen."
    orderPrice: Float
  }
  type FavoriteListUser { fullName: String! }
  type FavoriteList {
    favoriteId: String!
    favoriteName: String!
    access: String!
    userId: String!
    customerId: String!
    createdAt: String!
    updatedAt: String!
    totalRows: Int!
    user: FavoriteListUser!
  }
  type FavoriteLists { lists: [FavoriteList!]!, next: Int }

  type Query {
    getVariants(
      articleNumbers: [String!]!
      deliveryId: String
      stockInput: StockInput
      locationId: String
      useCache: Boolean
      skipPrice: Boolean
      skipStock: Boolean
      completeOrderPrice: Boolean
    ): [Variant!]!
    getCartWithVariants(stockInput: StockInput, useCache: Boolean, completeOrderPrice: Boolean, locationId: String): Cart!
    getCart(stockInput: StockInput!, locationId: String, useCache: Boolean = false, completeOrderPrice: Boolean = false): Cart!
    activeDeliveryIdsInCart: [String!]!
    getActiveDeliveryIdsInOrder: [String!]!
    getFavoriteLists(limit: Int, offset: Int, sort: String, access: String, userId: String, fromUpdatedAt: String): FavoriteLists!
  }
`;

interface GatewayContext {
  claims: TokenClaims;
}

/** Fields a visitor may ask without a token: the catalogue is open, carts and lists are not. */
const OPEN_FIELDS = new Set(['getVariants', '__typename']);

/** True when every operation in the request only selects open fields. */
function isOpenRequest(document: DocumentNode): boolean {
  return document.definitions.every(
    (d) =>
      d.kind === Kind.OPERATION_DEFINITION &&
      d.operation === 'query' &&
      d.selectionSet.selections.every((s) => s.kind === Kind.FIELD && OPEN_FIELDS.has(s.name.value)),
  );
}

/**
 * What one request may ask of the gateway, checked before it runs: the real gateway has a cost
 * limit, and without one a single anonymous request (50 aliases of getVariants with 500 articles
 * each) took 4.8 s, answered 13.3 MB and held /health for 4.3 s.
 */
const GATEWAY_LIMITS = {
  /** Top-level fields (aliases included) in one request. */
  rootFields: 10,
  /** Nesting of selection sets (introspection's ofType chains included). */
  depth: 10,
  /** Articles asked for across every getVariants of the request. */
  articleNumbers: 500,
} as const;

/** Why a request is over GATEWAY_LIMITS, or null when it is within them. */
function gatewayCostError(document: DocumentNode, variables: Record<string, unknown> = {}): string | null {
  const fragments = new Map(
    document.definitions.flatMap((d) =>
      d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [],
    ),
  );
  const listLength = (value: ValueNode | undefined): number => {
    if (!value) return 0;
    if (value.kind === Kind.LIST) return value.values.length;
    if (value.kind === Kind.VARIABLE) {
      const bound = variables[value.name.value];
      return Array.isArray(bound) ? bound.length : 0;
    }
    return 1;
  };
  let rootFields = 0;
  let articles = 0;
  let deepest = 0;
  const walk = (set: SelectionSetNode, depth: number, root: boolean, seen: ReadonlySet<string>) => {
    deepest = Math.max(deepest, depth);
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        if (root) {
          rootFields += 1;
          if (selection.name.value === 'getVariants')
            articles += listLength(
              selection.arguments?.find((a) => a.name.value === 'articleNumbers')?.value,
            );
        }
        if (selection.selectionSet) walk(selection.selectionSet, depth + 1, false, seen);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        walk(selection.selectionSet, depth, root, seen);
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        if (fragment && !seen.has(name)) walk(fragment.selectionSet, depth, root, new Set([...seen, name]));
      }
    }
  };
  for (const definition of document.definitions) {
    if (definition.kind === Kind.OPERATION_DEFINITION) walk(definition.selectionSet, 1, true, new Set());
  }
  if (rootFields > GATEWAY_LIMITS.rootFields)
    return `At most ${GATEWAY_LIMITS.rootFields} top-level fields in one request (this one has ${rootFields})`;
  if (deepest > GATEWAY_LIMITS.depth)
    return `At most ${GATEWAY_LIMITS.depth} levels of selection (this one has ${deepest})`;
  if (articles > GATEWAY_LIMITS.articleNumbers)
    return `At most ${GATEWAY_LIMITS.articleNumbers} articles in one request (this one asks for ${articles})`;
  return null;
}

/**
 * The request's parsed query and variables, read once: null when it is not a POST with a JSON
 * body and a query that parses (the GraphQL server answers those itself).
 */
async function readRequest(
  request: Request,
): Promise<{ document: DocumentNode; variables: Record<string, unknown> } | null> {
  if (request.method !== 'POST') return null;
  try {
    const body = (await request.clone().json()) as { query?: unknown; variables?: unknown };
    if (typeof body.query !== 'string') return null;
    const variables =
      typeof body.variables === 'object' && body.variables !== null
        ? (body.variables as Record<string, unknown>)
        : {};
    return { document: parse(body.query), variables };
  } catch {
    return null;
  }
}

interface StockArgs {
  stockInput?: { locationIds?: string[] | null } | null;
  locationId?: string | null;
}

export function registerGatewayRoutes(app: Hono<AuthEnv>, ctx: SandboxContext): void {
  const { db, views } = ctx;
  const preferredStore = db.prepare(
    `SELECT coalesce(preferred_store, '1001') AS store FROM users WHERE id = ?`,
  );
  const store = createCartStore(
    db,
    (userId) => (preferredStore.get(userId) as { store: string } | undefined)?.store ?? '1001',
  );
  const summary = favoriteListSummaries(db);
  const locationsOf = (args: StockArgs) => {
    const ids = [...(args.stockInput?.locationIds ?? []), ...(args.locationId ? [args.locationId] : [])];
    return ids.length > 0 ? [...new Set(ids)] : undefined;
  };

  async function cartWithVariants(
    claims: TokenClaims,
    args: StockArgs & { completeOrderPrice?: boolean | null },
  ) {
    const cartId = await store.ensureActiveCart(claims.sub, claims.customerId);
    const cart = store.cart(cartId);
    const locationIds = locationsOf(args);
    const cartItems = cart.cartItems.map((item) => ({
      ...item,
      variant: views.variant(item.articleNumber, claims, { locationIds }) ?? null,
    }));
    let orderPrice: number | null = null;
    if (args.completeOrderPrice && cartItems.every((i) => i.variant?.price)) {
      const ore = cartItems.reduce(
        (sum, i) => sum + Math.round((i.variant?.price?.netPrice ?? 0) * 100) * i.quantity,
        0,
      );
      orderPrice = Math.round(ore) / 100;
    }
    return { ...cart, cartItems, orderPrice };
  }

  const resolvers = {
    RelatedArticle: {
      price: (article: RelatedArticle, _: unknown, { claims }: { claims: TokenClaims | null }) => {
        const options = article[RELATED_OPTIONS];
        if (!options || options.skipPrice) return null;
        return views.price(article.articleNumber, claims) ?? null;
      },
      stock: (article: RelatedArticle) => {
        const options = article[RELATED_OPTIONS];
        const row = views.variantRowOf(article.articleNumber);
        if (!options || options.skipStock || !row) return null;
        return views.stock(article.articleNumber, row.stock_type, options.locationIds);
      },
    },
    Query: {
      getVariants: (
        _: unknown,
        args: StockArgs & { articleNumbers: string[]; skipPrice?: boolean; skipStock?: boolean },
        { claims }: { claims: TokenClaims | null },
      ) => {
        if (args.articleNumbers.length > 500) throw new Error('At most 500 articleNumbers');
        const locationIds = locationsOf(args);
        const options = {
          skipPrice: args.skipPrice ?? false,
          skipStock: args.skipStock ?? false,
          locationIds,
        };
        return args.articleNumbers
          .map((a) => views.variant(a, claims, options))
          .filter((v) => v !== undefined)
          .map((v) => ({
            ...v,
            // Each related article carries the call's price and stock options to its own resolvers.
            relations: v.relations.map((r) => ({
              ...r,
              articles: r.articles.map((a) => Object.assign({ ...a }, { [RELATED_OPTIONS]: options })),
            })),
          }));
      },
      getCartWithVariants: (
        _: unknown,
        args: StockArgs & { completeOrderPrice?: boolean },
        { claims }: GatewayContext,
      ) => cartWithVariants(claims, args),
      getCart: (_: unknown, args: StockArgs & { completeOrderPrice?: boolean }, { claims }: GatewayContext) =>
        cartWithVariants(claims, args),
      activeDeliveryIdsInCart: async (_: unknown, __: unknown, { claims }: GatewayContext) =>
        store.cart(await store.ensureActiveCart(claims.sub, claims.customerId)).deliveryIdsInOrder,
      getActiveDeliveryIdsInOrder: async (_: unknown, __: unknown, { claims }: GatewayContext) =>
        store.cart(await store.ensureActiveCart(claims.sub, claims.customerId)).deliveryIdsInOrder,
      getFavoriteLists: async (
        _: unknown,
        args: {
          limit?: number;
          offset?: number;
          access?: string;
          userId?: string;
          fromUpdatedAt?: string;
          sort?: string;
        },
        { claims }: GatewayContext,
      ) => {
        const limit = Math.min(Math.max(args.limit ?? 20, 1), 100);
        const offset = Math.max(args.offset ?? 0, 0);
        const rows = (
          db
            .prepare(
              `SELECT * FROM favorite_lists ORDER BY updated_at ${args.sort === 'asc' ? 'ASC' : 'DESC'}, id`,
            )
            .all() as unknown as ListRow[]
        )
          .filter(
            (r) =>
              r.user_id === claims.sub || (r.access === 'CUSTOMER' && r.customer_id === claims.customerId),
          )
          .filter((r) => !args.access || r.access === args.access)
          .filter((r) => !args.userId || r.user_id === args.userId)
          .filter((r) => !args.fromUpdatedAt || r.updated_at >= args.fromUpdatedAt);
        const lists = rows.slice(offset, offset + limit).map(summary);
        return { lists, next: offset + limit < rows.length ? offset + limit : null };
      },
    },
  };

  const yoga = createYoga<GatewayContext>({
    schema: createSchema({ typeDefs, resolvers }),
    graphqlEndpoint: '/graphql',
    landingPage: false,
    graphiql: false,
    logging: false,
    maskedErrors: true,
  });

  const strict = requireAuth(ctx.auth);
  app.on(['GET', 'POST'], '/graphql', async (c) => {
    const asked = await readRequest(c.req.raw);
    const tooCostly = asked ? gatewayCostError(asked.document, asked.variables) : null;
    if (tooCostly) {
      return c.json({ errors: [{ message: tooCostly, extensions: { code: 'QUERY_TOO_COSTLY' } }] }, 400);
    }
    // A visitor reads the catalogue (list prices, no discounts); everything else needs a session.
    if (!c.req.header('authorization') && asked && isOpenRequest(asked.document)) {
      return yoga.fetch(c.req.raw, { claims: null as unknown as TokenClaims });
    }
    let response: Response | undefined;
    const denied = await strict(c, async () => {
      response = await yoga.fetch(c.req.raw, { claims: c.get('auth') });
    });
    return response ?? denied ?? c.text('Invalid token', 401);
  });
}
