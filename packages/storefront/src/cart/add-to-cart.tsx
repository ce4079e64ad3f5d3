import type { Variant } from '@shop/commerce-client/contract';
import type { DeliveryType } from '@shop/delivery-rules';
import { orderMultipleFor, quantityRule } from '@shop/stock-rules';
import { PAGE_NAMES } from '@shop/tracking/names';
import { Button, FormError, QuantityInput, Skeleton } from '@shop/ui';
import { type FormEvent, Suspense, useEffect, useMemo, useState } from 'react';
import { useMessages, useServices, useStreamedQuery } from '../core';
import { orderLocationFor, sessionQueries } from '../session';
import { CartForm, QUANTITY_FIELD } from './cart-form';
import { CartStatus, useCartMutating } from './cart-status';
import { DeliveryMethodChoice, useDeliveryMethod } from './delivery-method';
import { useAddToCart } from './use-add-to-cart';
import '../core/page.css';
import './cart.css';

interface AddToCartProps {
  variant: Variant;
  /** Where the add is tracked from (content §2): the product page unless told. */
  listName?: string;
}

/**
 * Quantity, delivery method and 'Lägg i varukorg' (§5: a delivery method
 * first, a signed-in user, a quantity in order multiples; decimal comma).
 *
 * For a signed-in customer the form shows once the brand's delivery settings and the customer's
 * addresses are in (the choice of method, and the order multiple of the store it picks), behind
 * a boundary of its own. A page whose server did not wait for them writes the form when they
 * come, in the same response: the browser never hydrates a form built on settings the server's
 * HTML did not have (React #418), and the price beside it is not held back for them.
 */
export function AddToCart(props: AddToCartProps) {
  const t = useMessages();
  return (
    <Suspense fallback={<Skeleton lines={3} label={t('app.loading')} />}>
      <AddToCartForm {...props} />
    </Suspense>
  );
}

function AddToCartForm({ variant, listName = PAGE_NAMES.productDetail }: AddToCartProps) {
  const t = useMessages();
  const { services } = useServices();
  const cart = useAddToCart();
  const mutating = useCartMutating();
  const { signedIn } = cart;
  useStreamedQuery({ ...sessionQueries.brandConfig(services.client, services.brand.id), enabled: signedIn });
  useStreamedQuery({ ...sessionQueries.addresses(services.client), enabled: signedIn });
  const { options, chosen, choose } = useDeliveryMethod();
  const multiple = orderMultipleFor(variant.stock, orderLocationFor(services, chosen));
  const unit = variant.webSalesUnit.unit;
  const rule = useMemo(() => quantityRule({ unit, orderMultiple: multiple }), [unit, multiple]);
  // One in the article's unit, rounded up to the multiple, as a listing card starts (not 0,1 m of cable).
  const [quantity, setQuantity] = useState<number>(() => rule.snap(Math.max(1, rule.min)));
  const [message, setMessage] = useState<string | null>(null);

  /** The form's submit, taken over: the quantity as the field holds it now (Enter commits and submits at once). */
  function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setMessage(null);
    const typed = new FormData(event.currentTarget).get(QUANTITY_FIELD);
    const decision = cart.guard({
      deliveryId: chosen,
      quantity: typeof typed === 'string' ? typed : quantity,
      rule,
    });
    if (!decision.ok) return setMessage(decision.message);
    if (decision.quantity !== quantity) setQuantity(decision.quantity);
    const attempt = cart.add(
      [{ articleNumber: variant.articleNumber, quantity: decision.quantity, name: variant.name, unit }],
      decision.deliveryId,
      { source: { listName, variants: [variant] }, confirm: true },
    );
    if (!attempt.ok) return setMessage(attempt.message);
    attempt.done.catch(() => undefined); // the status below tells the failure
  }

  if (cart.mayNotOrder) return null;
  return (
    <section className="shop-add-to-cart" aria-label={t('cart.add')}>
      <CartForm articleNumber={variant.articleNumber} onSubmit={add} className="shop-add-to-cart__form">
        {signedIn ? <DeliveryMethodChoice options={options} value={chosen} onChange={choose} /> : null}
        <div className="shop-add-to-cart__row">
          <QuantityInput
            label={t('cart.quantityLabel')}
            inputName={QUANTITY_FIELD}
            orderMultiple={rule.step}
            minValue={rule.min}
            decimals={rule.decimals}
            snap={rule.snap}
            value={quantity}
            onChange={(value) => setQuantity(Number.isFinite(value) ? value : rule.min)}
          />
          <span className="shop-add-to-cart__unit">{unit}</span>
          <Button type="submit" variant="primary" isDisabled={mutating}>
            {t('cart.add')}
          </Button>
        </div>
      </CartForm>
      <FormError>{message}</FormError>
      <CartStatus />
    </section>
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
        <div className="shop-cart-delivery-choice">
          <DeliveryMethodChoice options={options} value={chosen} onChange={choose} />
        </div>
      ) : null}
      <div className="shop-cart-toast">
        <CartStatus />
      </div>
    </>
  );
}
