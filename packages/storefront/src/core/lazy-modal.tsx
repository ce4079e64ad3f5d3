import type { ModalProps } from '@shop/ui';
import { lazy, Suspense, useEffect, useState } from 'react';

/**
 * For an overlay whose code is its own chunk (`load`): whether to render it yet. Not before it
 * is first opened; from then on always, so it closes as it opened. The chunk is fetched once the
 * browser is idle after the component mounted, so a press finds it there; a press before that
 * opens it as soon as it is in.
 */
export function useLazyOverlay(isOpen: boolean, load: () => Promise<unknown>): boolean {
  const [wanted, setWanted] = useState(isOpen);
  if (isOpen && !wanted) setWanted(true);
  useEffect(() => {
    const fetch = () => void load().catch(() => undefined);
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(fetch, 2_000);
      return () => clearTimeout(timer);
    }
    const handle = requestIdleCallback(fetch, { timeout: 5_000 });
    return () => cancelIdleCallback(handle);
  }, [load]);
  return wanted;
}

const loadModal = () => import('./modal-module');
const Modal = lazy(() => loadModal().then((module) => ({ default: module.Modal })));

/**
 * `@shop/ui`'s `Modal`, loaded when it is first opened (`useLazyOverlay`): a dialog a page offers
 * (stock in every store, 'Lägg i inköpslista', a confirmation) is closed when the page arrives,
 * so its code (react-aria's modal overlay, focus scope and scroll lock) need not come before the
 * page takes over. Same props as `Modal`.
 *
 * @example
 * <LazyModal title="Lager i alla butiker" isOpen={open} onOpenChange={setOpen} closeLabel="Stäng">…</LazyModal>
 */
export function LazyModal(props: ModalProps) {
  if (!useLazyOverlay(props.isOpen, loadModal)) return null;
  return (
    <Suspense fallback={null}>
      <Modal {...props} />
    </Suspense>
  );
}
