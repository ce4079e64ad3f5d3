import type { ReactNode } from 'react';
import { formatPrice } from '../price/price';
import './price-summary.css';

/** The VAT rows under the sum: the VAT and the total including it, with their words. */
export interface PriceSummaryVat {
  /** The VAT on `amount`, e.g. from stock-rules' `orderTotals`. */
  vat: number;
  /** What is paid: `amount` + `vat`, as `orderTotals` gives it. */
  total: number;
  /** e.g. 'Moms'. */
  vatLabel: string;
  /** e.g. 'Att betala inkl. moms'. */
  totalLabel: string;
}

export interface PriceSummaryProps {
  /** What the sum is, e.g. 'Summa exkl. moms:' ('Summa exkl. moms' when `vat` is given). */
  label: string;
  /** The order's sum; null when the session may not see prices (only the actions show). */
  amount: number | null;
  /** With it, the sum, the VAT and the total including VAT show as three rows. */
  vat?: PriceSummaryVat | null;
  /** The way on: links or buttons, e.g. 'Till kassan'. */
  children?: ReactNode;
}

/**
 * The foot of the cart and the checkout steps: the order's sum as
 * '1 234,50 kr' — with `vat`, also the VAT and the total including VAT, as
 * a list of terms and amounts — and the actions that lead on, right-aligned
 * and wrapping on a phone.
 *
 * @example
 * <PriceSummary
 *   label="Summa exkl. moms"
 *   amount={1234.5}
 *   vat={{ vat: 308.63, total: 1543.13, vatLabel: 'Moms', totalLabel: 'Att betala inkl. moms' }}
 * >
 *   <a href="/delivery">Till kassan</a>
 * </PriceSummary>
 */
export function PriceSummary({ label, amount, vat, children }: PriceSummaryProps) {
  return (
    <div className="shop-price-summary">
      {amount !== null && vat ? (
        <dl className="shop-price-summary__sums">
          <div className="shop-price-summary__row">
            <dt>{label}</dt>
            <dd>{formatPrice(amount)}</dd>
          </div>
          <div className="shop-price-summary__row">
            <dt>{vat.vatLabel}</dt>
            <dd>{formatPrice(vat.vat)}</dd>
          </div>
          <div className="shop-price-summary__row shop-price-summary__row--total">
            <dt>{vat.totalLabel}</dt>
            <dd className="shop-price-summary__amount">{formatPrice(vat.total)}</dd>
          </div>
        </dl>
      ) : amount !== null ? (
        <p className="shop-price-summary__sum">
          {label} <span className="shop-price-summary__amount">{formatPrice(amount)}</span>
        </p>
      ) : null}
      {children}
    </div>
  );
}
