import {
  buildOciFields,
  PunchoutError,
  type PunchoutLine,
  submitPunchoutForm,
  validatePunchoutSettings,
} from '@shop/punchout';
import { Button, FormError } from '@shop/ui';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useMessages, useServices } from '../core';
import { punchoutAtom, sessionAtom, storeIdsFor } from '../session';
import './punchout.css';

/**
 * A cart line as the transfer reads it: its article and the name the cart knows. Punch-out's own
 * type, so that it sits below the cart and does not import it (the cart passes its lines).
 */
export interface TransferLine {
  articleNumber: string;
  variant?: { name?: string | null } | null;
}

type TransferState =
  | { kind: 'idle' }
  | { kind: 'sending' }
  /** Lines without a price: nothing is sent (§5 'price'). */
  | { kind: 'price'; names: string[] }
  /** HOOK_URL is no http(s) address: a form posted there could run script in the shop's page. */
  | { kind: 'hook' }
  | { kind: 'failed' };

/**
 * 'Överför till inköpssystem' (storefront-core §4, §5, §7): the cart's lines,
 * with the price, stock and attributes the services give this session now,
 * become the OCI form that is POSTed to the session's HOOK_URL (in `~TARGET`);
 * then the cart is set to DELETED (sent with keepalive, so it survives the
 * page going away) and the new, empty one is read. A line without a price stops the transfer and
 * is named; any other failure says so and keeps the cart for another try.
 */
export function PunchoutTransfer<Line extends TransferLine>({
  items,
  quantityOf,
}: {
  items: readonly Line[];
  /** The quantity the customer sees on the line (typed, maybe not yet sent). */
  quantityOf: (item: Line) => number;
}) {
  const t = useMessages();
  const { services } = useServices();
  const punchout = useAtomValue(punchoutAtom);
  const customerId = useAtomValue(sessionAtom).claims?.customerId;
  const [state, setState] = useState<TransferState>({ kind: 'idle' });
  if (!punchout) return null;

  async function transfer(hookUrl: string, target: string) {
    // The server checked HOOK_URL at the hand-over; the page checks again before it posts the basket.
    if (validatePunchoutSettings({ HOOK_URL: hookUrl }) !== null) {
      setState({ kind: 'hook' });
      return;
    }
    setState({ kind: 'sending' });
    try {
      const numbers = [...new Set(items.map((item) => item.articleNumber))];
      const variants = await services.client.gateway.variants(numbers, {
        locationIds: storeIdsFor(services),
      });
      const byNumber = new Map(variants.map((variant) => [variant.articleNumber, variant]));
      const lines: PunchoutLine[] = items.map((item) => {
        const variant = byNumber.get(item.articleNumber);
        return {
          name: variant?.name ?? item.variant?.name ?? item.articleNumber,
          articleNumber: item.articleNumber,
          quantity: quantityOf(item),
          price: variant?.price ?? null,
          attributes: variant?.attributes ?? [],
          stock: variant?.stock ?? null,
          breadcrumb: variant?.product.breadcrumb ?? null,
        };
      });
      const rules = customerId ? services.brand.settings.punchoutCustomerRules?.[customerId] : undefined;
      const fields = buildOciFields(lines, rules);
      submitPunchoutForm(document, hookUrl, fields, target);
      // The basket has gone (§4): the cart is set to DELETED and read again, so the next
      // hand-over starts from a new, empty cart.
      services.cart.discard();
      services.cart.flush({ leaving: true });
      setState({ kind: 'idle' });
    } catch (error) {
      if (error instanceof PunchoutError && error.code === 'price') {
        const names = items
          .filter((item) => error.lines.includes(item.articleNumber))
          .map((item) => `${byName(item)} (${item.articleNumber})`);
        setState({ kind: 'price', names });
      } else {
        setState({ kind: 'failed' });
      }
    }
  }

  return (
    <div className="shop-punchout-transfer">
      <p>{t('punchout.transferIntro', { system: punchout.system ?? '' })}</p>
      <Button
        variant="primary"
        isDisabled={state.kind === 'sending' || items.length === 0}
        onPress={() => void transfer(punchout.hookUrl, punchout.target)}
      >
        {state.kind === 'sending' ? t('punchout.transferring') : t('punchout.transfer')}
      </Button>
      {state.kind === 'price' ? (
        <FormError>{t('punchout.missingPrice', { lines: state.names.join(', ') })}</FormError>
      ) : null}
      {state.kind === 'hook' ? <FormError>{t('punchout.invalidHook')}</FormError> : null}
      {state.kind === 'failed' ? <FormError>{t('errors.internal_server_error')}</FormError> : null}
    </div>
  );
}

const byName = (item: TransferLine) => item.variant?.name ?? item.articleNumber;
