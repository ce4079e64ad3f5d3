import type { Client } from '@urql/core';
import * as z from 'zod/mini';
import * as C from './contract';
import { CommerceError } from './errors';
import type { Transport, TransportOptions } from './http';

/** A variant's (or a related article's) price and stock, as the session may see them. */
const PRICE_AND_STOCK = `price { articleNumber netPrice alloyingPrice discountAmount discounts { amount name percentage type } salesPriceUnit
    salesPriceIncludingVat vatPercentage salesPrice priceType preCampaignPrice discountPercentage askForPrice hasBracketPrices }
  stock { stockType articleNumber locations { locationId availability availabilityDate availabilityDateISO availableFromDays
    availableToDays quantity orderMultiple stocked status subAvailabilities { date quantity } } }`;

/**
 * A whole variant (the product page): its relations with their categories, and the variant
 * relation's articles with price and stock (§3), shown beside the variant's own.
 */
const VARIANT = `articleNumber name filterTags variantSlug discontinued stockedAt
  purchaseConstraints { onlyStore mustBeInStockedAt } webSalesUnit { unit conversionFactor conversionUnit } ean
  product { id name slug breadcrumb { parents { name slug } } categoryPaths } brands { name }
  images { assetLabel assetMimeType assetType assetUrl } attributes { attributeName attributeValue }
  warnings { code description signalWord assetUrl detailedDescription }
  relations { type label categories categoryBreadcrumbs { name slug image parents { name slug } }
    articles { articleNumber name variantSlug ${PRICE_AND_STOCK} } }
  ${PRICE_AND_STOCK}`;

/**
 * The fields of `ListingVariant`: a listing's card shows no related articles, so the gateway is not
 * asked for them, nor for each one's price and stock.
 */
const LISTING_VARIANT = `articleNumber name filterTags variantSlug discontinued stockedAt
  purchaseConstraints { onlyStore mustBeInStockedAt } webSalesUnit { unit conversionFactor conversionUnit } ean
  product { id name slug breadcrumb { parents { name slug } } categoryPaths } brands { name }
  images { assetLabel assetMimeType assetType assetUrl } attributes { attributeName attributeValue }
  warnings { code description signalWord assetUrl detailedDescription }
  ${PRICE_AND_STOCK}`;

/** The fields of `CartVariant`: a cart line needs no images, attributes or warnings. */
const CART_VARIANT = `articleNumber name filterTags variantSlug discontinued stockedAt
  purchaseConstraints { onlyStore mustBeInStockedAt } webSalesUnit { unit conversionFactor conversionUnit }
  relations { type label articles { articleNumber name variantSlug } }
  ${PRICE_AND_STOCK}`;

/** getVariants with the given fields of each variant. */
const getVariantsOf = (fields: string) => /* GraphQL */ `
  query getVariants($articleNumbers: [String!]!, $deliveryId: String, $stockInput: StockInput, $locationId: String, $useCache: Boolean, $skipPrice: Boolean, $skipStock: Boolean, $completeOrderPrice: Boolean) {
    getVariants(articleNumbers: $articleNumbers, deliveryId: $deliveryId, stockInput: $stockInput, locationId: $locationId, useCache: $useCache, skipPrice: $skipPrice, skipStock: $skipStock, completeOrderPrice: $completeOrderPrice) { ${fields} }
  }
`;
const GET_VARIANTS = getVariantsOf(VARIANT);
const GET_LISTING_VARIANTS = getVariantsOf(LISTING_VARIANT);

/** What a getVariants call may ask besides its articles (§7). */
export interface VariantsOptions {
  deliveryId?: string;
  locationIds?: string[];
  locationId?: string;
  /** The gateway may answer from its cache (a listing's cards); unset, it reads afresh. */
  useCache?: boolean;
  skipPrice?: boolean;
  skipStock?: boolean;
  /** Each price for the whole quantity the customer would order, as the order would price it. */
  completeOrderPrice?: boolean;
}

/** getVariants' variables. */
function variantsVariables(articleNumbers: string[], opts: VariantsOptions) {
  return {
    articleNumbers,
    deliveryId: opts.deliveryId,
    stockInput: opts.locationIds ? { locationIds: opts.locationIds } : undefined,
    locationId: opts.locationId,
    useCache: opts.useCache,
    skipPrice: opts.skipPrice,
    skipStock: opts.skipStock,
    completeOrderPrice: opts.completeOrderPrice,
  };
}
const GET_CART_WITH_VARIANTS = /* GraphQL */ `
  query getCartWithVariants($stockInput: StockInput, $useCache: Boolean, $completeOrderPrice: Boolean, $locationId: String) {
    getCartWithVariants(stockInput: $stockInput, useCache: $useCache, completeOrderPrice: $completeOrderPrice, locationId: $locationId) {
      cartId status deliveryIdsInOrder orderPrice
      deliveries { deliveryId requestedDeliveryDate isIncludedInOrder }
      cartItems { cartItemId cartId articleNumber quantity deliveryId label requestedDeliveryDate variant { ${CART_VARIANT} } }
    }
  }
`;
const GET_CART = /* GraphQL */ `
  query getCart($stockInput: StockInput!, $locationId: String, $useCache: Boolean, $completeOrderPrice: Boolean) {
    getCart(stockInput: $stockInput, locationId: $locationId, useCache: $useCache, completeOrderPrice: $completeOrderPrice) {
      cartId status deliveryIdsInOrder
      deliveries { deliveryId requestedDeliveryDate isIncludedInOrder }
      cartItems { cartItemId cartId articleNumber quantity deliveryId label requestedDeliveryDate }
    }
  }
`;
const ACTIVE_DELIVERY_IDS_IN_CART = /* GraphQL */ `
  query activeDeliveryIdsInCart {
    activeDeliveryIdsInCart
  }
`;
const GET_FAVORITE_LISTS = /* GraphQL */ `
  query getFavoriteLists($limit: Int, $offset: Int, $sort: String, $access: String, $userId: String, $fromUpdatedAt: String) {
    getFavoriteLists(limit: $limit, offset: $offset, sort: $sort, access: $access, userId: $userId, fromUpdatedAt: $fromUpdatedAt) {
      lists { favoriteId favoriteName access userId customerId createdAt updatedAt totalRows user { fullName } }
      next
    }
  }
`;
const ACTIVE_DELIVERY_IDS = /* GraphQL */ `
  query getActiveDeliveryIdsInOrder {
    getActiveDeliveryIdsInOrder
  }
`;

/**
 * The commerce GraphQL gateway through urql's core client, with the same
 * bearer token (refreshed single-flight) and 401 handling as every REST call.
 */
export function createGatewayCalls(
  t: Transport,
  options: Pick<TransportOptions, 'commerceUrl' | 'fetch' | 'onError'>,
) {
  const baseFetch = options.fetch ?? fetch;
  // urql loads with the first gateway call, not with the page that imports the client.
  let client: Promise<Client> | null = null;
  const getClient = () => {
    client ??= import('@urql/core').then(
      ({ Client, fetchExchange }) =>
        new Client({
          url: `${options.commerceUrl.replace(/\/$/, '')}/graphql`,
          exchanges: [fetchExchange],
          preferGetMethod: false,
          requestPolicy: 'network-only',
          fetch: async (input, init) => {
            const headers = new Headers(init?.headers);
            const token = await t.freshToken();
            if (token) headers.set('authorization', `Bearer ${token}`);
            const response = await baseFetch(input, { ...init, headers });
            if (response.status === 401) t.signalUnauthorized();
            return response;
          },
        }),
    );
    return client;
  };

  /** Runs `document` and parses its field `name` (each query asks for one field, named as the query). */
  async function query<S extends z.core.$ZodType>(
    document: string,
    variables: Record<string, unknown>,
    schema: S,
    name: string,
  ): Promise<z.infer<S>> {
    const result = await (await getClient()).query(document, variables).toPromise();
    if (result.error) {
      const status = (result.error.response as Response | undefined)?.status ?? 0;
      const error = new CommerceError({
        message: result.error.networkError
          ? 'Network Error'
          : `Gateway ${name}: ${result.error.graphQLErrors.map((e) => e.message).join('; ')}`,
        status: status === 200 ? 500 : status,
        service: 'gateway',
        messageKey:
          status === 401
            ? 'errors.invalid_token'
            : status === 0 && result.error.networkError
              ? 'errors.unknown_error_occurred'
              : 'errors.internal_server_error',
        cause: result.error,
      });
      options.onError?.(error);
      throw error;
    }
    const data = ((result.data ?? {}) as Record<string, unknown>)[name];
    const parsed = (schema as unknown as z.ZodMiniType).safeParse(data);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const error = new CommerceError({
        message: `Unexpected response from gateway (${name}): ${issue ? `${issue.path.join('.') || '(root)'} ${issue.message}` : 'invalid'}`,
        status: 200,
        service: 'gateway',
        messageKey: 'errors.internal_server_error',
        body: data,
      });
      options.onError?.(error);
      throw error;
    }
    return parsed.data as z.infer<S>;
  }

  return {
    /** getVariants — price and stock as the session may see them. */
    variants: (articleNumbers: string[], opts: VariantsOptions = {}) =>
      query(GET_VARIANTS, variantsVariables(articleNumbers, opts), z.array(C.Variant), 'getVariants'),
    /**
     * getVariants for a listing's cards: each variant without its relations (`ListingVariant`),
     * which the gateway then neither looks up nor prices.
     */
    listingVariants: (articleNumbers: string[], opts: VariantsOptions = {}) =>
      query(
        GET_LISTING_VARIANTS,
        variantsVariables(articleNumbers, opts),
        z.array(C.ListingVariant),
        'getVariants',
      ),
    /** getCartWithVariants — the active cart with each line's variant; missing cart data is an error (§5). */
    cartWithVariants: (
      opts: {
        locationIds?: string[];
        completeOrderPrice?: boolean;
        locationId?: string;
        useCache?: boolean;
      } = {},
    ) =>
      query(
        GET_CART_WITH_VARIANTS,
        {
          stockInput: opts.locationIds ? { locationIds: opts.locationIds } : undefined,
          useCache: opts.useCache,
          completeOrderPrice: opts.completeOrderPrice,
          locationId: opts.locationId,
        },
        C.GatewayCart,
        'getCartWithVariants',
      ),
    /** getCart — the active cart without variants (lines, deliveries, the deliveries in the order). */
    cart: (
      opts: {
        locationIds?: string[];
        locationId?: string;
        completeOrderPrice?: boolean;
        useCache?: boolean;
      } = {},
    ) =>
      query(
        GET_CART,
        {
          stockInput: { locationIds: opts.locationIds ?? [] },
          locationId: opts.locationId,
          // §7: getCart's defaults, said out loud.
          useCache: opts.useCache ?? false,
          completeOrderPrice: opts.completeOrderPrice ?? false,
        },
        C.Cart,
        'getCart',
      ),
    /** activeDeliveryIdsInCart — the deliveries that have lines in the active cart. */
    activeDeliveryIdsInCart: () =>
      query(ACTIVE_DELIVERY_IDS_IN_CART, {}, z.array(z.string()), 'activeDeliveryIdsInCart'),
    /** getFavoriteLists — the shopping lists the session may see, a page at a time (`next`: the next offset). */
    favoriteLists: (
      opts: {
        limit?: number;
        offset?: number;
        sort?: string;
        access?: 'PRIVATE' | 'CUSTOMER';
        userId?: string;
        fromUpdatedAt?: string;
      } = {},
    ) => query(GET_FAVORITE_LISTS, { ...opts }, C.FavoriteLists, 'getFavoriteLists'),
    /**
     * The generic gateway POST (§7): any GraphQL document with its variables, its one field `name`
     * parsed by `schema`, with the same token, 401 handling and errors as the named queries. For a
     * field this client has no call for yet; a call of its own, with its contract, is better.
     *
     * @example gateway.post('query q { activeDeliveryIdsInCart }', {}, z.array(z.string()), 'activeDeliveryIdsInCart')
     */
    post: <S extends z.core.$ZodType>(
      document: string,
      variables: Record<string, unknown>,
      schema: S,
      name: string,
    ): Promise<z.infer<S>> => query(document, variables, schema, name),
    /** getActiveDeliveryIdsInOrder — cart.deliveryIdsInOrder. */
    activeDeliveryIdsInOrder: () =>
      query(ACTIVE_DELIVERY_IDS, {}, z.array(z.string()), 'getActiveDeliveryIdsInOrder'),
  };
}
