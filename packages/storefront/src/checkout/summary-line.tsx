import { formatUnitQuantity } from '@shop/stock-rules';
import type { ReactNode } from 'react';
import './summary-line.css';

/** What a line of an order costs: net price × quantity, to the öre. */
export function lineSum(netPrice: number, quantity: number): number {
  return Math.round(netPrice * quantity * 100) / 100;
}

/**
 * A line of the order on the summary and the success page: the article's name, the quantity
 * in its unit with a Swedish decimal comma (0,1 m, 10 kg, 3 förp.) and the line's price.
 */
export function SummaryLine({
  name,
  quantity,
  unit,
  price,
}: {
  name: string;
  quantity: number;
  unit: string | null | undefined;
  price: ReactNode;
}) {
  return (
    <li className="shop-summary-line">
      <span className="shop-summary-line__what">{name}</span>
      <span>{formatUnitQuantity(quantity, unit)}</span>
      <span className="shop-summary-line__price">{price}</span>
    </li>
  );
}
