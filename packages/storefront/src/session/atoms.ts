import type { AssortmentState } from '@shop/commerce-client';
import type { Customer, Location, LoginChallenge, TokenClaims, User } from '@shop/commerce-client/contract';
import { atom } from 'jotai';

export type Mode = 'NORMAL' | 'PUNCHOUT' | 'APP';

/**
 * A store as the session knows it: its number and name, for naming stores in stock rows from the
 * first paint. Only these two, as they go into every signed-in page's HTML (the whole store, with
 * its opening hours and services, made a quarter of a product page's dehydrated state).
 */
export type StoreName = Pick<Location, 'id' | 'name'>;

/** The session's stores by number, as `StoreName`s. */
export const storeNamesOf = (stores: Iterable<StoreName>): Map<string, StoreName> =>
  new Map(Array.from(stores, ({ id, name }) => [id, { id, name }]));

export interface SessionState {
  status: 'restoring' | 'anonymous' | 'signed-in';
  user: User | null;
  claims: TokenClaims | null;
  customers: Customer[];
  stores: Map<string, StoreName>;
  assortment: AssortmentState;
}

export const ANONYMOUS: SessionState = {
  status: 'anonymous',
  user: null,
  claims: null,
  customers: [],
  stores: new Map(),
  assortment: { name: null, menu: null },
};

export const sessionAtom = atom<SessionState>({ ...ANONYMOUS, status: 'restoring' });

/** The UI mode of §1; APP from the user agent, PUNCHOUT from a punch-out entry. */
export const modeAtom = atom<Mode>('NORMAL');

/** What the page knows of the punch-out hand-over its session came from (never the credentials). */
export interface PunchoutView {
  /** Where the basket is posted (HOOK_URL). */
  hookUrl: string;
  /** The form's target (`~TARGET`). */
  target: string;
  /** The buyer's company (`Bolag`). */
  company: string | null;
  /** The procurement system (`~CALLER`, else HOOK_URL's host). */
  system: string | null;
  /** A customer admin's test against the procurement simulator, not a buyer's hand-over. */
  emulation: boolean;
}

/** Set in PUNCHOUT mode: the session came from a procurement system's hand-over. */
export const punchoutAtom = atom<PunchoutView | null>(null);

/** Overlays of §2. One atom: opening one closes the others. */
export type Overlay =
  | 'cart'
  | 'project'
  | 'account'
  | 'favourites'
  | 'product-menu'
  | 'services-menu'
  | 'extra-menu'
  | 'mobile-nav'
  | 'search'
  | 'history'
  | 'sign-in';

export const overlayAtom = atom<Overlay | null>(null);

/** Where to go after signing in (a path inside the shop), set by the requiresAuth guard. */
export const afterSignInAtom = atom<string | null>(null);

/** A message shown once at the top of the page (the 401 'please login' start message, technical issues). */
export interface UiMessage {
  key:
    | 'start.please_login'
    | 'errors.technical_issues'
    | 'errors.session_unavailable'
    | 'errors.cart_service_not_available'
    | 'errors.invalid_order'
    | 'errors.invalid_partial_order'
    | 'errors.reference_required'
    | 'errors.reference_invalid'
    | 'errors.unknown'
    | 'errors.internal_server_error'
    | 'errors.punchout.missing_callback_url'
    | 'errors.punchout.invalid_callback_url'
    | 'errors.punchout.callback_host_not_allowed'
    | 'errors.punchout.login_failed'
    | 'punchout.keptSession'
    | 'cart.addedWithoutScript'
    | 'favourites.addedWithoutScript'
    | 'favourites.removedWithoutScript'
    | 'favorites.info_modal.body'
    | 'errors.try_again_later_or_contact'
    | 'cart.refusedWithoutScript'
    | 'checkout.noOrderRight'
    | 'cart.chooseDelivery'
    | 'cart.wrongQuantity'
    | 'cart.wrongArticleNumber'
    | 'cart.unknownArticleWithoutScript'
    | 'cart.lineUpdatedWithoutScript'
    | 'cart.lineRemovedWithoutScript'
    | 'deliveries.missingAddedWithoutScript'
    | 'deliveries.nothingMissing'
    | 'header.contextSwitched'
    | 'header.contextFailed'
    | 'checkout.noDetails'
    | 'checkout.detailsTooLong';
  severity: 'info' | 'warning' | 'danger';
  values?: Record<string, string>;
}
export const messageAtom = atom<UiMessage | null>(null);

/** The customer's display name of §3: 'customer / project'. */
export function contextDisplayName(session: SessionState): string | null {
  const claims = session.claims;
  if (!claims) return null;
  const customer = session.customers.find((c) => c.customerId === claims.customerId);
  if (!customer) return null;
  const project = customer.projects.find((p) => p.projectId === claims.projectId);
  return project ? `${customer.customerName} / ${project.projectName}` : customer.customerName;
}

/** A sign-in answered with a new-password challenge: kept in memory only, never in the URL. */
export const challengeAtom = atom<LoginChallenge | null>(null);
