import type { BehaviourInput, FunnelPage, TrackedBanner, TrackedLine } from '@shop/tracking';
import { atom } from 'jotai';
import { useEffect, useRef } from 'react';
import { useServices } from './services';

export type { TrackedBanner, TrackedLine } from '@shop/tracking';

/**
 * What the shop tells tracking, in the shop's words; `app/tracking.ts` turns each into the
 * data-layer event of content §7 (`@shop/tracking` builds the payload).
 */
export type ShopEvent =
  | { type: 'view_item'; line: TrackedLine }
  | { type: 'select_item'; line: TrackedLine; listName: string; index: number }
  | { type: 'view_item_list'; lines: readonly TrackedLine[]; listName: string }
  | { type: 'view_cart'; lines: readonly TrackedLine[] }
  | { type: 'checkout'; page: FunnelPage; lines: readonly TrackedLine[] }
  /** One order (one delivery of a checkout): tracked once, ever, per order id. */
  | { type: 'purchase'; orderId: string; lines: readonly TrackedLine[] }
  /** What a cart write changed, from the cart door, whatever asked for it. */
  | {
      type: 'cart_change';
      added: readonly TrackedLine[];
      removed: readonly TrackedLine[];
      listName?: string;
      index?: number;
    }
  | { type: 'view_promotion'; banners: readonly TrackedBanner[]; slot: string }
  | { type: 'select_promotion'; banner: TrackedBanner; index: number; slot: string };

/** The shop's tracking and error reporting (`services.tracking`); it never throws into a page. */
export interface Tracker {
  /** A shopping event for the tag manager's data layer. */
  track(event: ShopEvent): void;
  /** A behaviour event for the search service's ranking (click, addtocart, purchase), batched. */
  behaviour(input: BehaviourInput): void;
  /** Reports an error (scrubbed, content §8 filters), with the route it happened on. */
  report(error: unknown, context?: { route?: string; tags?: Record<string, string> }): void;
  /** Errors are reported for this page: the error page may say the team was told. */
  readonly reportsErrors: boolean;
  /** The brand has a tag manager, so the visitor is asked for consent to marketing tags. */
  readonly asksConsent: boolean;
  /** Browser: loads tracking's code, the tag manager and error reporting (after hydration). */
  start?(): void;
}

/** Tracking that does nothing: tests, and a server render (events belong to the browser). */
export const noTracker: Tracker = {
  track: () => {},
  behaviour: () => {},
  report: () => {},
  reportsErrors: false,
  asksConsent: false,
};

/**
 * Where the page's inline script keeps the articles chosen from a listing before the app took
 * over (the click left the page as a plain link); the next page's tracker sends them.
 */
export const CLICKS_BEFORE_APP_KEY = 'shop.clicks-before-app';
/** Marks a list whose product cards' clicks are behaviour events (search results, listings). */
export const BEHAVIOUR_LIST_ATTRIBUTE = 'data-behaviour-list';

/** The cookie a visitor's consent decision is kept in (read by the server, so the banner is not flashed). */
export const CONSENT_COOKIE = 'shop_consent';
/** A year: then the visitor is asked again. */
export const CONSENT_MAX_AGE = 365 * 24 * 60 * 60;
export type Consent = 'granted' | 'denied';

/**
 * The server rendered this page's error page and reported the error itself: the browser, taking
 * the page over, does not report it again (set from the router's dehydrated state).
 */
export const serverReportedAtom = atom(false);

/** The visitor's decision about marketing tags; null until they made one. */
export const consentAtom = atom<Consent | null>(null);

const CONSENT_IN_COOKIES = new RegExp(`(?:^|;\\s*)${CONSENT_COOKIE}=(granted|denied)(?:;|$)`);

/** The decision in a `Cookie` header or `document.cookie`. */
export function consentFromCookie(cookieHeader: string | null | undefined): Consent | null {
  const match = CONSENT_IN_COOKIES.exec(cookieHeader ?? '');
  return (match?.[1] as Consent | undefined) ?? null;
}

/** The tracker of this page. */
export function useTracker(): Tracker {
  return useServices().services.tracking ?? noTracker;
}

/**
 * A product chosen from one of the shop's lists or places (content §2 names, `LIST_NAMES` of
 * `@shop/tracking/names`): `select_item` with the list and the position (from 1), and a
 * `click` behaviour event for the search service's ranking.
 *
 * @example
 * const select = useSelectItem();
 * <a href={href} onClick={() => select(variant, LIST_NAMES.selectedProducts, index + 1)}>…</a>
 */
export function useSelectItem(): (line: TrackedLine, listName: string, index?: number) => void {
  const tracker = useTracker();
  return (line, listName, index = 1) => {
    tracker.track({ type: 'select_item', line, listName, index });
    tracker.behaviour({ type: 'click', articleNumber: line.articleNumber });
  };
}

/**
 * Pushes an event once when `key` is first seen on this page (`view_item` for a product,
 * `checkout` for a step): a re-render or a refetch does not push it again; a new key does.
 * `build` returns null while the data is not there yet.
 */
export function useTrackOnce(key: string | null, build: () => ShopEvent | null): void {
  const tracker = useTracker();
  const done = useRef<string | null>(null);
  const latest = useRef(build);
  latest.current = build;
  useEffect(() => {
    if (key === null || done.current === key) return;
    const event = latest.current();
    if (!event) return;
    done.current = key;
    tracker.track(event);
  });
}

/**
 * Calls `onSeen` once per `key` when at least 80% of the element has been in view (content §9's
 * viewport threshold): at once for a list that fits the screen, after scrolling for a long one.
 */
export function useSeen<E extends HTMLElement>(key: string | null, onSeen: () => void) {
  const ref = useRef<E>(null);
  const latest = useRef(onSeen);
  latest.current = onSeen;
  useEffect(() => {
    const element = ref.current;
    if (!element || key === null) return;
    let done = false;
    let frame = 0;
    const check = () => {
      frame = 0;
      if (done) return;
      const box = element.getBoundingClientRect();
      if (box.height <= 0) return;
      // How much of the element, from its top, has come above the bottom of the screen.
      if ((window.innerHeight - box.top) / box.height >= 0.8) {
        done = true;
        stop();
        latest.current();
      }
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    const stop = () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    schedule();
    return stop;
  }, [key]);
  return ref;
}
