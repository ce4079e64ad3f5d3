import { formatPrice } from '../price/price';
import './bracket-price-table.css';

export interface PriceBracket {
  /** The bracket applies from this quantity up to the next bracket's. */
  fromQuantity: number;
  /** Price per unit in this bracket. */
  price: number;
}

export interface BracketPriceTableProps {
  /** The table's caption and accessible name, e.g. 'Mängdrabatt'. */
  caption: string;
  /** The brackets, in any order (sorted by quantity); none renders nothing. */
  brackets: PriceBracket[];
  /** Sales unit, e.g. 'st' or 'm'. */
  unit: string;
  /** Column headers, e.g. { quantity: 'Från antal', price: 'Pris' }. */
  labels: { quantity: string; price: string };
  /** The quantity being ordered: its bracket is marked (`aria-current`). */
  quantity?: number;
}

const quantityFormat = new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 3 });

/**
 * Quantity discounts as a real table: one row per bracket, the quantity it
 * starts at (row header) and the price per unit, in Swedish format. With a
 * `quantity`, the bracket it falls in is highlighted. Nothing is rendered
 * without brackets.
 *
 * @example
 * <BracketPriceTable caption="Mängdrabatt" unit="st" labels={{ quantity: 'Från antal', price: 'Pris' }}
 *   brackets={[{ fromQuantity: 1, price: 89 }, { fromQuantity: 10, price: 79.5 }]} />
 */
export function BracketPriceTable({ caption, brackets, unit, labels, quantity }: BracketPriceTableProps) {
  if (brackets.length === 0) return null;
  const rows = [...brackets].sort((a, b) => a.fromQuantity - b.fromQuantity);
  const active =
    quantity === undefined ? undefined : rows.findLast((bracket) => bracket.fromQuantity <= quantity);
  return (
    <table className="shop-bracket-price-table">
      <caption className="shop-bracket-price-table__caption">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{labels.quantity}</th>
          <th scope="col" className="shop-bracket-price-table__price">
            {labels.price}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((bracket) => (
          <tr key={bracket.fromQuantity} aria-current={bracket === active ? 'true' : undefined}>
            <th scope="row">
              {quantityFormat.format(bracket.fromQuantity)} {unit}
            </th>
            <td className="shop-bracket-price-table__price">
              {formatPrice(bracket.price)}
              <span className="shop-bracket-price-table__unit">/{unit}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
