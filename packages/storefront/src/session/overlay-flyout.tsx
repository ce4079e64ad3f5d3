import type { FlyoutProps } from '@shop/ui';
import { useAtom } from 'jotai';
import { lazy, Suspense } from 'react';
import { useLazyOverlay, useMessages } from '../core';
import { type Overlay, overlayAtom } from './atoms';

const loadFlyout = () => import('./flyout-module');
const Flyout = lazy(() => loadFlyout().then((module) => ({ default: module.Flyout })));

/**
 * A side panel that is one of the header's overlays: open while `overlayAtom` names it, so that
 * opening another closes it (one overlay at a time), with the shop's close label. The panel's
 * code (react-aria's modal overlay and dialog) loads when the browser is idle after it mounted,
 * or when it is first opened (`useLazyOverlay`): the sign-in form the header renders before the
 * scripts lives beside the sign-in flyout, and the page's first script need not carry the panel.
 */
export function OverlayFlyout({
  overlay: name,
  ...props
}: Omit<FlyoutProps, 'isOpen' | 'onOpenChange' | 'closeLabel'> & { overlay: Overlay }) {
  const t = useMessages();
  const [overlay, setOverlay] = useAtom(overlayAtom);
  const isOpen = overlay === name;
  if (!useLazyOverlay(isOpen, loadFlyout)) return null;
  return (
    <Suspense fallback={null}>
      <Flyout
        {...props}
        closeLabel={t('app.close')}
        isOpen={isOpen}
        onOpenChange={(open) => setOverlay(open ? name : null)}
      />
    </Suspense>
  );
}
