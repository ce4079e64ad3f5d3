import { atom } from 'jotai';

/**
 * The banners closed in this browser session (content §2, §4), by banner id: a session cookie,
 * so the server renders the page without them (no banner flashes back before the scripts).
 */
export const CLOSED_BANNERS_COOKIE = 'shop_closed_banners';
/** What the cookie keeps at most: the site has two closable banners, a few ids more cover their replacements. */
const MOST_CLOSED = 8;
/** A content id as the cookie may carry it (content service ids: letters, digits, '-', '_', '.'). */
const BANNER_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The banners closed in this browser session; the server sets it from the cookie, the browser from `document.cookie`. */
export const closedBannersAtom = atom<readonly string[]>([]);

/**
 * The closed banners' ids in a `Cookie` header or `document.cookie`: anything that is not an id
 * is left out, so a tampered cookie hides nothing else.
 *
 * @example
 * closedBannersFromCookie('shop_closed_banners=alert-1|info-2; x=1'); // ['alert-1', 'info-2']
 */
export function closedBannersFromCookie(cookieHeader: string | null | undefined): string[] {
  const match = new RegExp(`(?:^|;\\s*)${CLOSED_BANNERS_COOKIE}=([^;]*)`).exec(cookieHeader ?? '');
  if (!match?.[1]) return [];
  return [...new Set(match[1].split('|').filter((id) => BANNER_ID.test(id)))].slice(-MOST_CLOSED);
}

/**
 * The `document.cookie` assignment that keeps `ids` closed for the browser session (no expiry).
 *
 * @example
 * document.cookie = closedBannersCookie(['alert-1'], location.protocol === 'https:');
 */
export function closedBannersCookie(ids: readonly string[], secure: boolean): string {
  const kept = [...new Set(ids.filter((id) => BANNER_ID.test(id)))].slice(-MOST_CLOSED);
  return `${CLOSED_BANNERS_COOKIE}=${kept.join('|')}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}
