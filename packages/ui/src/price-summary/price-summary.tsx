import type { ReactNode } from 'react';
import { formatPrice } from '../price/price';
import './price-summary.css';

export interface PriceSummaryProps {
  /** What the sum is, e.g. 'Summa exkl. moms:'. */
  label: string;
  /** The order's sum; null when the session may not see prices (only the actions show). */
  amount: number | null;
  /** The way on: links or buttons, e.g. 'Till kassan'. */
  children?: ReactNode;
}

/**
 * The foot of the cart and the checkout steps: the order's sum as
 * '1 234,50 kr' and the actions that lead on, right-aligned and wrapping on
 * a phone.
 *
 * @example
 * <PriceSummary label="Summa exkl. moms:" amount={1234.5}><a href="/delivery">Till kassan</a></PriceSummary>
 */
export function PriceSummary({ label, amount, children }: PriceSummaryProps) {
  return (
    <div className="shop-price-summary">
      {amount !== null ? (
        <p className="shop-price-summary__sum">
          {label} <span className="shop-price-summary__amount">{formatPrice(amount)}</span>
        </p>
      ) : null}
      {children}
    </div>
  );
}
