import type {
  AlertBanner,
  ContentListingPage,
  ContentPage,
  DynamicForm,
  Footer,
  FrontPage,
  Header,
  InformationBanner,
  Logo,
  OurServicesMenu,
  Retailer,
  SearchResult,
  StoreDetails,
  StorePage,
} from '@shop/cms';

/**
 * What every page's frame shows from the content service. Each part is null when the
 * service has none, or could not be reached: the shell then shows the brand's built-in one.
 */
export interface SiteChrome {
  logo: Logo | null;
  header: Header | null;
  footer: Footer | null;
  ourServices: OurServicesMenu | null;
  alertBanner: AlertBanner | null;
  informationBanner: InformationBanner | null;
}

/** A content read that failed: `status` 404 is "not found" (the page answers 404), 0 no answer. */
export class ContentError extends Error {
  override readonly name = 'ContentError';
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/**
 * The content the storefront reads: one interface, two sides. On the server it calls
 * `@shop/cms` (tokens, preview and the cache stay there); in the browser it asks the
 * storefront server's `/_content/…`, so the page carries neither the content SDK nor a token.
 */
export interface ContentSource {
  chrome(): Promise<SiteChrome>;
  frontPage(): Promise<FrontPage>;
  page(slug: string): Promise<ContentPage>;
  listing(slug: string): Promise<ContentListingPage>;
  form(id: string): Promise<DynamicForm>;
  storePage(storeId: string): Promise<StorePage>;
  storeDetails(storeId: string): Promise<StoreDetails>;
  allStoreDetails(): Promise<StoreDetails[]>;
  retailers(): Promise<Retailer[]>;
  /** Up to 5 content pages for the header search; never throws (an empty list on failure). */
  searchPages(query: string): Promise<SearchResult[]>;
}

/** The server's content endpoints, by call: `/_content/page?slug=om-oss`. */
export const CONTENT_PATH = '/_content';

/** The browser's content: the storefront server's `/_content/…`, parsed as JSON. */
export function httpContentSource(origin: string, fetchImpl: typeof fetch = fetch): ContentSource {
  const get = async <T>(call: string, params: Record<string, string> = {}): Promise<T> => {
    const query = new URLSearchParams(params).toString();
    let response: Response;
    try {
      response = await fetchImpl(`${origin}${CONTENT_PATH}/${call}${query ? `?${query}` : ''}`, {
        headers: { accept: 'application/json' },
        credentials: 'same-origin',
      });
    } catch (error) {
      throw new ContentError(error instanceof Error ? error.message : 'No answer', 0);
    }
    if (!response.ok) throw new ContentError(`Content ${call}: ${response.status}`, response.status);
    try {
      return (await response.json()) as T;
    } catch {
      throw new ContentError(`Content ${call}: not JSON`, 502);
    }
  };
  return {
    chrome: () => get('chrome'),
    frontPage: () => get('front-page'),
    page: (slug) => get('page', { slug }),
    listing: (slug) => get('listing', { slug }),
    form: (id) => get('form', { id }),
    storePage: (storeId) => get('store-page', { storeId }),
    storeDetails: (storeId) => get('store-details', { storeId }),
    allStoreDetails: () => get('all-store-details'),
    retailers: () => get('retailers'),
    searchPages: (query) => get<SearchResult[]>('search', { q: query }).catch(() => []),
  };
}

/** Content when no content service is configured: every page read fails, the frame is the brand's own. */
export function noContentSource(): ContentSource {
  const none = () => Promise.reject(new ContentError('No content service configured', 502));
  return {
    chrome: async () => ({
      logo: null,
      header: null,
      footer: null,
      ourServices: null,
      alertBanner: null,
      informationBanner: null,
    }),
    frontPage: none,
    page: none,
    listing: none,
    form: none,
    storePage: none,
    storeDetails: none,
    allStoreDetails: none,
    retailers: none,
    searchPages: async () => [],
  };
}
