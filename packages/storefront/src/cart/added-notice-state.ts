import { useRouterState } from '@tanstack/react-router';
import { atom, useSetAtom } from 'jotai';
import { useCallback } from 'react';

/** One article just put in the cart, as the confirmation names it. */
export interface AddedLine {
  name: string;
  quantity: number;
  unit: string;
}

/** The last add the customer made, confirmed under the header until closed or the page changes. */
export interface AddedNotice {
  /** Tells one add from the next (the same article twice restarts the confirmation). */
  id: number;
  lines: AddedLine[];
  /** The page the add was made on: the confirmation belongs to it. */
  pathname: string;
}

export const addedNoticeAtom = atom<AddedNotice | null>(null);

let nextId = 1;

/** The notice for these lines, made on the page at `pathname`. */
export function addedNotice(lines: AddedLine[], pathname: string): AddedNotice {
  return { id: nextId++, lines, pathname };
}

/**
 * Confirms an add under the header: call it with what went in once the cart has taken it.
 *
 * @example
 * const confirmAdd = useConfirmAdd();
 * await services.cart.add(items);
 * confirmAdd([{ name: variant.name, quantity: 2.5, unit: 'm' }]);
 */
export function useConfirmAdd(): (lines: AddedLine[]) => void {
  const setNotice = useSetAtom(addedNoticeAtom);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return useCallback((lines) => setNotice(addedNotice(lines, pathname)), [setNotice, pathname]);
}
