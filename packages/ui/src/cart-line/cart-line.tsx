import type { ReactNode } from 'react';
import { Button, Link } from 'react-aria-components';
import { QuantityInput } from '../quantity-input/quantity-input';
import './cart-line.css';

/** What fixes a line that needs action: a button (e.g. set the quantity the stock allows) or a link (e.g. the replacement article). */
export type CartLineFix = { label: string; onPress: () => void } | { label: string; href: string };

export interface CartLineProblem {
  /** Why the line needs action, e.g. 'Det finns bara 3 i lager.' (in bold). */
  text: string;
  /** What the customer can do when there is no one-click fix, e.g. 'Flytta raden till ett annat leveranssätt …'. */
  detail?: string;
  fix?: CartLineFix;
}

export interface CartLineProps {
  name: string;
  /** The product page; without it the name is plain text. */
  href?: string;
  articleNumber: string;
  /** Put before the article number, e.g. 'Art.nr'. */
  articleNumberLabel: string;
  quantity: number;
  onQuantityChange: (quantity: number) => void;
  /** The quantity field's accessible name, e.g. 'Antal av Gipsskiva 13 mm' (hidden: the row says it). */
  quantityLabel: string;
  /** The sales unit, shown after the field, e.g. 'st' or 'm'. */
  unit?: string;
  /** Decimals the quantity allows (metre and kilo articles). */
  decimals?: number;
  /** The order multiple the steppers move by and the value snaps to (default 1, or 0.1 with decimals). */
  orderMultiple?: number;
  /** The line's price, e.g. a `Price`; leave it out when the session may not see prices. */
  price?: ReactNode;
  onRemove: () => void;
  /** The remove button's text, e.g. 'Ta bort'; its accessible name ends with the line's name. */
  removeLabel: string;
  /** The line needs action before it can be ordered. */
  problem?: CartLineProblem;
  /** A failed update or remove, announced. */
  error?: string;
}

/**
 * One cart line: the article (a link to its page) and its number, the
 * quantity in Swedish number format, the line price and a remove button;
 * under it what the line needs before it can be ordered, with the one-click
 * fix when there is one, and an announced error when an update failed.
 * A list item: put it in a `DeliveryGroup` or another list.
 *
 * @example
 * <CartLine name="Gipsskiva 13 mm" href="/produkt/gips-13" articleNumber="1000001" articleNumberLabel="Art.nr"
 *   quantity={2} onQuantityChange={update} quantityLabel="Antal av Gipsskiva 13 mm" onRemove={remove} removeLabel="Ta bort" />
 */
export function CartLine({
  name,
  href,
  articleNumber,
  articleNumberLabel,
  quantity,
  onQuantityChange,
  quantityLabel,
  unit,
  decimals = 0,
  orderMultiple = decimals > 0 ? 0.1 : 1,
  price,
  onRemove,
  removeLabel,
  problem,
  error,
}: CartLineProps) {
  return (
    <li className="shop-cart-line" data-needs-action={problem ? true : undefined}>
      <div className="shop-cart-line__what">
        {href ? (
          <a className="shop-cart-line__name" href={href}>
            {name}
          </a>
        ) : (
          <span className="shop-cart-line__name">{name}</span>
        )}
        <span className="shop-cart-line__meta">
          {articleNumberLabel} {articleNumber}
        </span>
      </div>
      <span className="shop-cart-line__quantity">
        <QuantityInput
          label={quantityLabel}
          hideLabel
          value={quantity}
          orderMultiple={orderMultiple}
          decimals={decimals}
          onChange={onQuantityChange}
        />
        {unit ? <span className="shop-cart-line__unit">{unit}</span> : null}
      </span>
      <span className="shop-cart-line__price">{price}</span>
      <Button className="shop-cart-line__remove" onPress={onRemove}>
        {removeLabel}
        <span className="shop-visually-hidden"> {name}</span>
      </Button>
      {problem ? (
        <div className="shop-cart-line__problem">
          <strong>{problem.text}</strong>
          {problem.detail ? <> {problem.detail}</> : null}
          {problem.fix ? (
            <>
              {' '}
              {'href' in problem.fix ? (
                <Link className="shop-cart-line__fix" href={problem.fix.href}>
                  {problem.fix.label}
                </Link>
              ) : (
                <Button className="shop-cart-line__fix" onPress={problem.fix.onPress}>
                  {problem.fix.label}
                </Button>
              )}
            </>
          ) : null}
        </div>
      ) : null}
      {error ? (
        <p className="shop-cart-line__error" role="alert">
          {error}
        </p>
      ) : null}
    </li>
  );
}
