import { LRUCache } from 'lru-cache';

/**
 * The services' reads whose answer is the same for every customer (issue 39: share what is not
 * personal across customers): the menu of an assortment, the stores, a category's attribute
 * order, a breadcrumb, the visitors' campaigns, the language and brand settings, an article's
 * product documents. Their every parameter is in the address (`GET /menu?assortment=…`), and the
 * answer does not depend on who asks (storefront-core §2, §5; the session's token may go along,
 * it changes nothing). Nothing else is ever kept: not prices, stock, the cart, the customer, nor
 * any POST.
 */
const SHARED_READS: readonly RegExp[] = [
  /^\/menu$/,
  /^\/locations$/,
  /^\/attribute-sequence\/[^/]+\/1$/,
  /^\/breadcrumbs\/[^/]+$/,
  /^\/campaigns\/active-campaigns$/,
  /^\/language-config$/,
  /^\/api\/brand-config$/,
  // An article's product documents are public (the contract's `documents.forArticle`): the
  // same data sheets for every customer and every visitor.
  /^\/v2\/articles\/[^/]+\/documents$/,
];

/** A shared answer, as the service gave it. */
interface Kept {
  status: number;
  headers: [string, string][];
  body: string;
}

interface SharedReadsOptions {
  /** The services' origin: only calls to it are kept (default: any). */
  origin?: string;
  /** How long an answer is shared (ms). Default 30 s: a menu or a store change shows within it. */
  ttlMs?: number;
  /** At most this many answers… */
  maxEntries?: number;
  /** …and this many bytes of them (two a character). */
  maxBytes?: number;
  /** The fetch behind it (tests). */
  fetch?: typeof fetch;
  /** Told of each shareable read: kept, shared with a call under way, or fetched (metrics). */
  onLookup?: (result: 'hit' | 'shared' | 'miss') => void;
}

/** Whether a call may be answered from what another customer's render read. */
export function isSharedRead(method: string, url: URL): boolean {
  return method === 'GET' && SHARED_READS.some((path) => path.test(url.pathname));
}

/**
 * A `fetch` for the server's commerce clients (one per request) that answers the shared reads
 * from one server-wide cache: bounded (entries and bytes, least recently used first), each answer
 * for `ttlMs` at most, only a 200, keyed by the whole address. Concurrent misses of one address
 * wait for the one call. Every other call goes to the services as it is.
 */
export function createSharedReads(options: SharedReadsOptions = {}) {
  const upstream = options.fetch ?? fetch;
  const cache = new LRUCache<string, Kept>({
    max: options.maxEntries ?? 500,
    maxSize: options.maxBytes ?? 16 * 1024 * 1024,
    sizeCalculation: (kept) => 2 * kept.body.length + 256,
    ttl: options.ttlMs ?? 30_000,
  });
  const pending = new Map<string, Promise<Kept | null>>();
  const answer = (kept: Kept) => new Response(kept.body, { status: kept.status, headers: kept.headers });

  const sharedFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    // Not `instanceof Request`: on Node's server Hono puts its own Request class in the global
    // scope, so a retry's request (ky clones it) may be of another class than this module saw.
    const request = typeof input === 'object' && !(input instanceof URL) && 'url' in input ? input : null;
    const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
    const url = new URL(request ? request.url : String(input));
    if (!isSharedRead(method, url) || (options.origin && url.origin !== options.origin))
      return upstream(input, init);
    const key = url.href;
    const known = cache.get(key);
    if (known) {
      options.onLookup?.('hit');
      return answer(known);
    }
    const running = pending.get(key);
    if (running) {
      options.onLookup?.('shared');
      const kept = await running.catch(() => null);
      // The call under way failed or was not a 200: this one asks for itself.
      return kept ? answer(kept) : upstream(input, init);
    }
    options.onLookup?.('miss');
    // Registered before the call goes out, so a render asking meanwhile waits for this one.
    let other: Response | undefined;
    const call = upstream(input, init).then(async (response): Promise<Kept | null> => {
      if (response.status !== 200) {
        other = response;
        return null;
      }
      const kept: Kept = {
        status: response.status,
        // The body is kept decoded: its length and encoding no longer apply.
        headers: [...response.headers].filter(
          ([name]) => name !== 'content-length' && name !== 'content-encoding',
        ),
        body: await response.text(),
      };
      cache.set(key, kept);
      return kept;
    });
    const settled = call.catch(() => null);
    pending.set(key, settled);
    void settled.finally(() => pending.delete(key));
    const kept = await call;
    return kept ? answer(kept) : (other as Response);
  };
  return Object.assign(sharedFetch, {
    /** Answers kept now (tests, metrics). */
    size: () => cache.size,
  });
}
