import type { CommerceClient } from '@shop/commerce-client';
import {
  availableDeliveryOptions,
  chosenDeliveryOption,
  type DeliveryOption,
  type DeliveryType,
} from '@shop/delivery-rules';
import { useQuery } from '@tanstack/react-query';
import { atom, useAtomValue } from 'jotai';
import { useState } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { useDeliveryName, useMessages, useRenderClock, useServices } from '../core';
import { modeAtom, type SessionState, sessionAtom, sessionQueries } from '../session';
import '../core/page.css';
import './cart.css';

/**
 * The postal code of the delivery address the customer chose at checkout (/delivery): from then
 * on the delivery options follow it. Until a choice, the first address valid for delivery counts.
 */
export const chosenDeliveryZipAtom = atom<string | null>(null);

/** The postal code the delivery options are decided for: the chosen address's, else the first valid one's. */
export function deliveryZipCode(
  chosen: string | null,
  addresses: readonly { validForDelivery: boolean; postalCode: string }[] | undefined,
): string | null {
  return chosen ?? addresses?.find((a) => a.validForDelivery)?.postalCode ?? null;
}

/**
 * The delivery options this session may choose now (brand config, hours,
 * limited users, punch-out) and the chosen one: the customer's pick, else
 * `chosenDeliveryOption` (their preferred method, their default, DBI, the
 * only option), each only when it is on offer.
 */
export function useDeliveryMethod() {
  const { services } = useServices();
  const session = useAtomValue(sessionAtom);
  const mode = useAtomValue(modeAtom);
  const signedIn = session.status === 'signed-in';
  const brandConfig = useQuery({
    ...sessionQueries.brandConfig(services.client, services.brand.id),
    enabled: signedIn,
  });
  const addresses = useQuery({ ...sessionQueries.addresses(services.client), enabled: signedIn });
  // The customer's preferred method counts as their pick; chosenDeliveryOption falls back from it.
  const [deliveryId, setDeliveryId] = useState<DeliveryType | null>(
    (session.user?.preferredDeliveryMethod as DeliveryType | null | undefined) ?? null,
  );
  const { options, chosen } = deliveryChoice({
    brandId: services.brand.id,
    brandConfig: brandConfig.data,
    addresses: addresses.data?.deliveryAddresses,
    chosenZip: useAtomValue(chosenDeliveryZipAtom),
    // The server's render time while hydrating, so the options in its HTML are the ones hydrated.
    now: useRenderClock(),
    mode,
    claims: session.claims,
    defaultMethod: session.user?.defaultDeliveryMethod,
    picked: deliveryId,
  });
  return { options, chosen, choose: setDeliveryId };
}

/**
 * The delivery options a customer may choose now and the chosen one (§5), from the brand's
 * config: the customer's pick, else `chosenDeliveryOption` (their default, DBI, the only option),
 * each only when it is on offer. The rule of `useDeliveryMethod`, and of the server's add posted
 * without scripts (which has no pick of its own to offer).
 */
export function deliveryChoice(input: {
  brandId: string;
  brandConfig: Awaited<ReturnType<CommerceClient['catalogue']['brandConfig']>> | undefined;
  addresses: readonly { validForDelivery: boolean; postalCode: string }[] | undefined;
  chosenZip: string | null;
  now: Date;
  mode: Parameters<typeof availableDeliveryOptions>[1]['mode'];
  claims: SessionState['claims'];
  defaultMethod: string | null | undefined;
  picked: DeliveryType | null;
}): { options: DeliveryOption[]; chosen: DeliveryType | null } {
  const config = input.brandConfig?.brands.find((b) => b.id === input.brandId);
  const { claims } = input;
  const denies = claims?.customerPermissions.find(
    (p) => p.customerId === claims.customerId,
  )?.permissionDenies;
  const options: DeliveryOption[] = config
    ? availableDeliveryOptions(config.deliveryOptions, {
        now: input.now,
        zipCode: deliveryZipCode(input.chosenZip, input.addresses),
        mode: input.mode,
        denyCodes: denies,
        settings: {
          extraClosedDays: config.extraClosedDays,
          limitedDeliveryOptionId: config.limitedDeliveryOptionId,
          punchoutDeliveryOptionId: config.punchoutDeliveryOptionId,
        },
      })
    : [];
  const offered = options.map((o) => o.id);
  const chosen =
    input.picked && offered.includes(input.picked)
      ? input.picked
      : chosenDeliveryOption(offered, { default: input.defaultMethod as DeliveryType | undefined });
  return { options, chosen };
}

/** The radio group 'Leveranssätt'. */
export function DeliveryMethodChoice({
  options,
  value,
  onChange,
}: {
  options: DeliveryOption[];
  value: DeliveryType | null;
  onChange: (id: DeliveryType) => void;
}) {
  const t = useMessages();
  const deliveryName = useDeliveryName();
  if (options.length === 0) return null;
  return (
    <RadioGroup
      className="shop-add-to-cart__delivery"
      name="leverans"
      value={value}
      onChange={(id) => onChange(id as DeliveryType)}
    >
      <Label className="shop-field-label">{t('cart.deliveryMethod')}</Label>
      {options.map((option) => (
        <Radio key={option.id} value={option.id} className="shop-context__choice">
          {deliveryName(option.id, option.name)}
        </Radio>
      ))}
    </RadioGroup>
  );
}
