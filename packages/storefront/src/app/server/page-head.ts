import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BEHAVIOUR_LIST_ATTRIBUTE, CLICKS_BEFORE_APP_KEY } from '../../core';
import { HYDRATED_ATTRIBUTE } from '../document';
import type { TrackingConfig } from '../tracking';
import type { StorefrontServerOptions } from './options';
import { FONT_WAIT_ID, NONCE_PLACEHOLDER, originOf } from './security';

/** The id of the element holding the server's runtime settings for the page. */
export const CONFIG_ELEMENT_ID = 'shop-config';

/** What the page learns from the server at run time (one build serves every environment). */
export interface PageConfig extends TrackingConfig {
  commerceUrl: string;
  /** A customer admin can test punch-out against the procurement simulator (`punchoutTestUrl`). */
  punchoutTest: boolean;
  /** The search service's `api-version` (`SEARCH_API_VERSION`); the page's client and tracker send it. */
  searchApiVersion?: string;
}

/** What goes into every page's `<head>` from the built `index.html`: its tags, without `<head>` itself. */
function headOf(template: string): string {
  const match = /<head>([\s\S]*?)<\/head>/i.exec(template);
  if (!match) throw new Error('createStorefrontServer: index.html has no <head>');
  return (match[1] ?? '').trim();
}

/** The entry script and the module preloads of the built `index.html`'s head. */
const ENTRY_SCRIPT = /<script type="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>\s*/g;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>\s*/g;

/**
 * The page is already rendered when it arrives, so its scripts only make it interactive, and
 * the sooner they are in, the shorter the time a painted page does not answer yet.
 *
 * - `'with-html'` (the default): the scripts are fetched as soon as this loader runs. It sits at
 *   the end of `<head>`, after the stylesheet, and an inline script waits for the stylesheets
 *   before it, so the first paint's one stylesheet is in first; the entry is asked for before
 *   the page chunk's files, so the largest file is not queued behind a page's small ones (six
 *   connections a host over HTTP/1.1). The entry runs once the document is parsed: the router's
 *   data comes at the end of a `<body>` that may still be streaming. Measured on a throttled
 *   phone (README, Speed): the app takes over about a second sooner than after the load event.
 * - `'after-paint'`: once the page has loaded (its stylesheet, images, the largest one
 *   included) and its first contentful paint is done, or after 5 s at the latest.
 *
 * Either way the brand face waits for the first paint and the load event (5 s at the latest):
 * fetched, then the rule that kept it out comes off (one relayout), so it never shares the
 * network with the first paint. The loader is the one inline script with the nonce; what it
 * adds is trusted through `'strict-dynamic'`.
 */
function scriptLoader(
  entries: readonly string[],
  preloads: readonly string[],
  nonce: string,
  withHtml: boolean,
): string {
  const start =
    `var n=document.currentScript.nonce,p=${scriptJson(preloads)},e=${scriptJson(entries)},s=0,f=0,loaded=0,painted=0;` +
    // Fetched at once, the entry first, then the page chunk's files; the entry runs once the
    // document is parsed (the router's data is at the end of <body>, which may still stream in).
    'function pre(h){var l=document.createElement("link");' +
    'l.rel="modulepreload";l.crossOrigin="";l.nonce=n;l.href=h;document.head.appendChild(l)}' +
    'function run(){e.forEach(function(h){import(h)})}' +
    'function scripts(){if(s)return;s=1;e.forEach(pre);p.forEach(pre);' +
    'if(document.readyState==="loading")addEventListener("DOMContentLoaded",run,{once:true});else run()}' +
    // The brand face: fetched, then the rule that kept it out comes off (one relayout).
    `function face(){if(f)return;f=1;var w=document.getElementById("${FONT_WAIT_ID}");` +
    'if(w){var r=function(){w.remove()};try{document.fonts.load("1em "+w.getAttribute("data-face")).then(r,r)}catch(x){r()}}}' +
    'function go(){face();scripts()}' +
    'function ready(){if(loaded&&painted)setTimeout(go,0)}' +
    'if(document.readyState==="complete")loaded=1;else addEventListener("load",function(){loaded=1;ready()},{once:true});' +
    'try{new PerformanceObserver(function(l){if(l.getEntriesByName("first-contentful-paint").length){painted=1;ready()}})' +
    '.observe({type:"paint",buffered:true})}catch(x){painted=1}' +
    (withHtml ? 'scripts();' : '') +
    'ready();' +
    // An image that never finishes, or a tab opened in the background, must not keep the page from working.
    'setTimeout(go,5000);' +
    // A product chosen from a listing before the app has taken over leaves the page as a plain
    // link: its article is kept for the next page's tracker, which tells the search service
    // (a click the app handles is prevented by its router, or comes after data-hydrated).
    `addEventListener("click",function(v){if(v.defaultPrevented||document.documentElement.hasAttribute("${HYDRATED_ATTRIBUTE}"))return;` +
    'var a=v.target&&v.target.closest&&v.target.closest("a[href]"),' +
    `c=a&&a.closest("[${BEHAVIOUR_LIST_ATTRIBUTE}] [data-article-number]");if(!c)return;` +
    `try{var q=JSON.parse(sessionStorage.getItem("${CLICKS_BEFORE_APP_KEY}")||"[]");q.push(c.getAttribute("data-article-number"));` +
    `sessionStorage.setItem("${CLICKS_BEFORE_APP_KEY}",JSON.stringify(q.slice(-20)))}catch(x){}})`;
  return `<script nonce="${nonce}">(function(){${start}})()</script>`;
}

/** JSON safe inside `<script>`: no `</script>` or `<!--` can close or open anything. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * What the server puts in every page's `<head>`: the built `index.html`'s tags, the page
 * chunk's files, the script loader and the page's runtime config, with one response's nonce.
 */
export function createPageHead(options: StorefrontServerOptions) {
  const indexHtml =
    options.indexHtml ??
    (options.clientDir ? readFileSync(join(options.clientDir, 'index.html'), 'utf8') : '');
  const scripts = options.scripts ?? 'with-html';
  const deferScripts = scripts !== 'eager';
  const entryScripts: string[] = [];
  const entryPreloads: string[] = [];
  let templateHead = headOf(indexHtml);
  if (deferScripts) {
    templateHead = templateHead
      .replace(ENTRY_SCRIPT, (_tag, src: string) => {
        entryScripts.push(src);
        return '';
      })
      .replace(MODULE_PRELOAD, (_tag, href: string) => {
        entryPreloads.push(href);
        return '';
      })
      .trim();
  }
  const routeAssets = (options.routeAssets ?? []).map(([pattern, assets]) => ({
    pattern: new RegExp(pattern),
    assets,
  }));
  const origin = originOf(options.commerceUrl);
  if (!origin) throw new Error(`createStorefrontServer: commerceUrl is not an http(s) URL`);
  const commerceOrigin: string = origin;
  const tracking = options.tracking ?? {};
  const config: PageConfig = {
    commerceUrl: options.commerceUrl,
    punchoutTest: Boolean(options.punchoutTestUrl),
    ...(options.searchApiVersion ? { searchApiVersion: options.searchApiVersion } : {}),
    ...(tracking.gtmId ? { gtmId: tracking.gtmId } : {}),
    ...(tracking.gtmId && tracking.gtmScriptUrl ? { gtmScriptUrl: tracking.gtmScriptUrl } : {}),
    ...(tracking.errorDsn ? { errorDsn: tracking.errorDsn } : {}),
    ...(tracking.environment ? { environment: tracking.environment } : {}),
  };
  /**
   * The page chunk's stylesheets (render-blocking, so the first paint is styled) and scripts
   * (preloaded with the entry's, by the script loader).
   */
  const assetTags = (path: string, nonce: string) => {
    const assets = routeAssets.find((entry) => entry.pattern.test(path))?.assets ?? [];
    const styles = assets
      .filter((href) => href.endsWith('.css'))
      .map((href) => `<link rel="stylesheet" crossorigin href="${href}" nonce="${nonce}">`);
    const pageScripts = assets.filter((href) => !href.endsWith('.css'));
    if (deferScripts)
      return (
        styles.join('') +
        scriptLoader(entryScripts, [...entryPreloads, ...pageScripts], nonce, scripts === 'with-html')
      );
    return (
      styles.join('') +
      pageScripts
        .map((href) => `<link rel="modulepreload" crossorigin href="${href}" nonce="${nonce}">`)
        .join('')
    );
  };

  /** Everything the server puts in a page's `<head>`, with this response's nonce. */
  const headFor = (path: string, nonce: string) =>
    // Product images come from the services' host (the page's calls go to /api): connect early.
    `<link rel="preconnect" href="${commerceOrigin}">` +
    templateHead.replaceAll(NONCE_PLACEHOLDER, nonce) +
    assetTags(path, nonce) +
    `<script type="application/json" id="${CONFIG_ELEMENT_ID}" nonce="${nonce}">${scriptJson(config)}</script>`;

  return { headFor, deferScripts, commerceOrigin };
}

export type PageHead = ReturnType<typeof createPageHead>;
