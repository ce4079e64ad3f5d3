import { PriceSummary } from '@shop/ui';
import type { ReactNode } from 'react';
import { useMessages } from './intl';

/**
 * The three sums under a cart, a checkout step, a confirmation and an order
 * page: excluding VAT, the VAT, and what is paid including it. The figures
 * come from stock-rules' `orderTotals` (before the order) or from the order
 * service (after it); a null sum (prices not shown) leaves only `children`.
 */
export function OrderSums({
  excludingVat,
  vat,
  children,
}: {
  excludingVat: number | null;
  vat: number | null;
  children?: ReactNode;
}) {
  const t = useMessages();
  return (
    <PriceSummary
      label={vat === null ? t('cart.total') : t('sums.excludingVat')}
      amount={excludingVat}
      vat={
        excludingVat !== null && vat !== null
          ? {
              vat,
              // Two öre amounts: added in öre, so 0,1 + 0,2 is 0,30 kr.
              total: Math.round(excludingVat * 100 + vat * 100) / 100,
              vatLabel: t('sums.vat'),
              totalLabel: t('sums.includingVat'),
            }
          : null
      }
    >
      {children}
    </PriceSummary>
  );
}
