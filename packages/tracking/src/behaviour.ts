import { nanoid } from 'nanoid';

/** Where the tracking id is kept (content-layer §9). */
export const TRACKING_ID_KEY = '_l54a';

/** 21 random URL-safe characters. @example createTrackingId() // 'V1StGXR8_Z5jdHi6B-myT' */
export function createTrackingId(): string {
  return nanoid(21);
}

/** The stored tracking id, created and stored on first use; null when there is no storage. */
export function getTrackingId(
  storage: Pick<Storage, 'getItem' | 'setItem'> | null | undefined,
): string | null {
  if (!storage) return null;
  try {
    const existing = storage.getItem(TRACKING_ID_KEY);
    if (existing && /^[\w-]{21}$/.test(existing)) return existing;
    const id = createTrackingId();
    storage.setItem(TRACKING_ID_KEY, id);
    return id;
  } catch {
    return null;
  }
}

export type BehaviourInput =
  | { type: 'click'; articleNumber?: string | null }
  | { type: 'addtocart'; articleNumber?: string | null; quantity?: number | null }
  | {
      type: 'purchase';
      orderId?: string | null;
      items?: readonly { articleNumber?: string | null; quantity?: number | null }[] | null;
    };

export interface WireEvent {
  type: 'click' | 'addtocart' | 'purchase';
  entity: { type: 'Variant'; id: string };
  quantity?: number;
  orderId?: string;
}

const positive = (n: number | null | undefined): n is number =>
  typeof n === 'number' && Number.isFinite(n) && n > 0;

/**
 * The events that may be sent (content-layer §5): a click needs a product
 * id, add to cart an article number and a quantity, a purchase an order id
 * and items with article number and quantity. Everything else is dropped.
 *
 * @example
 * validBehaviourEvents([{ type: 'addtocart', articleNumber: '1000001', quantity: 2 }])
 */
export function validBehaviourEvents(inputs: readonly BehaviourInput[]): WireEvent[] {
  const out: WireEvent[] = [];
  for (const input of inputs) {
    if (input.type === 'click' && input.articleNumber)
      out.push({ type: 'click', entity: { type: 'Variant', id: input.articleNumber } });
    if (input.type === 'addtocart' && input.articleNumber && positive(input.quantity)) {
      out.push({
        type: 'addtocart',
        entity: { type: 'Variant', id: input.articleNumber },
        quantity: input.quantity,
      });
    }
    if (input.type === 'purchase' && input.orderId && input.items?.length) {
      const items = input.items.filter((i) => i.articleNumber && positive(i.quantity));
      if (items.length !== input.items.length) continue;
      for (const item of items) {
        out.push({
          type: 'purchase',
          entity: { type: 'Variant', id: String(item.articleNumber) },
          quantity: Number(item.quantity),
          orderId: input.orderId,
        });
      }
    }
  }
  return out;
}

export interface BehaviourOptions {
  /** The search service's base URL. */
  searchUrl: string;
  apiVersion: string;
  /** `user-id` header; default 'server'. */
  userId?: string;
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  fetch?: typeof fetch;
  /** Where failures go (error reporting); tracking never throws into the page. */
  report?: (error: Error) => void;
}

/**
 * Sends behaviour events to the search service's POST /createEvents with
 * the tracking id. Resolves to what happened; never rejects.
 *
 * @example
 * await trackBehaviour([{ type: 'click', articleNumber: '1000001' }], { searchUrl, apiVersion: '1', storage: localStorage });
 */
export async function trackBehaviour(
  inputs: readonly BehaviourInput[],
  options: BehaviourOptions,
): Promise<'sent' | 'skipped' | 'failed'> {
  const events = validBehaviourEvents(inputs);
  if (events.length === 0) return 'skipped';
  const trackingId = getTrackingId(
    options.storage ?? (globalThis as { localStorage?: Storage }).localStorage,
  );
  if (!trackingId) {
    options.report?.(new Error('Missing tracking id: behaviour events not sent'));
    return 'failed';
  }
  try {
    const res = await (options.fetch ?? fetch)(`${options.searchUrl.replace(/\/$/, '')}/createEvents`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'api-version': options.apiVersion,
        'user-id': options.userId ?? 'server',
      },
      body: JSON.stringify({ trackingId, events }),
      keepalive: true,
    });
    if (!res.ok) throw new Error(`createEvents answered ${res.status}`);
    return 'sent';
  } catch (error) {
    options.report?.(error instanceof Error ? error : new Error(String(error)));
    return 'failed';
  }
}
