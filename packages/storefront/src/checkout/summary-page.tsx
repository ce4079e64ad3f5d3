import { CommerceError, checkoutOutcome } from '@shop/commerce-client';
import { DELIVERY_TYPES } from '@shop/delivery-rules';
import { Alert, Button, DeliveryGroup, Price, Skeleton } from '@shop/ui';
import { useNavigate } from '@tanstack/react-router';
import { useAtom, useSetAtom } from 'jotai';
import { type FormEvent, useRef, useState } from 'react';
import { cartKeys, trackedCartLines } from '../cart';
import { AppLink, OrderSums, useDeliveryName, useMessages, useServices } from '../core';
import { isAllowed, messageAtom, sessionKeys } from '../session';
import {
  AddressLines,
  CheckoutStepper,
  isPlacingOrderAtom,
  lastOrderAtom,
  orderedSums,
  StepNotReady,
  useCheckoutData,
} from './checkout-parts';
import { ORDER_FORM_ACTION, ORDER_KEY_FIELD, orderDetailsOf } from './delivery-form';
import { lineSum, SummaryLine } from './summary-line';
import '../core/page.css';
import './checkout.css';

/** A checkout the order service refused for a delivery's reference (400 `reference_required` / `reference_invalid`). */
function isReferenceRefusal(
  error: unknown,
): error is CommerceError & { messageKey: 'errors.reference_required' | 'errors.reference_invalid' } {
  return (
    error instanceof CommerceError &&
    (error.messageKey === 'errors.reference_required' || error.messageKey === 'errors.reference_invalid')
  );
}

/**
 * /summary: what will be ordered per delivery, and 'Skicka order' with every outcome of §4.
 * 'Skicka order' is a form posted to the server (`/kassa/skicka`), which places the order with
 * the details it kept from the delivery step; once the app has taken over, it places the order
 * itself. Both send the idempotency key the page was rendered with, so however often the form
 * is sent, and by whichever path, one order is placed.
 */
export function SummaryPage() {
  const t = useMessages();
  const deliveryName = useDeliveryName();
  const { services } = useServices();
  const navigate = useNavigate();
  const [placing, setPlacing] = useAtom(isPlacingOrderAtom);
  const setLastOrder = useSetAtom(lastOrderAtom);
  const setMessage = useSetAtom(messageAtom);
  const { cart, session, details, setDetails, addresses, locations } = useCheckoutData('summary');
  // Made where the page is rendered (the server, for a first page): the browser keeps that one.
  const [orderKey] = useState(() => crypto.randomUUID());
  // A second submit before the button shows it is disabled (two taps in one frame) places nothing.
  const sending = useRef(false);
  const data = cart.data;
  const mayOrder = isAllowed(session.claims, 'EJ_ORDER');
  const showPrices = isAllowed(session.claims, 'EJ_SE_PRISER');
  const dateFormat = new Intl.DateTimeFormat('sv-SE', {
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The key in the form (the server's, when it rendered the page), as a post without scripts sends it.
    const key = new FormData(event.currentTarget).get(ORDER_KEY_FIELD);
    void place(typeof key === 'string' && key ? key : orderKey);
  }

  async function place(idempotencyKey: string) {
    if (placing || sending.current || !data || !details) return;
    sending.current = true;
    setPlacing(true);
    const refetch = () => services.queryClient.invalidateQueries({ queryKey: cartKeys.all });
    try {
      const orderDetails = orderDetailsOf(data.deliveryIdsInOrder, details);
      const orders = await services.cart.checkout(orderDetails, { idempotencyKey });
      const outcome = checkoutOutcome(
        orders,
        Object.fromEntries(DELIVERY_TYPES.map((id) => [id, deliveryName(id)])),
      );
      if (outcome.outcome === 'failed') throw new Error('Error placing order');
      // Only the deliveries placed are purchases; a failed one's lines stay in the cart.
      setLastOrder({
        orders: outcome.orders.map((order) => {
          const placed = orders.find((o) => o.success && o.deliveryId === order.deliveryId);
          const cartLines = data.cartItems.filter((line) => line.deliveryId === order.deliveryId);
          return {
            ...order,
            lines: trackedCartLines(cartLines),
            // What the service took: its quantities, units and sums, named from the cart.
            confirmed: {
              lines: (placed?.orderItems ?? []).map((item) => ({
                ...item,
                name:
                  cartLines.find((line) => line.articleNumber === item.articleNumber)?.variant?.name ??
                  item.articleNumber,
              })),
              total: showPrices ? (placed?.orderDetails.total ?? null) : null,
              vat: showPrices ? (placed?.orderDetails.vat ?? null) : null,
            },
          };
        }),
      });
      setDetails(null);
      if (outcome.outcome === 'partial') {
        setMessage({
          key: 'errors.invalid_partial_order',
          severity: 'warning',
          values: { deliveries: outcome.failedDeliveries.join(', ') },
        });
      }
      await refetch();
      await navigate({ to: '/checkout-success-page' });
    } catch (error) {
      if (isReferenceRefusal(error)) {
        // The customer's 'Referens krävs' refused a delivery's reference (the setting changed
        // since the delivery step, say): nothing was placed, and the fix is on /delivery, so the
        // details stay and the step reads the setting again.
        setMessage({ key: error.messageKey, severity: 'danger' });
        const customerId = session.claims?.customerId ?? '';
        await services.queryClient.invalidateQueries({ queryKey: sessionKeys.orderReference(customerId) });
        await navigate({ to: '/delivery' });
        return;
      }
      // §4: none placed or the call failed — order state cleared, message, cart refetched, start page.
      setDetails(null);
      setMessage({ key: 'errors.invalid_order', severity: 'danger' });
      await refetch();
      await navigate({ to: '/' });
    } finally {
      sending.current = false;
      setPlacing(false);
    }
  }

  if (!details) {
    return (
      <StepNotReady
        step="summary"
        reason={t('checkout.noDetails')}
        way={<AppLink to="/delivery">{t('checkout.toDelivery')}</AppLink>}
      />
    );
  }
  if (!data) return <Skeleton lines={8} label={t('app.loading')} />;
  return (
    <section className="shop-page shop-checkout">
      <div className="shop-summary__sticky">
        <CheckoutStepper current={3} />
        <OrderSums {...orderedSums(data, showPrices)}>
          {mayOrder ? (
            <form method="post" action={ORDER_FORM_ACTION} onSubmit={submit}>
              <input type="hidden" name={ORDER_KEY_FIELD} value={orderKey} suppressHydrationWarning />
              <Button type="submit" variant="primary" isDisabled={placing}>
                {placing ? t('checkout.placing') : t('checkout.placeOrder')}
              </Button>
            </form>
          ) : null}
        </OrderSums>
      </div>
      <h1>{t('checkout.step.summary')}</h1>
      {!mayOrder ? <Alert tone="warning">{t('checkout.noOrderRight')}</Alert> : null}
      {data.deliveryIdsInOrder.map((deliveryId) => {
        const d = details[deliveryId];
        const name = deliveryName(deliveryId);
        const address = addresses.data?.deliveryAddresses.find((a) => a.addressId === d?.addressId);
        const store = locations.data?.locations.find((l) => l.id === d?.storeId);
        const lines = data.cartItems.filter((i) => i.deliveryId === deliveryId);
        return (
          <DeliveryGroup
            key={deliveryId}
            title={name}
            aside={
              <span>
                {d?.requestedDeliveryDate
                  ? dateFormat.format(new Date(`${d.requestedDeliveryDate}T12:00:00`))
                  : null}
              </span>
            }
            details={
              <div className="shop-checkout__fields">
                {address ? <AddressLines address={address} /> : store ? <p>{store.name}</p> : null}
                {d?.reference ? <p>{t('checkout.referenceValue', { reference: d.reference })}</p> : null}
                {d?.deliveryNote ? <p>{t('checkout.noteValue', { note: d.deliveryNote })}</p> : null}
              </div>
            }
          >
            {lines.map((line) => (
              <SummaryLine
                key={line.cartItemId}
                name={line.variant?.name ?? line.articleNumber}
                quantity={line.quantity}
                unit={line.variant?.webSalesUnit.unit}
                price={
                  showPrices && line.variant?.price ? (
                    <Price
                      amount={lineSum(line.variant.price.netPrice, line.quantity)}
                      labels={{ askForPrice: t('product.askForPrice'), previous: t('product.previousPrice') }}
                    />
                  ) : null
                }
              />
            ))}
          </DeliveryGroup>
        );
      })}
      <p className="shop-note">{t('checkout.terms')}</p>
      <AppLink to="/delivery">{t('checkout.toDelivery')}</AppLink>
    </section>
  );
}
