import type { StoredSession } from '@shop/commerce-client';
import { themeCss } from '@shop/ui';
import { createRequestHandler, RouterServer, renderRouterToStream } from '@tanstack/react-router/ssr/server';
import type { ActiveLocale, ContentSource } from '../../core';
import { type Brand, createShopIntl } from '../../core';
import {
  messageAtom,
  modeAtom,
  type PunchoutView,
  punchoutAtom,
  sessionAtom,
  type UiMessage,
} from '../../session';
import { AppProviders } from '../providers';
import { createShopRouter } from '../router';
import { createServerServices } from '../services';

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
  /** The language the server chose for this request, and its path prefix (content §4). */
  locale?: ActiveLocale;
}

export interface RenderedPage {
  response: Response;
  /** True when the page shows a signed-in customer's data (never cached anywhere). */
  personal: boolean;
  /** The tokens after rendering: null when the service refused them (401) or the session ended. */
  session: StoredSession | null;
}

type HeadTag = { title?: string; name?: string } | undefined;

/**
 * `head` without its `<title>` when a matched route sets a title, and without its
 * `<meta name="description">` when a route sets one: the document then has one of each.
 */
export function withoutWhatThePageSays(
  head: string,
  matches: readonly { meta?: readonly HeadTag[] }[],
): string {
  const tags = matches.flatMap((match) => match.meta ?? []);
  let out = head;
  if (tags.some((tag) => tag?.title !== undefined)) out = out.replace(/<title>[\s\S]*?<\/title>\s*/i, '');
  if (tags.some((tag) => tag?.name === 'description'))
    out = out.replace(/<meta\s+name="description"[^>]*>\s*/i, '');
  return out;
}

/**
 * Whether the page says (in its loader data, `head.heroPaint`) that a hero image is its largest
 * paint: the content service's front, content and listing pages.
 */
function opensWithHeroImage(matches: readonly { loaderData?: unknown }[]): boolean {
  return matches.some(
    (match) => (match.loaderData as { head?: { heroPaint?: unknown } } | undefined)?.head?.heroPaint === true,
  );
}

/**
 * `head` without the brand font's preload. On a page whose largest paint is a hero image the
 * font would take a phone's bandwidth from the image (measured: front page LCP 1.8 s with it,
 * 1.36 s without); the text swaps to the font when it comes (CLS 0.026 there). Pages whose
 * largest paint is text keep it: without it their text shifts by up to 0.075.
 */
export function withoutFontPreload(head: string): string {
  return head.replace(/<link\s+rel="preload"[^>]*\bas="font"[^>]*>\s*/gi, '');
}

/** Puts `insert` right after the first `<head>` of a streamed HTML document. */
function injectIntoHead(body: ReadableStream<Uint8Array>, insert: string): ReadableStream<Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let pending = '';
  let done = false;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        if (done) {
          controller.enqueue(chunk);
          return;
        }
        pending += decoder.decode(chunk, { stream: true });
        const at = pending.indexOf('<head>');
        if (at === -1) return;
        done = true;
        const cut = at + '<head>'.length;
        controller.enqueue(encoder.encode(pending.slice(0, cut) + insert + pending.slice(cut)));
        pending = '';
      },
      flush(controller) {
        if (!done && pending) controller.enqueue(encoder.encode(pending + decoder.decode()));
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
 * const { response, session } = await render(request, { nonce, head, session: tokensFromCookie });
 */
export function createPageRenderer(brand: Brand, options: { commerceUrl: string }) {
  const intl = createShopIntl();
  return async function renderPage(request: Request, page: RenderPageOptions): Promise<RenderedPage> {
    // The brand's tokens as CSS custom properties, in the first paint (the browser keeps this element).
    const head = `${page.head}<style id="shop-theme" nonce="${page.nonce}">${themeCss(brand.theme)}</style>`;
    const { services, tokens } = createServerServices(brand, {
      commerceUrl: options.commerceUrl,
      userAgent: request.headers.get('user-agent') ?? '',
      session: page.session,
      content: page.content,
    });
    if (page.locale) services.locale = page.locale;
    // Who the customer is decides every price and menu on the page: known before anything renders.
    await services.session.ready;
    if (page.message) {
      const severity = page.message === 'start.please_login' ? 'info' : 'danger';
      services.store.set(messageAtom, { key: page.message, severity });
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
    const response = await handler(({ request: req, router, responseHeaders }) => {
      pageHead = withoutWhatThePageSays(head, router.state.matches);
      if (opensWithHeroImage(router.state.matches)) pageHead = withoutFontPreload(pageHead);
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
      return { response, personal, session };
    return {
      response: new Response(injectIntoHead(response.body, pageHead), {
        status: response.status,
        headers: response.headers,
      }),
      personal,
      session,
    };
  };
}

export type PageRenderer = ReturnType<typeof createPageRenderer>;
