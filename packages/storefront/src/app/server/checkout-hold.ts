import { createHash } from 'node:crypto';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { CompactEncrypt, compactDecrypt } from 'jose';
import type { DeliveryDetails, DeliveryDraft, PlacedOrders } from '../../checkout';
import { cookie } from './http';
import type { HeldSession } from './session-seal';

/**
 * The delivery step's details between the posted /delivery and the order (issue 36), held for
 * the browser in a sealed cookie of their own, not in the session or in this process:
 *
 * - the server is stateless (any instance answers any request), so they cannot live in memory;
 * - the session cookie already carries two tokens: five deliveries' notes (500 characters each)
 *   beside them would pass the 4 KB a browser keeps of one cookie;
 * - they belong to one checkout, not to the session: they end with the order, or after
 *   `CHECKOUT_SECONDS`, and are bound to the session and customer they were posted in (a
 *   sign-out or a customer switch leaves them unread).
 *
 * Sealed as the session is (JWE `dir` + A256GCM, with a key of its own from the same secret),
 * deflated first, and split over a few cookies when long, so no cookie passes 4 KB.
 */
const CHECKOUT_COOKIE = 'shop_checkout';
/** The orders a posted 'Skicka order' placed, read once by the success page it sends the browser to. */
const PLACED_COOKIE = 'shop_order';
/** A checkout's details are kept this long after the delivery step was posted. */
const CHECKOUT_SECONDS = 2 * 60 * 60;
/** The success page must follow the order at once. */
const PLACED_SECONDS = 10 * 60;
/** One cookie's value at most (browsers keep 4,096 bytes of name, value and attributes). */
const CHUNK_CHARS = 3_800;
/** The most cookies one hold is split over; longer is refused (`tooLong`). */
const MAX_CHUNKS = 3;

/** What the checkout cookie holds: the details to order with, or a refused step's draft. */
export type HeldCheckout =
  | { kind: 'details'; cartId: string; details: Record<string, DeliveryDetails> }
  | { kind: 'draft'; draft: DeliveryDraft };

type Sealed = { k: 'checkout'; v: HeldCheckout } | { k: 'placed'; v: PlacedOrders };

interface Envelope {
  sid: string;
  c: string;
  exp: number;
  body: Sealed;
}

const chunkName = (name: string, index: number) => (index === 0 ? name : `${name}.${index}`);

/** Whose a hold is: the session's id and customer. A session without an id holds nothing. */
const ownerOf = (session: HeldSession) => (session.sid ? { sid: session.sid, c: session.customerId } : null);

/**
 * The checkout's held details and placed orders, in sealed cookies bound to the session that
 * posted them.
 *
 * @example
 * const hold = createCheckoutHold(secret, Date.now);
 * await hold.setCheckout(c, headers, session, { kind: 'details', cartId, details }, tls);
 */
export function createCheckoutHold(secret: string, now: () => number) {
  const key = createHash('sha256').update(`shop-checkout:${secret}`).digest();
  const seconds = () => Math.floor(now() / 1000);

  async function seal(session: HeldSession, body: Sealed, lifetime: number): Promise<string | null> {
    const owner = ownerOf(session);
    if (!owner) return null;
    const envelope: Envelope = { ...owner, exp: seconds() + lifetime, body };
    return new CompactEncrypt(deflateRawSync(Buffer.from(JSON.stringify(envelope))))
      .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
      .encrypt(key);
  }

  async function open(c: Context, name: string, session: HeldSession | null): Promise<Sealed | null> {
    const owner = session && ownerOf(session);
    if (!owner) return null;
    let value = '';
    for (let i = 0; i < MAX_CHUNKS; i++) {
      const part = getCookie(c, chunkName(name, i));
      if (part === undefined) break;
      value += part;
    }
    if (!value) return null;
    try {
      const { plaintext } = await compactDecrypt(value, key);
      const envelope = JSON.parse(inflateRawSync(plaintext).toString('utf8')) as Envelope;
      if (envelope.sid !== owner.sid || envelope.c !== owner.c || envelope.exp <= seconds()) return null;
      return envelope.body;
    } catch {
      return null;
    }
  }

  /** Sets `name`'s cookies to `value` (or clears them), clearing the parts of an older, longer value. */
  function write(c: Context, headers: Headers, name: string, value: string, maxAge: number, tls: boolean) {
    const parts = value ? (value.match(new RegExp(`.{1,${CHUNK_CHARS}}`, 'g')) ?? []) : [];
    parts.forEach((part, i) => {
      headers.append('Set-Cookie', cookie(chunkName(name, i), part, maxAge, tls));
    });
    for (let i = parts.length; i < MAX_CHUNKS; i++)
      if (getCookie(c, chunkName(name, i)) !== undefined)
        headers.append('Set-Cookie', cookie(chunkName(name, i), '', 0, tls));
  }

  return {
    /** The checkout details or draft `session` posted, unless they are another session's or too old. */
    async checkout(c: Context, session: HeldSession | null): Promise<HeldCheckout | null> {
      const sealed = await open(c, CHECKOUT_COOKIE, session);
      return sealed?.k === 'checkout' ? sealed.v : null;
    },
    /**
     * Keeps `held` for `session`'s next pages. False when it cannot be kept: longer than the
     * cookies may carry (five long notes in characters of three or four bytes), or a session
     * without an id.
     */
    async setCheckout(
      c: Context,
      headers: Headers,
      session: HeldSession,
      held: HeldCheckout,
      tls: boolean,
    ): Promise<boolean> {
      const value = await seal(session, { k: 'checkout', v: held }, CHECKOUT_SECONDS);
      if (!value || value.length > CHUNK_CHARS * MAX_CHUNKS) return false;
      write(c, headers, CHECKOUT_COOKIE, value, CHECKOUT_SECONDS, tls);
      return true;
    },
    /** The checkout is over (the order was placed): its details go. */
    clearCheckout(c: Context, headers: Headers, tls: boolean) {
      write(c, headers, CHECKOUT_COOKIE, '', 0, tls);
    },
    /** The orders just placed, for the success page. */
    async placed(c: Context, session: HeldSession | null): Promise<PlacedOrders | null> {
      const sealed = await open(c, PLACED_COOKIE, session);
      return sealed?.k === 'placed' ? sealed.v : null;
    },
    async setPlaced(c: Context, headers: Headers, session: HeldSession, placed: PlacedOrders, tls: boolean) {
      const value = await seal(session, { k: 'placed', v: placed }, PLACED_SECONDS);
      if (value) write(c, headers, PLACED_COOKIE, value, PLACED_SECONDS, tls);
    },
    /** The success page has shown them: a reload of it is the start page, as in the app. */
    clearPlaced(c: Context, headers: Headers, tls: boolean) {
      if (getCookie(c, PLACED_COOKIE) !== undefined) write(c, headers, PLACED_COOKIE, '', 0, tls);
    },
  };
}

export type CheckoutHold = ReturnType<typeof createCheckoutHold>;
