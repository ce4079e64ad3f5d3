import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useServices } from '../core';
import { sessionAtom } from '../session';
import { cartQueries } from './queries';

/**
 * The number of lines in the active cart, for the header. Its query is the
 * cart service's cart, read once after sign-in; every write puts its answer
 * there, so the count follows without another read.
 */
export function useCartLineCount(): number {
  const { services } = useServices();
  const signedIn = useAtomValue(sessionAtom).status === 'signed-in';
  const cart = useQuery({ ...cartQueries.cart(services.client), enabled: signedIn });
  return signedIn ? (cart.data?.cartItems.length ?? 0) : 0;
}
