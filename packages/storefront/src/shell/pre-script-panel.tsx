import { useRouter } from '@tanstack/react-router';
import { type ReactNode, useEffect, useRef } from 'react';
import { useMessages } from '../core';
import '../core/page.css';
import './pre-script-panel.css';

/**
 * A side panel the browser opens by itself (the HTML `popover` attribute, opened by a button's
 * `popoverTarget`), so that the header's menus and sign-in answer on the first paint, before the
 * app's scripts have taken over, and without them. Once the app has, the buttons open the app's
 * own overlays instead (their click handler cancels the browser's toggle); a panel opened before
 * then stays usable, and closes when the app navigates.
 */
export function PreScriptPanel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const t = useMessages();
  const panel = useRef<HTMLDivElement>(null);
  const router = useRouter();
  // A panel opened while the scripts loaded stays open; the app's next page closes it.
  useEffect(
    () =>
      router.subscribe('onResolved', () => {
        const element = panel.current;
        if (element?.matches(':popover-open')) element.hidePopover();
      }),
    [router],
  );
  return (
    <div
      ref={panel}
      id={id}
      popover="auto"
      role="dialog"
      aria-labelledby={`${id}-title`}
      className="shop-pre-panel"
    >
      <div className="shop-pre-panel__head">
        <h2 id={`${id}-title`} className="shop-pre-panel__title">
          {title}
        </h2>
        <button type="button" className="shop-quiet-button" popoverTarget={id} popoverTargetAction="hide">
          {t('app.close')}
        </button>
      </div>
      {children}
    </div>
  );
}

/** The ids of the header's panels before the scripts (one of each per page). */
export const PANELS = {
  signIn: 'shop-panel-sign-in',
  menu: 'shop-panel-menu',
  account: 'shop-panel-account',
  context: 'shop-panel-context',
} as const;
