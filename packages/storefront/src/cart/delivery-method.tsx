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
import { modeAtom, sessionAtom, sessionQueries } from '../session';
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
  const brandConfig = useQuery({ ...sessionQueries.brandConfig(services.client), enabled: signedIn });
  const addresses = useQuery({ ...sessionQueries.addresses(services.client), enabled: signedIn });
  // The customer's preferred method counts as their pick; chosenDeliveryOption falls back from it.
  const [deliveryId, setDeliveryId] = useState<DeliveryType | null>(
    (session.user?.preferredDeliveryMethod as DeliveryType | null | undefined) ?? null,
  );
  // The server's render time while hydrating, so the options in its HTML are the ones hydrated.
  const now = useRenderClock();
  const config = brandConfig.data?.brands.find((b) => b.id === services.brand.id);
  const claims = session.claims;
  const denies = claims?.customerPermissions.find(
    (p) => p.customerId === claims.customerId,
  )?.permissionDenies;
  const zipCode = deliveryZipCode(useAtomValue(chosenDeliveryZipAtom), addresses.data?.deliveryAddresses);
  const options: DeliveryOption[] = config
    ? availableDeliveryOptions(config.deliveryOptions, {
        now,
        zipCode,
        mode,
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
    deliveryId && offered.includes(deliveryId)
      ? deliveryId
      : chosenDeliveryOption(offered, {
          default: session.user?.defaultDeliveryMethod as DeliveryType | undefined,
        });
  return { options, chosen, choose: setDeliveryId };
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
