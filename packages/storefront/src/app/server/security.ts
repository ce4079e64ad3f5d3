import { createHash, randomBytes } from 'node:crypto';

/**
 * The `<style>` that keeps the brand face out of the first paint (`themeStyles` of the renderer
 * writes it); the server's script loader removes it once the page has painted.
 */
export const FONT_WAIT_ID = 'shop-font-wait';

/** The placeholder Vite writes wherever a nonce goes (`html.cspNonce` in the brand build). */
export const NONCE_PLACEHOLDER = 'SHOP_CSP_NONCE';

/**
 * The header the edge (deploy/nginx.conf) sends with the shared token it will replace by a
 * fresh nonce in each response; a request without it (or with another value) gets the server's own.
 */
export const EDGE_NONCE_HEADER = 'x-edge-nonce-token';

/** What an edge nonce token must be: long and random enough not to be guessed, and plain enough to find and replace. */
export const EDGE_NONCE_TOKEN = /^[A-Za-z0-9]{24,64}$/;

/** Where browsers send Content-Security-Policy violation reports. */
export const CSP_REPORT_PATH = '/csp-report';

/** A fresh nonce for one response: 128 random bits, base64. */
export const newNonce = () => randomBytes(16).toString('base64');

/**
 * The SHA-256 (base64) of each inline script and style a page carries: its CSP's sources where
 * the page is one a shared cache stores and serves, byte for byte, to every visitor (no nonce).
 */
export interface InlineHashes {
  scripts: string[];
  styles: string[];
}

/** A secret mark for a render's nonce attributes, later replaced per response or hashed: letters and digits. */
export const newRenderMark = () => `shopmark${randomBytes(16).toString('hex')}`;

/** An inline `<script>` or `<style>` element: its name, attributes and text (never nested, never holding its end tag). */
const INLINE_CODE = /<(script|style)\b([^>]*)>([\s\S]*?)<\/\1\s*>/gi;

/** The base64 SHA-256 of an element's text as the browser hashes it (UTF-8, line ends as the parser makes them). */
const sha256 = (text: string) =>
  createHash('sha256').update(text.replace(/\r\n?/g, '\n'), 'utf8').digest('base64');

/**
 * A page rendered with `mark` in place of each nonce, made into one every visitor may share: the
 * inline scripts and styles that carry the mark (ours, written by the renderer) are allowed by
 * their hashes, and the mark is taken out. An element without the mark (nothing we wrote: markup
 * that got into the page from content) gets no hash, so the browser refuses to run it. The mark
 * is a per-process secret (`newRenderMark`), so content cannot carry it.
 */
export function hashInlineCode(html: string, mark: string): { html: string; hashes: InlineHashes } {
  const hashes: InlineHashes = { scripts: [], styles: [] };
  const marked = ` nonce="${mark}"`;
  const withHashes = html.replace(INLINE_CODE, (element, name: string, attributes: string, text: string) => {
    if (!attributes.includes(marked)) return element;
    const list = name.toLowerCase() === 'script' ? hashes.scripts : hashes.styles;
    // Hashed as sent: without the mark, wherever it stood (it is never given away).
    const code = text.replaceAll(mark, '');
    const hash = sha256(code);
    if (!list.includes(hash)) list.push(hash);
    return `<${name}${attributes.replace(marked, '')}>${code}</${name}>`;
  });
  // The mark elsewhere (a stylesheet link's or Vite's `csp-nonce` meta's) goes too.
  return { html: withHashes.replaceAll(marked, '').replaceAll(mark, ''), hashes };
}

export interface CspOptions {
  /** This response's nonce… */
  nonce?: string;
  /** …or, for a page a shared cache serves to everyone, the hashes of its inline scripts and styles. */
  hashes?: InlineHashes;
  /** Origins the page calls besides its own (its service calls go to `/api`): a tag manager's. */
  connectOrigins: readonly string[];
  /** Origins images come from besides the page's own (product images live on the commerce host). */
  imageOrigins: readonly string[];
  /** Origins a form may post to besides the page's own (procurement systems, with punch-out). */
  formActionOrigins?: readonly string[];
}

/**
 * The page's Content-Security-Policy: scripts only with this response's
 * nonce, or on a page a shared cache serves to everyone with their hashes
 * (and what they load, `'strict-dynamic'`), no plugins, no `<base>`,
 * no framing, forms to ourselves, and calls only to the services the page
 * really uses. Styles come from our own files or carry the nonce (the
 * brand theme's `<style>`); `style` attributes are allowed (the server
 * renders them, and they cannot carry a nonce). Violations are reported to `/csp-report`.
 */
export function contentSecurityPolicy({
  nonce,
  hashes,
  connectOrigins,
  imageOrigins,
  formActionOrigins = [],
}: CspOptions): string {
  const list = (origins: readonly string[]) => origins.map((o) => ` ${o}`).join('');
  if ((nonce === undefined) === (hashes === undefined))
    throw new Error('A Content-Security-Policy takes a nonce or the inline code’s hashes');
  const allowed = (kind: keyof InlineHashes) =>
    hashes ? hashes[kind].map((h) => ` 'sha256-${h}'`).join('') : ` 'nonce-${nonce}'`;
  return [
    "default-src 'self'",
    `script-src${allowed('scripts')} 'strict-dynamic'`,
    `style-src 'self'${allowed('styles')}`,
    // Server-rendered `style` attributes (react-aria's visually hidden text, progress widths):
    // attributes cannot carry a nonce, and a style attribute can neither run script nor load any.
    "style-src-attr 'unsafe-inline'",
    `img-src 'self' data:${list(imageOrigins)}`,
    "font-src 'self'",
    `connect-src 'self'${list(connectOrigins)}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    `form-action 'self'${list(formActionOrigins)}`,
    `report-uri ${CSP_REPORT_PATH}`,
    'report-to csp',
  ].join('; ');
}

/**
 * The headers every response carries. HSTS only when the request came
 * over TLS (directly or, behind a load balancer, `X-Forwarded-Proto`): on
 * plain http it would be ignored at best and a trap for localhost at worst.
 */
export function securityHeaders({ tls }: { tls: boolean }): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // No Cross-Origin-Opener-Policy: measured with Lighthouse (mobile) on the start page, `same-origin`
    // doubled total blocking time (925 and 837 ms against 436 and 411 ms without it, same build).
    ...(tls ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/** Origin of a URL, or null when it is not an http(s) URL. */
export function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}
