import { atom, useAtomValue } from 'jotai';
import { useSyncExternalStore } from 'react';

/**
 * When the server rendered this page (ms since the epoch); null in a page the browser rendered
 * alone. The server sets it before rendering and sends it with the page (the router's
 * dehydrated state).
 */
export const renderedAtAtom = atom<number | null>(null);

const noSubscription = () => () => {};

/**
 * "Now" for what a page renders from the time of day (delivery options open and close by the
 * hour): the server's render time while the server renders and the browser hydrates, so both
 * write the same HTML, and the browser's own clock from the render after (React renders a
 * hydrated component again at once when the two differ). Without it a page rendered just before
 * a cutoff and hydrated just after, or on a device whose clock is off, mismatched.
 */
export function useRenderClock(): Date {
  const renderedAt = useAtomValue(renderedAtAtom);
  // true on the server and during hydration, false in every render after.
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  return hydrating && renderedAt !== null ? new Date(renderedAt) : new Date();
}
