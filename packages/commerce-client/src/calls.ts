import * as z from 'zod/mini';
import * as C from './contract';
import type { Transport } from './http';

const Empty = z.unknown();
const enc = encodeURIComponent;

/**
 * One typed function per call of storefront-core §7, grouped by service.
 * Every answer is parsed by its contract schema; failures are CommerceErrors.
 */
export function createCalls(t: Transport) {
  const auth = {
    /** POST /v2/sessions/ — tokens, or a challenge for the caller. */
    login: (credentials: z.infer<typeof C.CredentialsRequest>) =>
      t.request({
        service: 'auth',
        method: 'post',
        path: '/v2/sessions/',
        auth: 'none',
        json: credentials,
        schema: C.LoginResponse,
      }),
    /** POST /v2/sessions/ with the refresh token (customer switch, forced refresh). */
    refresh: (input: z.infer<typeof C.RefreshRequest>) =>
      t.request({
        service: 'auth',
        method: 'post',
        path: '/v2/sessions/',
        auth: 'none',
        json: input,
        schema: C.SessionTokens,
      }),
    /** POST /v2/oci/sessions — punch-out login. */
    ociLogin: (input: z.infer<typeof C.OciLoginRequest>) =>
      t.request({
        service: 'auth',
        method: 'post',
        path: '/v2/oci/sessions',
        auth: 'none',
        json: input,
        schema: C.LoginResponse,
      }),
    /** DELETE /v2/sessions/{id} */
    logout: (userId: string) =>
      t.request({
        service: 'auth',
        method: 'delete',
        path: `/v2/sessions/${enc(userId)}`,
        responseType: 'none',
        skipErrorHook: true,
      }),
    /** POST /activate-user — answers a NEW_PASSWORD_REQUIRED challenge. */
    activateUser: (input: z.infer<typeof C.ActivateUserRequest>) =>
      t.request({
        service: 'auth',
        method: 'post',
        path: '/activate-user',
        auth: 'none',
        json: input,
        schema: C.SessionTokens,
      }),
    /** POST /users/credentials/request — forgot password. */
    requestCredentials: (username: string) =>
      t.request({
        service: 'auth',
        method: 'post',
        path: '/users/credentials/request',
        auth: 'none',
        json: { username },
        schema: Empty,
      }),
  };

  const users = {
    /** POST /v2/users: an admin creates a user (challenged for a new password at first sign-in). */
    create: (input: C.UserCreate) =>
      t.request({ service: 'users', method: 'post', path: '/v2/users', json: input, schema: C.User }),
    /** GET /v2/users/{id} */
    get: (userId: string) =>
      t.request({ service: 'users', method: 'get', path: `/v2/users/${enc(userId)}`, schema: C.User }),
    /** GET /users/name/{id} */
    name: (userId: string) =>
      t.request({ service: 'users', method: 'get', path: `/users/name/${enc(userId)}`, schema: Empty }),
    /** GET /v2/users — admins; page size 15 by firstName (spec §9) unless asked otherwise. */
    list: (query: z.infer<typeof C.UserListQuery> = {}) =>
      t.request({
        service: 'users',
        method: 'get',
        path: '/v2/users',
        searchParams: { limit: 15, orderBy: 'firstName', desc: '0', active: '1', ...query },
        schema: C.UserList,
      }),
    /** PUT /v2/users/{id} */
    update: (userId: string, input: z.infer<typeof C.UserUpdate>) =>
      t.request({
        service: 'users',
        method: 'put',
        path: `/v2/users/${enc(userId)}`,
        json: input,
        schema: C.User,
      }),
    /** GET /v2/permissions/{id} */
    permissions: (userId: string) =>
      t.request({
        service: 'users',
        method: 'get',
        path: `/v2/permissions/${enc(userId)}`,
        schema: C.PermissionsResponse,
      }),
    /** GET /role-names */
    roleNames: () =>
      t.request({ service: 'users', method: 'get', path: '/role-names', schema: z.array(z.string()) }),
    /** GET /permission-names */
    permissionNames: () =>
      t.request({ service: 'users', method: 'get', path: '/permission-names', schema: z.array(z.string()) }),
    /** GET /crm/customerteam */
    customerTeam: () =>
      t.request({ service: 'users', method: 'get', path: '/crm/customerteam', schema: C.CustomerTeam }),
  };

  const customers = {
    /** GET /v3/customers (?active=1&search=…, virtualContext=0) */
    list: (query: { active?: boolean; search?: string; virtualContext?: boolean } = {}) =>
      t.request({
        service: 'customers',
        method: 'get',
        path: '/v3/customers',
        searchParams: {
          active: query.active === undefined ? undefined : Number(query.active),
          search: query.search,
          virtualContext: query.virtualContext === undefined ? undefined : Number(query.virtualContext),
        },
        schema: C.CustomerList,
      }),
    /** GET /v4/customers/orders/{id}/validate */
    validateOrder: (orderId: string) =>
      t.request({
        service: 'customers',
        method: 'get',
        path: `/v4/customers/orders/${enc(orderId)}/validate`,
        schema: C.OrderValidation,
      }),
    /** GET /customers/{id}/delivery-dates — a 404 is no dates, not an error. */
    deliveryDates: (customerId: string) =>
      t.request({
        service: 'customers',
        method: 'get',
        path: `/customers/${enc(customerId)}/delivery-dates`,
        okStatuses: [404],
        skipErrorHook: true,
        schema: C.CustomerDeliveryDates,
      }),
    /** GET /customers/{id}/assortment */
    assortment: (customerId: string) =>
      t.request({
        service: 'customers',
        method: 'get',
        path: `/customers/${enc(customerId)}/assortment`,
        schema: C.CustomerAssortment,
      }),
  };

  const addresses = {
    /** GET /address */
    list: () => t.request({ service: 'customers', method: 'get', path: '/address', schema: C.AddressList }),
    /** POST /address */
    create: (input: C.AddressInput) =>
      t.request({ service: 'customers', method: 'post', path: '/address', json: input, schema: C.Address }),
    /** PUT /address/{id} */
    update: (addressId: string, input: C.AddressInput) =>
      t.request({
        service: 'customers',
        method: 'put',
        path: `/address/${enc(addressId)}`,
        json: input,
        schema: C.Address,
      }),
    /** DELETE /address/{id} */
    remove: (addressId: string) =>
      t.request({
        service: 'customers',
        method: 'delete',
        path: `/address/${enc(addressId)}`,
        responseType: 'none',
      }),
    /** POST /locations/addresses/search */
    search: (query: string) =>
      t.request({
        service: 'locations',
        method: 'post',
        path: '/locations/addresses/search',
        json: { query },
        schema: C.AddressSearchResponse,
      }),
  };

  const favourites = {
    /** GET /users/favourites (limit 50) */
    list: () =>
      t.request({
        service: 'favourites',
        method: 'get',
        path: '/users/favourites',
        searchParams: { limit: C.FAVOURITES_MAX },
        schema: C.FavouriteList,
      }),
    /** POST /users/favourites */
    add: (articleNumber: string) =>
      t.request({
        service: 'favourites',
        method: 'post',
        path: '/users/favourites',
        json: { articleNumber },
        schema: Empty,
      }),
    /** DELETE /users/favourites?favouriteIds=… */
    remove: (favouriteIds: string[]) =>
      t.request({
        service: 'favourites',
        method: 'delete',
        path: '/users/favourites',
        searchParams: { favouriteIds: favouriteIds.join(',') },
        responseType: 'none',
      }),
  };

  const campaigns = {
    /** GET /campaigns/active-campaigns (visitors) or …/customer (signed in). */
    active: (signedIn: boolean) =>
      t.request({
        service: 'catalogue',
        method: 'get',
        path: signedIn ? '/campaigns/active-campaigns/customer' : '/campaigns/active-campaigns',
        auth: signedIn ? 'required' : 'none',
        schema: C.ActiveCampaigns,
      }),
    /** GET /selected-product-groups/{id} */
    selectedProductGroup: (id: string) =>
      t.request({
        service: 'catalogue',
        method: 'get',
        path: `/selected-product-groups/${enc(id)}`,
        auth: 'optional',
        schema: C.SelectedProductGroup,
      }),
  };

  const catalogue = {
    /** GET /breadcrumbs/{id} */
    breadcrumb: (id: string, query: { images?: boolean; assortment?: string } = {}) =>
      t.request({
        service: 'catalogue',
        method: 'get',
        path: `/breadcrumbs/${enc(id)}`,
        auth: 'optional',
        searchParams: query,
        schema: C.Breadcrumb,
      }),
    /** POST /breadcrumbs/search */
    searchBreadcrumbs: (input: z.infer<typeof C.BreadcrumbSearchRequest>) =>
      t.request({
        service: 'catalogue',
        method: 'post',
        path: '/breadcrumbs/search',
        auth: 'optional',
        json: input,
        schema: C.BreadcrumbSearchResponse,
      }),
    /** GET /menu (param assortment) */
    menu: (assortment?: string) =>
      t.request({
        service: 'catalogue',
        method: 'get',
        path: '/menu',
        auth: 'optional',
        searchParams: { assortment },
        schema: C.Menu,
      }),
    /** GET /language-config */
    languageConfig: () =>
      t.request({
        service: 'catalogue',
        method: 'get',
        path: '/language-config',
        auth: 'none',
        schema: C.LanguageConfig,
      }),
    /** GET /attribute-sequence/{category}/1 */
    attributeSequence: (category: string) =>
      t.request({
        service: 'catalogue',
        method: 'get',
        path: `/attribute-sequence/${enc(category)}/1`,
        auth: 'none',
        schema: C.AttributeSequence,
      }),
    /** GET /api/brand-config */
    brandConfig: () =>
      t.request({
        service: 'catalogue',
        method: 'get',
        path: '/api/brand-config',
        auth: 'none',
        schema: C.BrandConfigResponse,
      }),
  };

  const stock = {
    /** POST /stock */
    get: (articles: string[], locationIds?: string[]) =>
      t.request({
        service: 'catalogue',
        method: 'post',
        path: '/stock',
        auth: 'optional',
        json: { articles, locationIds },
        schema: C.StockResponse,
      }),
  };

  const prices = {
    /** GET /prices/{id}/brackets */
    brackets: (articleNumber: string) =>
      t.request({
        service: 'catalogue',
        method: 'get',
        path: `/prices/${enc(articleNumber)}/brackets`,
        auth: 'optional',
        schema: C.PriceBrackets,
      }),
  };

  const locations = {
    /** GET /locations (zipCode, deliveryMethod, services), sorted by name. */
    list: (query: z.infer<typeof C.LocationQuery> = {}) =>
      t.request({
        service: 'locations',
        method: 'get',
        path: '/locations',
        auth: 'optional',
        searchParams: query,
        schema: C.LocationList,
      }),
  };

  const search = {
    /** POST /search on the search service. */
    search: (input: C.SearchRequest) =>
      t.request({
        service: 'search',
        method: 'post',
        path: '/search',
        auth: 'optional',
        searchService: true,
        json: input,
        schema: C.SearchResponse,
      }),
    /** POST /getEntitiesByAttribute */
    entitiesByAttribute: (input: z.infer<typeof C.EntitiesByAttributeRequest>) =>
      t.request({
        service: 'search',
        method: 'post',
        path: '/getEntitiesByAttribute',
        auth: 'optional',
        searchService: true,
        json: input,
        schema: C.EntitiesByAttributeResponse,
      }),
    /** POST /createEvents — behaviour tracking; never reports to the error hook. */
    createEvents: (input: z.infer<typeof C.CreateEventsRequest>) =>
      t.request({
        service: 'search',
        method: 'post',
        path: '/createEvents',
        auth: 'none',
        searchService: true,
        json: input,
        schema: Empty,
        skipErrorHook: true,
      }),
  };

  const orders = {
    /** GET /orders/search */
    search: (query: z.infer<typeof C.OrderSearchQuery>) =>
      t.request({
        service: 'order',
        method: 'get',
        path: '/orders/search',
        searchParams: { limit: 20, offset: 0, ...query },
        schema: C.OrderSearchResponse,
      }),
    /** GET /orders/spend: order value per month and project, for financial follow-up (EJ_SE_EKONOMISK_UPPFÖLJNING may not). */
    spend: (query: z.infer<typeof C.SpendQuery> = {}) =>
      t.request({
        service: 'order',
        method: 'get',
        path: '/orders/spend',
        searchParams: query,
        schema: C.SpendResponse,
      }),
    /** GET /orders/{id}: the order with its lines (not in the spec's list; the order page needs the lines). */
    get: (orderId: string) =>
      t.request({ service: 'order', method: 'get', path: `/orders/${enc(orderId)}`, schema: C.OrderDetail }),
    /** GET /orders/{id}/download (PDF) */
    download: (orderId: string) =>
      t.blob({ service: 'order', method: 'get', path: `/orders/${enc(orderId)}/download` }),
    /** GET /orders/{id}/documents/order-confirmation (PDF) */
    confirmation: (orderId: string) =>
      t.blob({
        service: 'order',
        method: 'get',
        path: `/orders/${enc(orderId)}/documents/order-confirmation`,
      }),
    /** GET /orders/{id}/invoices */
    invoices: (orderId: string) =>
      t.request({
        service: 'order',
        method: 'get',
        path: `/orders/${enc(orderId)}/invoices`,
        schema: C.InvoiceList,
      }),
    /** GET /orders/{id}/addresses */
    addresses: (orderId: string) =>
      t.request({
        service: 'order',
        method: 'get',
        path: `/orders/${enc(orderId)}/addresses`,
        schema: C.OrderAddresses,
      }),
    /** POST /orders/{id}/documents/email */
    email: (orderId: string, message: string) =>
      t.request({
        service: 'order',
        method: 'post',
        path: `/orders/${enc(orderId)}/documents/email`,
        json: { message },
        schema: Empty,
      }),
    /** POST /orders/inquiry */
    inquiry: (input: z.infer<typeof C.OrderInquiryRequest>) =>
      t.request({ service: 'order', method: 'post', path: '/orders/inquiry', json: input, schema: Empty }),
    /** GET /orders/getOrderId/{x} */
    orderId: (x: string) =>
      t.request({ service: 'order', method: 'get', path: `/orders/getOrderId/${enc(x)}`, schema: Empty }),
  };

  const forms = {
    /**
     * POST /forms/{formId}/submissions: sends what a visitor filled in on a
     * content-service dynamic form, keyed by each input's id
     * (`DynamicFormInput.id` of `@shop/cms`). Sends the session's token when
     * there is one, so a signed-in user's submission names them. A refused
     * value is a 422 CommerceError; `formFieldErrors(error)` reads its fields.
     *
     * @example
     * const { id } = await client.forms.submit('formular-kontakt', { namn: 'Anna', fraga: 'Hej!' });
     */
    submit: (formId: string, values: C.FormValues) =>
      t.request({
        service: 'forms',
        method: 'post',
        path: `/forms/${enc(formId)}/submissions`,
        auth: 'optional',
        json: { values } satisfies C.FormSubmissionRequest,
        schema: C.FormSubmission,
      }),
  };

  return {
    auth,
    users,
    customers,
    addresses,
    favourites,
    campaigns,
    catalogue,
    stock,
    prices,
    locations,
    search,
    orders,
    forms,
  };
}

export type Calls = ReturnType<typeof createCalls>;
