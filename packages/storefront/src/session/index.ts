// The session domain: who is signed in, for which customer and project, in which mode, with which rights.
export type { Overlay, PunchoutView, SessionState, UiMessage } from './atoms';
export {
  ANONYMOUS,
  afterSignInAtom,
  contextDisplayName,
  messageAtom,
  modeAtom,
  overlayAtom,
  punchoutAtom,
  sessionAtom,
  storeNamesOf,
} from './atoms';
export { claimsOf, isAdmin, isAllowed, isSellerAdmin } from './claims';
export type { SessionView, SignInAnswer } from './controller';
export {
  createServerHeldSessionController,
  createSessionRestore,
  modeFromUserAgent,
} from './controller';
export { requireAuth } from './guards';
export { OverlayFlyout } from './overlay-flyout';
export { addressMutations, sessionKeys, sessionQueries } from './queries';
export type { SignedInRoute } from './routes';
export { sessionRoutes, signedInLayout } from './routes';
export { SignInFlyout, SignInForm } from './sign-in';
export { orderLocationFor, orderLocationOf, storeIdsFor } from './store-ids';
export { TOKEN_STORAGE_KEY } from './token-storage';
