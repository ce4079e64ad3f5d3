import type { DeliveryType } from '@shop/delivery-rules';
import { isMessageKey, useMessages } from './intl';

/**
 * The Swedish name of a delivery method from the message catalogue (`delivery.type.<id>`), never
 * its code: the service's name is not shown. An id the catalogue does not know (a new method)
 * falls back to the service's name, then the id.
 *
 * @example
 * const deliveryName = useDeliveryName();
 * deliveryName('24-12') // 'Utkörning inom 24 timmar, beställ före kl. 12'
 */
export function useDeliveryName() {
  const t = useMessages();
  return (id: DeliveryType | string, serviceName?: string) => {
    const key = `delivery.type.${id}`;
    return isMessageKey(key) ? t(key) : (serviceName ?? id);
  };
}
