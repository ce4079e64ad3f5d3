import * as z from 'zod/mini';
import * as C from './contract';
import { caller, type RequestOptions, type Transport } from './http';

const Empty = z.unknown();
const enc = encodeURIComponent;

/**
 * One typed function per call of storefront-core §7, grouped by service.
 * Every answer is parsed by its contract schema; failures are CommerceErrors.
 */
export function createCalls(t: Transport) {
  const call = caller(t);
  const auth = {
    /** POST /v2/sessions/ — tokens, or a challenge for the caller. */
    login: (credentials: z.infer<typeof C.CredentialsRequest>) =>
      call('auth', 'post', '/v2/sessions/', { auth: 'none', json: credentials, schema: C.LoginResponse }),
    /** POST /v2/sessions/ with the refresh token (customer switch, forced refresh). */
    refresh: (input: z.infer<typeof C.RefreshRequest>) =>
      call('auth', 'post', '/v2/sessions/', { auth: 'none', json: input, schema: C.SessionTokens }),
    /** POST /v2/oci/sessions — punch-out login. */
    ociLogin: (input: z.infer<typeof C.OciLoginRequest>) =>
      call('auth', 'post', '/v2/oci/sessions', { auth: 'none', json: input, schema: C.LoginResponse }),
    /** DELETE /v2/sessions/{id} */
    logout: (userId: string) =>
      call('auth', 'delete', `/v2/sessions/${enc(userId)}`, { responseType: 'none', skipErrorHook: true }),
    /** POST /activate-user — answers a NEW_PASSWORD_REQUIRED challenge. */
    activateUser: (input: z.infer<typeof C.ActivateUserRequest>) =>
      call('auth', 'post', '/activate-user', { auth: 'none', json: input, schema: C.SessionTokens }),
    /** POST /users/credentials/request — forgot password. */
    requestCredentials: (username: string) =>
      call('auth', 'post', '/users/credentials/request', { auth: 'none', json: { username }, schema: Empty }),
  };

  const users = {
    /** POST /v2/users: an admin creates a user (challenged for a new password at first sign-in). */
    create: (input: C.UserCreate) => call('users', 'post', '/v2/users', { json: input, schema: C.User }),
    /** GET /v2/users/{id} */
    get: (userId: string) => call('users', 'get', `/v2/users/${enc(userId)}`, { schema: C.User }),
    /** GET /users/name/{id} */
    name: (userId: string) => call('users', 'get', `/users/name/${enc(userId)}`, { schema: Empty }),
    /** GET /v2/users — admins; page size 15 by firstName (spec §9) unless asked otherwise. */
    list: (query: z.infer<typeof C.UserListQuery> = {}) =>
      call('users', 'get', '/v2/users', {
        searchParams: { limit: 15, orderBy: 'firstName', desc: '0', active: '1', ...query },
        schema: C.UserList,
      }),
    /** PUT /v2/users/{id} */
    update: (userId: string, input: z.infer<typeof C.UserUpdate>) =>
      call('users', 'put', `/v2/users/${enc(userId)}`, { json: input, schema: C.User }),
    /** GET /v2/permissions/{id} */
    permissions: (userId: string) =>
      call('users', 'get', `/v2/permissions/${enc(userId)}`, { schema: C.PermissionsResponse }),
    /** GET /role-names */
    roleNames: () => call('users', 'get', '/role-names', { schema: z.array(z.string()) }),
    /** GET /permission-names */
    permissionNames: () => call('users', 'get', '/permission-names', { schema: z.array(z.string()) }),
    /** GET /crm/customerteam */
    customerTeam: () => call('users', 'get', '/crm/customerteam', { schema: C.CustomerTeam }),
  };

  const customers = {
    /** GET /v3/customers (?active=1&search=…, virtualContext=0) */
    list: (query: { active?: boolean; search?: string; virtualContext?: boolean } = {}) =>
      call('customers', 'get', '/v3/customers', {
        searchParams: {
          active: query.active === undefined ? undefined : Number(query.active),
          search: query.search,
          virtualContext: query.virtualContext === undefined ? undefined : Number(query.virtualContext),
        },
        schema: C.CustomerList,
      }),
    /** GET /v4/customers/orders/{id}/validate */
    validateOrder: (orderId: string) =>
      call('customers', 'get', `/v4/customers/orders/${enc(orderId)}/validate`, {
        schema: C.OrderValidation,
      }),
    /** GET /customers/{id}/delivery-dates — a 404 is no dates, not an error. */
    deliveryDates: (customerId: string) =>
      call('customers', 'get', `/customers/${enc(customerId)}/delivery-dates`, {
        okStatuses: [404],
        skipErrorHook: true,
        schema: C.CustomerDeliveryDates,
      }),
    /** GET /customers/{id}/assortment */
    assortment: (customerId: string) =>
      call('customers', 'get', `/customers/${enc(customerId)}/assortment`, { schema: C.CustomerAssortment }),
    /**
     * GET /customers/{id}/order-reference: whether the customer's orders need a reference
     * ('Referens krävs'), the pattern it must match and the help text (any user of the customer).
     *
     * @example
     * const { referenceRequired, referencePattern, referenceHelp } = await client.customers.orderReference('10004');
     */
    orderReference: (customerId: string) =>
      call('customers', 'get', `/customers/${enc(customerId)}/order-reference`, {
        schema: C.OrderReferenceSetting,
      }),
    /**
     * PUT /customers/{id}/order-reference (BUYER_ADMIN and above, for a customer they
     * administer): a pattern that does not compile, is over 100 characters or could take too long
     * to test is a 400 naming `referencePattern`, and nothing changes.
     *
     * @example
     * await client.customers.updateOrderReference('10004', {
     *   referenceRequired: true,
     *   referencePattern: '^P-\\d{5}$',
     *   referenceHelp: 'Ange projektnumret, t.ex. P-12345.',
     * });
     */
    updateOrderReference: (customerId: string, input: C.OrderReferenceSettingInput) =>
      call('customers', 'put', `/customers/${enc(customerId)}/order-reference`, {
        json: input,
        schema: C.OrderReferenceSetting,
      }),
  };

  const addresses = {
    /** GET /address */
    list: () => call('customers', 'get', '/address', { schema: C.AddressList }),
    /** POST /address */
    create: (input: C.AddressInput) =>
      call('customers', 'post', '/address', { json: input, schema: C.Address }),
    /** PUT /address/{id} */
    update: (addressId: string, input: C.AddressInput) =>
      call('customers', 'put', `/address/${enc(addressId)}`, { json: input, schema: C.Address }),
    /** DELETE /address/{id} */
    remove: (addressId: string) =>
      call('customers', 'delete', `/address/${enc(addressId)}`, { responseType: 'none' }),
    /** POST /locations/addresses/search */
    search: (query: string) =>
      call('locations', 'post', '/locations/addresses/search', {
        json: { query },
        schema: C.AddressSearchResponse,
      }),
  };

  const favourites = {
    /** GET /users/favourites (limit 50) */
    list: () =>
      call('favourites', 'get', '/users/favourites', {
        searchParams: { limit: C.FAVOURITES_MAX },
        schema: C.FavouriteList,
      }),
    /** POST /users/favourites */
    add: (articleNumber: string) =>
      call('favourites', 'post', '/users/favourites', { json: { articleNumber }, schema: Empty }),
    /** DELETE /users/favourites?favouriteIds=… */
    remove: (favouriteIds: string[]) =>
      call('favourites', 'delete', '/users/favourites', {
        searchParams: { favouriteIds: favouriteIds.join(',') },
        responseType: 'none',
      }),
  };

  const campaigns = {
    /** GET /campaigns/active-campaigns (visitors) or …/customer (signed in). */
    active: (signedIn: boolean) =>
      call(
        'catalogue',
        'get',
        signedIn ? '/campaigns/active-campaigns/customer' : '/campaigns/active-campaigns',
        { auth: signedIn ? 'required' : 'none', schema: C.ActiveCampaigns },
      ),
    /** GET /selected-product-groups/{id} */
    selectedProductGroup: (id: string) =>
      call('catalogue', 'get', `/selected-product-groups/${enc(id)}`, {
        auth: 'optional',
        schema: C.SelectedProductGroup,
      }),
  };

  const catalogue = {
    /** GET /breadcrumbs/{id} */
    breadcrumb: (id: string, query: { images?: boolean; assortment?: string } = {}) =>
      call('catalogue', 'get', `/breadcrumbs/${enc(id)}`, {
        auth: 'optional',
        searchParams: query,
        schema: C.Breadcrumb,
      }),
    /** POST /breadcrumbs/search */
    searchBreadcrumbs: (input: z.infer<typeof C.BreadcrumbSearchRequest>) =>
      call('catalogue', 'post', '/breadcrumbs/search', {
        auth: 'optional',
        json: input,
        schema: C.BreadcrumbSearchResponse,
      }),
    /** GET /menu (param assortment) */
    menu: (assortment?: string) =>
      call('catalogue', 'get', '/menu', { auth: 'optional', searchParams: { assortment }, schema: C.Menu }),
    /** GET /language-config */
    languageConfig: () =>
      call('catalogue', 'get', '/language-config', { auth: 'none', schema: C.LanguageConfig }),
    /** GET /attribute-sequence/{category}/1 */
    attributeSequence: (category: string) =>
      call('catalogue', 'get', `/attribute-sequence/${enc(category)}/1`, {
        auth: 'none',
        schema: C.AttributeSequence,
      }),
    /** GET /api/brand-config */
    brandConfig: () =>
      call('catalogue', 'get', '/api/brand-config', { auth: 'none', schema: C.BrandConfigResponse }),
  };

  const stock = {
    /** POST /stock */
    get: (articles: string[], locationIds?: string[]) =>
      call('catalogue', 'post', '/stock', {
        auth: 'optional',
        json: { articles, locationIds },
        schema: C.StockResponse,
      }),
  };

  const prices = {
    /** GET /prices/{id}/brackets */
    brackets: (articleNumber: string) =>
      call('catalogue', 'get', `/prices/${enc(articleNumber)}/brackets`, {
        auth: 'optional',
        schema: C.PriceBrackets,
      }),
  };

  const locations = {
    /** GET /locations (zipCode, deliveryMethod, services), sorted by name. */
    list: (query: z.infer<typeof C.LocationQuery> = {}) =>
      call('locations', 'get', '/locations', {
        auth: 'optional',
        searchParams: query,
        schema: C.LocationList,
      }),
  };

  /** The search service is a service of its own: its base URL and headers (api-version, user-id). */
  const searchPost = <S extends z.core.$ZodType>(
    path: string,
    options: Omit<RequestOptions<S>, 'service' | 'method' | 'path'>,
  ) => call('search', 'post', path, { searchService: true, ...options });
  const search = {
    /** POST /search on the search service. */
    search: (input: C.SearchRequest) =>
      searchPost('/search', {
        auth: 'optional',
        json: input,
        schema: C.SearchResponse,
      }),
    /** POST /getEntitiesByAttribute */
    entitiesByAttribute: (input: z.infer<typeof C.EntitiesByAttributeRequest>) =>
      searchPost('/getEntitiesByAttribute', {
        auth: 'optional',
        json: input,
        schema: C.EntitiesByAttributeResponse,
      }),
    /** POST /createEvents — behaviour tracking; never reports to the error hook. */
    createEvents: (input: z.infer<typeof C.CreateEventsRequest>) =>
      searchPost('/createEvents', {
        auth: 'none',
        json: input,
        schema: Empty,
        skipErrorHook: true,
      }),
  };

  const orders = {
    /**
     * GET /orders/search: `q` finds order numbers, references, article numbers and names;
     * `reference` only references (contains, any case).
     *
     * @example
     * const { orders } = await client.orders.search({ reference: 'p-12345' });
     */
    search: (query: z.infer<typeof C.OrderSearchQuery>) =>
      call('order', 'get', '/orders/search', {
        searchParams: { limit: 20, offset: 0, ...query },
        schema: C.OrderSearchResponse,
      }),
    /** GET /orders/spend: order value per month and project, for financial follow-up (EJ_SE_EKONOMISK_UPPFÖLJNING may not). */
    spend: (query: z.infer<typeof C.SpendQuery> = {}) =>
      call('order', 'get', '/orders/spend', { searchParams: query, schema: C.SpendResponse }),
    /** GET /orders/{id}: the order with its lines (not in the spec's list; the order page needs the lines). */
    get: (orderId: string) => call('order', 'get', `/orders/${enc(orderId)}`, { schema: C.OrderDetail }),
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
      call('order', 'get', `/orders/${enc(orderId)}/invoices`, { schema: C.InvoiceList }),
    /**
     * GET /orders/{id}/deliveries: per line ordered, delivered, cancelled, remaining and
     * back-ordered with the expected date; the consignments with carrier and tracking.
     *
     * @example
     * const { lines, consignments } = await client.orders.deliveries('5000123');
     */
    deliveries: (orderId: string) =>
      call('order', 'get', `/orders/${enc(orderId)}/deliveries`, { schema: C.OrderDeliveries }),
    /**
     * GET /orders/{id}/consignments/{consignmentId}/delivery-note: the consignment's delivery note (PDF).
     *
     * @example
     * const pdf = await client.orders.deliveryNote('5000123', 'K5000123-1');
     */
    deliveryNote: (orderId: string, consignmentId: string) =>
      t.blob({
        service: 'order',
        method: 'get',
        path: `/orders/${enc(orderId)}/consignments/${enc(consignmentId)}/delivery-note`,
      }),
    /**
     * GET /orders/back-orders: the back-ordered lines of a project of the session's customer
     * (its own project unless another is named), and the next expected delivery.
     *
     * @example
     * const { lines, nextDelivery } = await client.orders.backOrders();
     */
    backOrders: (query: z.infer<typeof C.BackOrderSummaryQuery> = {}) =>
      call('order', 'get', '/orders/back-orders', { searchParams: query, schema: C.BackOrderSummary }),
    /** GET /orders/{id}/addresses */
    addresses: (orderId: string) =>
      call('order', 'get', `/orders/${enc(orderId)}/addresses`, { schema: C.OrderAddresses }),
    /** POST /orders/{id}/documents/email */
    email: (orderId: string, message: string) =>
      call('order', 'post', `/orders/${enc(orderId)}/documents/email`, { json: { message }, schema: Empty }),
    /** POST /orders/inquiry */
    inquiry: (input: z.infer<typeof C.OrderInquiryRequest>) =>
      call('order', 'post', '/orders/inquiry', { json: input, schema: Empty }),
    /** GET /orders/getOrderId/{x} */
    orderId: (x: string) => call('order', 'get', `/orders/getOrderId/${enc(x)}`, { schema: Empty }),
  };

  const ownNumbers = {
    /**
     * GET /v2/own-article-numbers: the customer's own article numbers (the session's customer),
     * sorted by own number; `q` searches own numbers, article numbers, names and notes.
     *
     * @example
     * const { ownNumbers, total } = await client.ownNumbers.list({ q: 'NB-10', limit: 25, offset: 0 });
     */
    list: (query: C.OwnNumberListQuery = {}) =>
      call('customers', 'get', '/v2/own-article-numbers', { searchParams: query, schema: C.OwnNumberList }),
    /** GET /v2/own-article-numbers/{id} */
    get: (id: string) =>
      call('customers', 'get', `/v2/own-article-numbers/${enc(id)}`, { schema: C.OwnNumber }),
    /**
     * POST /v2/own-article-numbers (BUYER_ADMIN and above): a 400 names the field at fault, a
     * 409 `own_number_exists` is a number the customer already has (in any case).
     *
     * @example
     * await client.ownNumbers.create({ ownNumber: 'NB-2001', articleNumber: '1000-001', note: 'Bod 4' });
     */
    create: (input: C.OwnNumberInput) =>
      call('customers', 'post', '/v2/own-article-numbers', { json: input, schema: C.OwnNumber }),
    /** PUT /v2/own-article-numbers/{id} (BUYER_ADMIN and above) */
    update: (id: string, input: C.OwnNumberInput) =>
      call('customers', 'put', `/v2/own-article-numbers/${enc(id)}`, { json: input, schema: C.OwnNumber }),
    /** DELETE /v2/own-article-numbers/{id} (BUYER_ADMIN and above) */
    remove: (id: string) =>
      call('customers', 'delete', `/v2/own-article-numbers/${enc(id)}`, { responseType: 'none' }),
    /** GET /v2/own-article-numbers/export: every own number as a semicolon CSV (UTF-8 with a BOM). */
    exportCsv: () => t.blob({ service: 'customers', method: 'get', path: '/v2/own-article-numbers/export' }),
    /**
     * POST /v2/own-article-numbers/import (BUYER_ADMIN and above): a CSV of `own number;article
     * number;note`, checked line by line. The good lines are saved (a known own number is
     * updated); each refused line is named with its line number and reason.
     *
     * @example
     * const { saved, refused } = await client.ownNumbers.importCsv(file);
     * // saved 97, refused [{ line: 12, reason: 'ARTICLE_UNKNOWN', … }, …]
     */
    importCsv: (file: Blob, fileName = 'egna-artikelnummer.csv') => {
      const form = new FormData();
      form.set('file', file, fileName);
      return call('customers', 'post', '/v2/own-article-numbers/import', {
        body: form,
        schema: C.OwnNumberImportResult,
      });
    },
  };

  const articles = {
    /**
     * POST /v2/articles/resolve: what pasted numbers are, in one call. Each number, in order,
     * is our article number (dashes and spaces dropped), the session customer's own number
     * (any case, trimmed) or an EAN, or unknown with up to three suggestions; `variants` holds
     * every matched article once, with price and stock at `locationIds`. At most 1,000 numbers.
     *
     * @example
     * const { results, variants } = await client.articles.resolve(['1000-001', 'NB-1002'], { locationIds: ['1001'] });
     */
    resolve: (numbers: readonly string[], options: { locationIds?: readonly string[] } = {}) =>
      call('catalogue', 'post', '/v2/articles/resolve', {
        auth: 'optional',
        json: {
          numbers: [...numbers],
          ...(options.locationIds ? { locationIds: [...options.locationIds] } : {}),
        } satisfies C.ResolveRequest,
        schema: C.ResolveResponse,
      }),
  };

  const documents = {
    /**
     * GET /v2/articles/{articleNumber}/documents: the article's product documents (data
     * sheet, safety data sheet, installation guide, environmental declaration; not every
     * article has every kind), each with language, date, size and an http(s) URL of the PDF.
     * Documents are public: the session's token goes along when there is one.
     *
     * @example
     * const { documents } = await client.documents.forArticle('1000001');
     */
    forArticle: (articleNumber: string) =>
      call('catalogue', 'get', `/v2/articles/${enc(articleNumber)}/documents`, {
        auth: 'optional',
        schema: C.ArticleDocuments,
      }),
    /**
     * GET /v2/projects/{projectId}/documents: a project's documentation pack, every article
     * bought on its orders in the date range with its documents, de-duplicated. Another
     * customer's project is a 404 CommerceError, a project the user may not use a 403.
     *
     * @example
     * const pack = await client.documents.forProject('10001-P4', { fromDate: '2025-01-01', toDate: '2025-06-30' });
     */
    forProject: (projectId: string, query: C.ProjectDocumentsQuery = {}) =>
      call('order', 'get', `/v2/projects/${enc(projectId)}/documents`, {
        searchParams: query,
        schema: C.ProjectDocuments,
      }),
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
      call('forms', 'post', `/forms/${enc(formId)}/submissions`, {
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
    ownNumbers,
    articles,
    documents,
  };
}

export type Calls = ReturnType<typeof createCalls>;
