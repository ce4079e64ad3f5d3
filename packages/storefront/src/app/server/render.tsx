import type { StoredSession } from '@shop/commerce-client';
import { fontFallbackCss, type ThemeTokens, themeCss } from '@shop/ui';
import { createRequestHandler, RouterServer, renderRouterToStream } from '@tanstack/react-router/ssr/server';
import {
  checkoutAtom,
  type DeliveryDetails,
  type DeliveryDraft,
  deliveryDraftAtom,
  type PlacedOrders,
  placedOrdersAtom,
} from '../../checkout';
import type { ActiveLocale, Consent, ContentSource } from '../../core';
import {
  type Brand,
  closedBannersAtom,
  consentAtom,
  createShopIntl,
  errorPageStatus,
  noTracker,
  renderedAtAtom,
} from '../../core';
import {
  messageAtom,
  modeAtom,
  type PunchoutView,
  punchoutAtom,
  sessionAtom,
  type UiMessage,
} from '../../session';
import { AppProviders } from '../providers';
import { createShopRouter, prefetchBeforeSession } from '../router';

import { FONT_WAIT_ID } from './security';
import { createServerServices } from './server-services';
import { createSharedReads } from './shared-reads';
import { countSharedRead } from './telemetry';

/** The server's one-time notes that tell what went well; the rest say what went wrong. */
const INFO_MESSAGES = new Set<string>([
  'start.please_login',
  'punchout.keptSession',
  'cart.addedWithoutScript',
  'cart.lineUpdatedWithoutScript',
  'cart.lineRemovedWithoutScript',
  'favourites.addedWithoutScript',
  'favourites.removedWithoutScript',
  'favorites.info_modal.body',
  'deliveries.missingAddedWithoutScript',
  'deliveries.nothingMissing',
  'header.contextSwitched',
]);

export interface RenderPageOptions {
  /** This response's CSP nonce: every inline script React and the router write carries it. */
  nonce: string;
  /** Raw HTML for the top of `<head>`: the build's tags, the theme, the page config. */
  head: string;
  /** The signed-in customer's tokens (the server holds them), or null for a visitor. */
  session: StoredSession | null;
  /** The content this request reads (published, or drafts in a stage preview). */
  content: ContentSource;
  /** The punch-out hand-over this session came from: the page is in PUNCHOUT mode (§1). */
  punchout?: PunchoutView | null;
  /** A message for the top of the page ('please login' after the service ended the session, a refused punch-out). */
  message?: UiMessage['key'];
  /**
   * The checkout steps as the server keeps them between posted forms: the delivery step's
   * details (for /summary), a refused delivery step's draft (for /delivery), the orders a posted
   * 'Skicka order' placed (for the success page).
   */
  checkout?: {
    details: Record<string, DeliveryDetails> | null;
    draft: DeliveryDraft | null;
    placed: PlacedOrders | null;
  };
  /** The language the server chose for this request, and its path prefix (content §4). */
  locale?: ActiveLocale;
  /**
   * The first paint is in the brand face's fallback (`FONT_WAIT_ID`): the page's script loader
   * takes that rule away after the first paint, and the brand face loads then. Set when the
   * server starts the scripts after the first paint.
   */
  fontAfterPaint?: boolean;
  /** The site banners this browser closed in its session (their cookie): left out of the page. */
  closedBanners?: readonly string[];
  /** The consent banner (asked, and the visitor's decision) and where render errors are reported. */
  tracking?: {
    asksConsent: boolean;
    consent: Consent | null;
    report?: (error: unknown, context: { route?: string; tags?: Record<string, string> }) => void;
  };
}

/**
 * react-aria's one rule for its pressable elements (`usePress`), which it otherwise adds to the
 * head as the scripts take over, with the nonce it reads from the page. A page a shared cache
 * serves has no nonce (its inline styles are allowed by hash), so the server writes the rule
 * under react-aria's own id, and react-aria, finding it, adds nothing.
 */
const PRESSABLE_STYLE_ID = 'react-aria-pressable-style';
const PRESSABLE_CSS = '@layer{[data-react-aria-pressable]{touch-action:pan-x pan-y pinch-zoom}}';

/** A brand's theme as CSS, written once per theme (it was 0.1 ms of every page). */
const themeRulesOf = new WeakMap<ThemeTokens, string>();
function themeRules(theme: ThemeTokens): string {
  let rules = themeRulesOf.get(theme);
  if (rules === undefined) {
    rules = themeCss(theme) + fontFallbackCss(theme);
    themeRulesOf.set(theme, rules);
  }
  return rules;
}

/**
 * The theme's `<style>` for the page's `<head>`: its custom properties and its fallback face.
 * With `fontAfterPaint`, a second rule names the fallback face first, so the first paint asks
 * for no font file: on a phone the brand face's 35-50 KB would share the network with the
 * largest paint (Lighthouse mobile LCP 1.8 s with it, 1.2 s without, on every page of
 * `pnpm bench`). The fallback is Arial resized to the brand face's widths and heights, so the
 * swap hardly moves a line. Without JavaScript the `<noscript>` rule keeps the brand face.
 */
export function themeStyles(theme: ThemeTokens, nonce: string, fontAfterPaint: boolean): string {
  const styles =
    `<style id="shop-theme" nonce="${nonce}">${themeRules(theme)}</style>` +
    `<style id="${PRESSABLE_STYLE_ID}" nonce="${nonce}">${PRESSABLE_CSS}</style>`;
  if (!fontAfterPaint) return styles;
  const [brandFace, ...rest] = theme.font.family.split(',');
  // `data-face` tells the loader which face to fetch before it takes the rule away: one relayout.
  return (
    styles +
    `<style id="${FONT_WAIT_ID}" data-face="${brandFace?.trim()}" nonce="${nonce}">:root{--shop-font-family:${rest.join(',').trim()}}</style>` +
    `<noscript><style nonce="${nonce}">:root{--shop-font-family:${theme.font.family}}</style></noscript>`
  );
}

export interface RenderedPage {
  response: Response;
  /** True when the page shows a signed-in customer's data (never cached anywhere). */
  personal: boolean;
  /** The tokens after rendering: null when the service refused them (401) or the session ended. */
  session: StoredSession | null;
  /** The route the page matched (`/produkt/$slug`), for the render-time metric. */
  route?: string;
}

type HeadTag = { title?: string; name?: string } | undefined;

/**
 * `head` without its `<title>` when a matched route sets a title, without its
 * `<meta name="description">` when a route sets one, and without its `<link rel="icon">` when a
 * route links one (the content service's favicon): the document then has one of each.
 */
export function withoutWhatThePageSays(
  head: string,
  matches: readonly { meta?: readonly HeadTag[]; links?: readonly ({ rel?: string } | undefined)[] }[],
): string {
  const tags = matches.flatMap((match) => match.meta ?? []);
  let out = head;
  if (matches.some((match) => match.links?.some((link) => link?.rel === 'icon')))
    out = out.replace(/<link\s+rel="icon"[^>]*>\s*/gi, '');
  if (tags.some((tag) => tag?.title !== undefined)) out = out.replace(/<title>[\s\S]*?<\/title>\s*/i, '');
  if (tags.some((tag) => tag?.name === 'description'))
    out = out.replace(/<meta\s+name="description"[^>]*>\s*/i, '');
  return out;
}

/**
 * The rendered document as the rest of the server reads it: `insert` right after its first
 * `<head>`, and what the renderer writes in one turn of the event loop handed on as one chunk.
 * React writes a page as 4 KB pieces (about 30 for a product page), nearly all in one turn; each
 * step after this one (the cache, the compressor, the socket) costs per chunk, so a page that
 * went through them as 30 chunks cost about a millisecond more than as a few (issue 39's profile).
 * A turn's chunks still leave at the end of that turn: the shell is not held behind slow parts.
 */
export function documentStream(body: ReadableStream<Uint8Array>, insert: string): ReadableStream<Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let beforeHead: string | null = '';
  let held: Uint8Array[] = [];
  let heldBytes = 0;
  let turn: ReturnType<typeof setImmediate> | null = null;
  let out: TransformStreamDefaultController<Uint8Array>;
  const hold = (chunk: Uint8Array) => {
    held.push(chunk);
    heldBytes += chunk.byteLength;
  };
  const release = () => {
    turn = null;
    if (held.length === 0) return;
    const chunk = held.length === 1 ? (held[0] as Uint8Array) : Buffer.concat(held, heldBytes);
    held = [];
    heldBytes = 0;
    try {
      out.enqueue(chunk);
    } catch {
      // The reader went away (the client closed the connection) before the turn ended.
    }
  };
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      start(controller) {
        out = controller;
      },
      transform(chunk) {
        if (beforeHead === null) hold(chunk);
        else {
          beforeHead += decoder.decode(chunk, { stream: true });
          const at = beforeHead.indexOf('<head>');
          if (at !== -1) {
            const cut = at + '<head>'.length;
            hold(encoder.encode(beforeHead.slice(0, cut) + insert + beforeHead.slice(cut)));
            beforeHead = null;
          }
        }
        turn ??= setImmediate(release);
      },
      flush() {
        if (turn) clearImmediate(turn);
        if (beforeHead) hold(encoder.encode(beforeHead + decoder.decode()));
        release();
      },
    }),
  );
}

/**
 * Renders the storefront's pages on the server for one brand: the route's
 * loaders run first (so the status is known: 200, 404, 500, or a redirect),
 * then the document streams out, the slow parts following behind their
 * Suspense boundaries with the query cache entries they filled.
 *
 * @example
 * const render = createPageRenderer(brand, { commerceUrl: 'http://localhost:4000' });
 * const { response, session } = await render(request, { nonce, head, session: tokensFromCookie, content });
 */
export function createPageRenderer(
  brand: Brand,
  options: {
    commerceUrl: string /** `SEARCH_API_VERSION` ('1' when not given). */;
    searchApiVersion?: string;
  },
) {
  const intl = createShopIntl();
  // What every customer's render reads alike (menus, stores, breadcrumbs), fetched once a while
  // for all of them; nothing personal (shared-reads.ts).
  const sharedReads = createSharedReads({
    origin: new URL(options.commerceUrl).origin,
    onLookup: countSharedRead,
  });
  return async function renderPage(request: Request, page: RenderPageOptions): Promise<RenderedPage> {
    // The brand's tokens as CSS custom properties, in the first paint (the browser keeps this element).
    const head = page.head + themeStyles(brand.theme, page.nonce, page.fontAfterPaint === true);
    const { services, tokens } = createServerServices(brand, {
      commerceUrl: options.commerceUrl,
      searchApiVersion: options.searchApiVersion,
      userAgent: request.headers.get('user-agent') ?? '',
      session: page.session,
      content: page.content,
      fetch: sharedReads,
    });
    if (page.locale) services.locale = page.locale;
    // Events belong to the browser; the server reports its render errors (with the route).
    services.tracking = {
      ...noTracker,
      asksConsent: page.tracking?.asksConsent === true,
      reportsErrors: Boolean(page.tracking?.report),
      report: page.tracking?.report ?? noTracker.report,
    };
    services.store.set(consentAtom, page.tracking?.consent ?? null);
    services.store.set(closedBannersAtom, page.closedBanners ?? []);
    services.store.set(renderedAtAtom, Date.now());
    // What the page's loader asks for first and needs no session for goes out meanwhile.
    prefetchBeforeSession(services, request.url);
    // Who the customer is decides every price and menu on the page: known before anything renders.
    await services.session.ready;
    if (page.message) {
      const severity = INFO_MESSAGES.has(page.message) ? 'info' : 'danger';
      services.store.set(messageAtom, { key: page.message, severity });
    }
    if (page.checkout && services.store.get(sessionAtom).status === 'signed-in') {
      services.store.set(checkoutAtom, page.checkout.details);
      services.store.set(deliveryDraftAtom, page.checkout.draft);
      services.store.set(placedOrdersAtom, page.checkout.placed);
    }
    if (page.punchout && services.store.get(sessionAtom).status === 'signed-in') {
      services.store.set(punchoutAtom, page.punchout);
      services.store.set(modeAtom, 'PUNCHOUT');
    }
    const handler = createRequestHandler({
      request,
      createRouter: () => createShopRouter(services, { nonce: page.nonce }),
    });
    // The build's <head> names the brand (title, description) for pages that name nothing; a
    // page with its own (content pages) must not be preceded by them, or the brand's would win.
    let pageHead = head;
    // A loader's error shows the error page with the error's status (502 for a failing content
    // service); the router answers 500 for every error, so the response takes the page's status.
    let errorStatus: number | null = null;
    let route: string | undefined;
    const response = await handler(({ request: req, router, responseHeaders }) => {
      pageHead = withoutWhatThePageSays(head, router.state.matches);
      route = router.state.matches.at(-1)?.fullPath;
      const failed = router.state.matches.find((match) => match.status === 'error');
      if (failed) errorStatus = errorPageStatus(failed.error);
      return renderRouterToStream({
        request: req,
        router,
        responseHeaders,
        children: (
          <AppProviders intl={intl} services={services}>
            <RouterServer router={router} />
          </AppProviders>
        ),
      });
    });
    const personal = services.store.get(sessionAtom).status === 'signed-in';
    const session = tokens();
    if (!response.body || (response.status >= 300 && response.status < 400))
      return { response, personal, session, route };
    return {
      response: new Response(documentStream(response.body, pageHead), {
        status: response.status === 500 && errorStatus !== null ? errorStatus : response.status,
        headers: response.headers,
      }),
      personal,
      session,
      route,
    };
  };
}

export type PageRenderer = ReturnType<typeof createPageRenderer>;
