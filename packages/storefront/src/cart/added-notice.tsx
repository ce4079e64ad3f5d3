import { formatUnitQuantity } from '@shop/stock-rules';
import { useRouterState } from '@tanstack/react-router';
import { useAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { AppLink, useMessages } from '../core';
import { addedNoticeAtom } from './added-notice-state';
import './cart.css';

/** How long the confirmation stays when the customer is not pointing at it or in it. */
const NOTICE_MS = 8000;

/**
 * 'Lagt i varukorgen: 2 m Kabel EKK …' under the header, beside the cart badge, where the
 * customer looks after an add (the header stays at the top of the window). It names what went
 * in and leads to the cart; it goes when closed, on the next page, or after a while unless the
 * pointer or focus is in it. The cart's own status line still announces the add to screen
 * readers, so this one is not a live region.
 */
export function AddedToCartNotice() {
  const t = useMessages();
  const [notice, setNotice] = useAtom(addedNoticeAtom);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const [held, setHeld] = useState(false);
  const box = useRef<HTMLElement>(null);
  const shown = notice !== null && notice.pathname === pathname;

  useEffect(() => {
    if (notice && notice.pathname !== pathname) setNotice(null);
  }, [notice, pathname, setNotice]);

  useEffect(() => {
    if (!shown || held) return;
    const timer = window.setTimeout(() => setNotice(null), NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [shown, held, setNotice]);

  if (!shown) return null;
  const what = notice.lines.map((line) => `${formatUnitQuantity(line.quantity, line.unit)} ${line.name}`);
  return (
    <section
      ref={box}
      key={notice.id}
      className="shop-added-notice"
      aria-label={t('cart.addedNoticeRegion')}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!box.current?.contains(event.relatedTarget as Node | null)) setHeld(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setNotice(null);
      }}
    >
      <p className="shop-added-notice__text">
        <span className="shop-added-notice__title">{t('cart.addedNotice')}</span> {what.join(', ')}
      </p>
      <AppLink className="shop-added-notice__link" to="/cart">
        {t('cart.open')}
      </AppLink>
      <button
        type="button"
        className="shop-added-notice__close"
        aria-label={t('cart.addedNoticeClose')}
        onClick={() => setNotice(null)}
      >
        ×
      </button>
    </section>
  );
}
