import { useQuery } from '@tanstack/react-query';
import { useAtomValue, useStore } from 'jotai';
import { useEffect } from 'react';
import { useServices } from '../core';
import { messageAtom, sessionAtom } from '../session';
import { cartQueries } from './queries';

/**
 * The number of lines in the active cart, for the header. Its query is the
 * cart service's cart, read once after sign-in; every write puts its answer
 * there, so the count follows without another read. When the cart service
 * fails (a 500, no answer), the page says so in its message bar, and the
 * customer stays signed in: only a 401 ends a session.
 */
export function useCartLineCount(): number {
  const { services } = useServices();
  const store = useStore();
  const signedIn = useAtomValue(sessionAtom).status === 'signed-in';
  const cart = useQuery({ ...cartQueries.cart(services.client), enabled: signedIn });
  const failed = signedIn && cart.isError;
  useEffect(() => {
    if (!failed) return;
    // A message already shown (the 401 start message, technical issues) stays.
    store.set(
      messageAtom,
      (shown) => shown ?? { key: 'errors.cart_service_not_available', severity: 'danger' },
    );
  }, [failed, store]);
  return signedIn ? (cart.data?.cartItems.length ?? 0) : 0;
}
