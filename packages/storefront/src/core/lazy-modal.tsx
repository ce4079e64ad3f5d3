import type { ModalProps } from '@shop/ui';
import { lazy, Suspense, useEffect, useState } from 'react';

const loadModal = () => import('./modal-module');
const Modal = lazy(() => loadModal().then((module) => ({ default: module.Modal })));

/**
 * `@shop/ui`'s `Modal`, loaded when it is first opened: a dialog a page offers (stock in every
 * store, 'Lägg i inköpslista', a confirmation) is closed when the page arrives, so its code
 * (react-aria's modal overlay, focus scope and scroll lock) need not come before the page
 * takes over. It is fetched once the browser is idle after hydration, so a press finds it there;
 * a press before that opens it as soon as it is in. Same props as `Modal`.
 *
 * @example
 * <LazyModal title="Lager i alla butiker" isOpen={open} onOpenChange={setOpen} closeLabel="Stäng">…</LazyModal>
 */
export function LazyModal(props: ModalProps) {
  const [wanted, setWanted] = useState(props.isOpen);
  if (props.isOpen && !wanted) setWanted(true);
  useEffect(() => {
    const load = () => void loadModal().catch(() => undefined);
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(load, 2_000);
      return () => clearTimeout(timer);
    }
    const handle = requestIdleCallback(load, { timeout: 5_000 });
    return () => cancelIdleCallback(handle);
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Modal {...props} />
    </Suspense>
  );
}
