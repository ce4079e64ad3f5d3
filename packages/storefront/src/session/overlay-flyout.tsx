import { Flyout, type FlyoutProps } from '@shop/ui';
import { useAtom } from 'jotai';
import { useMessages } from '../core';
import { type Overlay, overlayAtom } from './atoms';

/**
 * A side panel that is one of the header's overlays: open while `overlayAtom` names it, so that
 * opening another closes it (one overlay at a time), with the shop's close label.
 */
export function OverlayFlyout({
  overlay: name,
  ...props
}: Omit<FlyoutProps, 'isOpen' | 'onOpenChange' | 'closeLabel'> & { overlay: Overlay }) {
  const t = useMessages();
  const [overlay, setOverlay] = useAtom(overlayAtom);
  return (
    <Flyout
      {...props}
      closeLabel={t('app.close')}
      isOpen={overlay === name}
      onOpenChange={(open) => setOverlay(open ? name : null)}
    />
  );
}
