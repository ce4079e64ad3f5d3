import { orderMultipleFor, quantityRule } from '@shop/stock-rules';
import { PAGE_NAMES } from '@shop/tracking/names';
import { CompactQuantityInput } from '@shop/ui';
import { useAtomValue } from 'jotai';
import { memo } from 'react';
import { AppLink, errorMessageKey, OrderSums, useMessages, useServices } from '../core';
import { isAllowed, OverlayFlyout, orderLocationFor, sessionAtom } from '../session';
import { cartTotals } from './cart-quantities';
import { CartStatus } from './cart-status';
import { type CartItem, useCartView } from './cart-view';
import { LinePrice } from './line-price';
import { useLineQuantity } from './line-quantity';
import { QuickAdd } from './quick-add';
import '../core/page.css';
import './cart.css';

/** A quantity changed in the flyout is tracked as the flyout's (content §2 page name `cart-flyout`). */
const FLYOUT_SOURCE = { listName: PAGE_NAMES.cartFlyout };

/**
 * One line of the cart flyout: the article, its quantity in its unit
 * (updated through the cart service 500 ms after the last change, as on
 * /cart), and its sum and price per unit where prices may be seen.
 */
const CartFlyoutLine = memo(function CartFlyoutLine({
  line,
  showPrices,
  onNavigate,
}: {
  line: CartItem;
  showPrices: boolean;
  onNavigate: () => void;
}) {
  const t = useMessages();
  const { services } = useServices();
  const { quantity, change, error: failed } = useLineQuantity(line, undefined, FLYOUT_SOURCE);
  const variant = line.variant;
  const name = variant?.name ?? line.articleNumber;
  const unit = variant?.webSalesUnit.unit ?? 'st';
  const price = showPrices ? variant?.price : undefined;
  const rule = quantityRule({
    unit,
    orderMultiple: orderMultipleFor(variant?.stock, orderLocationFor(services, line.deliveryId)),
  });
  return (
    <li className="shop-cart-flyout__line">
      <span className="shop-cart-flyout__name">
        {variant?.variantSlug ? (
          <AppLink to="/produkt/$slug" params={{ slug: variant.variantSlug }} onClick={onNavigate}>
            {name}
          </AppLink>
        ) : (
          name
        )}
        <span className="shop-flyout-list__meta">
          {t('listing.articleNumber')} {line.articleNumber}
        </span>
      </span>
      <CompactQuantityInput
        label={t('cart.quantityFor', { name })}
        orderMultiple={rule.step}
        decimals={rule.decimals}
        snap={rule.snap}
        parse={rule.parse}
        value={quantity}
        onChange={change}
      />
      <span className="shop-cart-line__unit">{unit}</span>
      {price ? (
        <span className="shop-cart-flyout__price">
          <LinePrice price={price} quantity={quantity} unit={unit} />
        </span>
      ) : null}
      {failed ? (
        <p className="shop-form-error shop-cart-flyout__error" role="alert">
          {failed}
        </p>
      ) : null}
    </li>
  );
});

/** The cart flyout: the lines with their quantities, a quick add and the way to the cart page. */
export function CartFlyout() {
  const t = useMessages();
  // The cart page's query: one cache entry for the lines, whichever shows them first.
  const cart = useCartView();
  const session = useAtomValue(sessionAtom);
  const showPrices = isAllowed(session.claims, 'EJ_SE_PRISER');
  const items = cart.data?.cartItems ?? [];
  // Every line counts, also those past the twenty shown.
  const totals = showPrices ? cartTotals(items) : null;
  return (
    <OverlayFlyout overlay="cart" title={t('cart.title')}>
      {(close) => (
        <div className="shop-account shop-cart-flyout">
          {cart.isPending ? <p role="status">{t('app.loading')}</p> : null}
          {cart.isError ? (
            <p role="alert">{t(errorMessageKey(cart.error, 'errors.cart_service_not_available'))}</p>
          ) : null}
          {cart.isSuccess && items.length === 0 ? <p>{t('cart.empty')}</p> : null}
          {cart.data && items.length > 0 ? (
            <ul className="shop-flyout-list shop-cart-flyout__lines" aria-label={t('cart.flyoutLines')}>
              {items.slice(0, 20).map((item) => (
                <CartFlyoutLine
                  key={item.cartItemId}
                  line={item}
                  showPrices={showPrices}
                  onNavigate={close}
                />
              ))}
            </ul>
          ) : null}
          {items.length > 20 ? <p>{t('cart.more', { count: items.length - 20 })}</p> : null}
          {items.length > 0 ? (
            <OrderSums excludingVat={totals?.excludingVat ?? null} vat={totals?.vat ?? null}>
              <AppLink appearance="button" to="/cart" onClick={close}>
                {t('cart.open')}
              </AppLink>
            </OrderSums>
          ) : (
            <AppLink appearance="button" to="/cart" onClick={close}>
              {t('cart.open')}
            </AppLink>
          )}
          <QuickAdd onNavigate={close} />
          <CartStatus />
        </div>
      )}
    </OverlayFlyout>
  );
}
