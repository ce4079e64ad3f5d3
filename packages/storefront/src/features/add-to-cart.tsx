import type { Variant } from '@shop/commerce-client/contract';
import { type DeliveryType, parseQuantity } from '@shop/delivery-rules';
import { orderMultipleFor } from '@shop/stock-rules';
import { Button, QuantityInput } from '@shop/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useServices } from '../app/context';
import { type MessageKey, useMessages } from '../i18n/intl';
import { storeIdsFor } from '../router/routes';
import { overlayAtom, sessionAtom } from '../session/atoms';
import { isAllowed } from '../session/claims';
import { useCartStatus } from './cart';
import { DeliveryMethodChoice, useDeliveryMethod } from './delivery-method';
import { quantityDecimals, quantityStep } from './quantity-rules';

/** Units sold in parts (metres, kilos, litres): a decimal comma is allowed. */

/**
 * Quantity, delivery method and 'Lägg i varukorg' (§5: a delivery method
 * first, a signed-in user, a quantity in order multiples; decimal comma).
 */
export function AddToCart({ variant }: { variant: Variant }) {
  const t = useMessages();
  const { services } = useServices();
  const session = useAtomValue(sessionAtom);
  const setOverlay = useSetAtom(overlayAtom);
  const status = useCartStatus(services.cart);
  const signedIn = session.status === 'signed-in';
  const multiple = orderMultipleFor(variant.stock, storeIdsFor(services)[0]);
  const decimals = quantityDecimals(variant.webSalesUnit.unit);
  const step = quantityStep(multiple, decimals);
  const [quantity, setQuantity] = useState<number>(multiple);
  const { options, chosen, choose } = useDeliveryMethod();
  const [message, setMessage] = useState<string | null>(null);

  const claims = session.claims;

  function add() {
    setMessage(null);
    if (!signedIn) {
      setMessage(t('cart.pleaseSignIn'));
      setOverlay('sign-in');
      return;
    }
    if (!chosen) {
      setMessage(t('cart.chooseDelivery'));
      return;
    }
    let value: number;
    try {
      value = Math.abs(parseQuantity(String(quantity)));
    } catch {
      setMessage(t('cart.wrongQuantity'));
      return;
    }
    if (!(value > 0)) {
      setMessage(t('cart.wrongQuantity'));
      return;
    }
    services.cart.add([{ articleNumber: variant.articleNumber, quantity: value, deliveryId: chosen }]);
  }

  if (!isAllowed(claims, 'EJ_ORDER') && signedIn) return null;
  return (
    <section className="shop-add-to-cart" aria-label={t('cart.add')}>
      {signedIn ? <DeliveryMethodChoice options={options} value={chosen} onChange={choose} /> : null}
      <div className="shop-add-to-cart__row">
        <QuantityInput
          label={t('cart.quantityLabel')}
          orderMultiple={step}
          minValue={step}
          decimals={decimals}
          value={quantity}
          onChange={(value) => setQuantity(Number.isFinite(value) ? value : multiple)}
        />
        <Button variant="primary" onPress={add} isDisabled={status.matches('mutating')}>
          {t('cart.add')}
        </Button>
      </div>
      {message ? (
        <p className="shop-form-error" role="alert">
          {message}
        </p>
      ) : null}
      <CartAddStatus />
    </section>
  );
}

/**
 * What the cart controller is doing with the last add: 'Lägger i
 * varukorgen …', the items-added notification (it clears after 3 s) and a
 * failure with the refused lines. The status region is always rendered, so
 * screen readers announce what appears in it.
 */
export function CartAddStatus() {
  const t = useMessages();
  const { services } = useServices();
  const status = useCartStatus(services.cart);
  const failed = status.matches('error');
  const detail = services.cart.lastError?.detail;
  return (
    <>
      <div role="status" className="shop-add-to-cart__status">
        {status.matches('mutating') ? t('cart.adding') : null}
        {status.context.itemsAdded && !status.matches('mutating') && !failed
          ? t('cart.itemsAdded', { count: status.context.itemsAdded.count })
          : null}
      </div>
      {failed ? (
        <p className="shop-form-error" role="alert">
          {t('errors.occured')}{' '}
          {detail
            ? t(`errors.detail.${detail}` as MessageKey, { ids: services.cart.refused.join(', ') })
            : ''}{' '}
          {t('errors.try_again_later')}
        </p>
      ) : null}
    </>
  );
}

/**
 * A listing's cart tools for a signed-in customer: the one delivery-method
 * choice for every card (§5: a method before any add) — the radio group
 * 'Leveranssätt' when there is more than one option, the only option taken
 * without asking — and the cart's status as a toast. Tells the listing what
 * is chosen; loaded lazily, so the listing's first paint stays without it.
 */
export function ListingCartTools({ onChosen }: { onChosen: (id: DeliveryType | null) => void }) {
  const { options, chosen, choose } = useDeliveryMethod();
  useEffect(() => {
    onChosen(chosen);
  }, [chosen, onChosen]);
  return (
    <>
      {options.length > 1 ? (
        <div className="shop-listing-buy__delivery">
          <DeliveryMethodChoice options={options} value={chosen} onChange={choose} />
        </div>
      ) : null}
      <div className="shop-listing-buy__toast">
        <CartAddStatus />
      </div>
    </>
  );
}
