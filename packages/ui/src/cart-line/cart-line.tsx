import { type ReactNode, useId, useState } from 'react';
import { Link } from '../link/link';
import { CompactQuantityInput } from '../quantity-input/compact-quantity-input';
import '../internal/input.css';
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
  /** The article's name, e.g. 'Gipsskiva 13 mm'. */
  name: string;
  /** The product page; without it the name is plain text. */
  href?: string;
  /** The article number, e.g. '1000001'. */
  articleNumber: string;
  /** Put before the article number, e.g. 'Art.nr'. */
  articleNumberLabel: string;
  /** The line's quantity. */
  quantity: number;
  /** Called with the new, snapped quantity. */
  onQuantityChange: (quantity: number) => void;
  /** The quantity field's accessible name, e.g. 'Antal av Gipsskiva 13 mm' (hidden: the row says it). */
  quantityLabel: string;
  /** The sales unit, shown after the field, e.g. 'st' or 'm'. */
  unit?: string;
  /** Decimals the quantity allows (metre and kilo articles). */
  decimals?: number;
  /** What the quantity steppers move by (the order multiple; default 1). */
  orderMultiple?: number;
  /** Reads a typed quantity; null when it is not one (the app passes stock-rules' `parseQuantityText`). */
  parseQuantity: (text: string) => number | null;
  /** Rounds a typed or stepped quantity (the app passes stock-rules' rule: up to the order multiple). */
  snapQuantity: (value: number) => number;
  /** The line's price, e.g. a `Price`; leave it out when the session may not see prices. */
  price?: ReactNode;
  /** Called when the remove button is pressed. */
  onRemove: () => void;
  /** The remove button's text, e.g. 'Ta bort'; its accessible name ends with the line's name. */
  removeLabel: string;
  /** The line needs action before it can be ordered. */
  problem?: CartLineProblem;
  /** A failed update or remove, announced. */
  error?: string;
  /** The line's own text (job site, room, 'Bod 3'), edited in place; committed on blur or Enter. */
  lineLabel?: CartLineLabel;
  /** A checkbox that picks the line for a batch action (delete, export). */
  selection?: { label: string; isSelected: boolean; onChange: (isSelected: boolean) => void };
  /** Post the quantity and the removal as a form before the page's scripts run (see `CartLineForm`). */
  form?: CartLineForm;
}

/**
 * The line as a form the server answers, for a page whose scripts have not run yet (or never
 * will): the quantity field and the remove button post to `action` with `fields` (the line's id,
 * the page to go back to). A hidden button is the form's default, so Enter in the field sends the
 * typed quantity, never the removal. Once the app runs, the buttons' clicks are the app's
 * and the form is never sent.
 */
export interface CartLineForm {
  action: string;
  /** Hidden fields, e.g. `{ rad: cartItemId, tillbaka: '/cart' }`. */
  fields: Record<string, string>;
  /** The quantity field's name. */
  quantityName: string;
  /** The field that names the button that sent the form: `update` or `remove`. */
  intentName: string;
  /** The hidden update button's text, e.g. 'Uppdatera antal'; its name ends with the line's name. */
  updateLabel: string;
}

interface CartLineLabel {
  value: string | null;
  onChange: (value: string | null) => void;
  /** The visible word, e.g. 'Märkning'; the field's name adds the line's name. */
  label: string;
  /** The word between them for assistive technology, e.g. 'för'. */
  joiner: string;
  maxLength?: number;
}

/**
 * One cart line: the article (a link to its page) and its number, the
 * quantity in Swedish number format, the line price and a remove button;
 * optionally a checkbox for batch actions and the line's own label;
 * under it what the line needs before it can be ordered, with the one-click
 * fix when there is one, and an announced error when an update failed.
 * A list item: put it in a `DeliveryGroup` or another list. A cart renders
 * hundreds of these, so a line is native elements and the compact quantity
 * field (see `CompactQuantityInput`), with no per-line react-aria hooks.
 *
 * @example
 * const rule = quantityRule({ unit: 'st', orderMultiple: 1 }); // @shop/stock-rules
 * <CartLine name="Gipsskiva 13 mm" href="/produkt/gips-13" articleNumber="1000001" articleNumberLabel="Art.nr"
 *   quantity={2} onQuantityChange={update} quantityLabel="Antal av Gipsskiva 13 mm"
 *   orderMultiple={rule.step} parseQuantity={rule.parse} snapQuantity={rule.snap}
 *   onRemove={remove} removeLabel="Ta bort" />
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
  orderMultiple = 1,
  parseQuantity,
  snapQuantity,
  price,
  onRemove,
  removeLabel,
  problem,
  error,
  lineLabel,
  selection,
  form,
}: CartLineProps) {
  const formId = useId();
  const intent = (value: 'update' | 'remove') =>
    form
      ? { type: 'submit' as const, form: formId, name: form.intentName, value }
      : { type: 'button' as const };
  return (
    <li className="shop-cart-line" data-needs-action={problem ? true : undefined}>
      {form ? (
        // Out of the line's grid: its fields and buttons name it by id (a form needs no box to be sent).
        <form
          id={formId}
          method="post"
          action={form.action}
          hidden
          onSubmit={(event) => event.preventDefault()}
        >
          {Object.entries(form.fields).map(([field, value]) => (
            <input key={field} type="hidden" name={field} value={value} />
          ))}
        </form>
      ) : null}
      <div
        className={
          selection ? 'shop-cart-line__what shop-cart-line__what--selectable' : 'shop-cart-line__what'
        }
      >
        {selection ? (
          <input
            type="checkbox"
            className="shop-cart-line__select"
            aria-label={selection.label}
            checked={selection.isSelected}
            onChange={(event) => selection.onChange(event.target.checked)}
          />
        ) : null}
        {href ? (
          <Link appearance="plain" className="shop-cart-line__name" href={href}>
            {name}
          </Link>
        ) : (
          <span className="shop-cart-line__name">{name}</span>
        )}
        <span className="shop-cart-line__meta">
          {articleNumberLabel} {articleNumber}
        </span>
        {lineLabel ? <LineLabelField {...lineLabel} name={name} /> : null}
      </div>
      <span className="shop-cart-line__quantity">
        <CompactQuantityInput
          label={quantityLabel}
          value={quantity}
          orderMultiple={orderMultiple}
          decimals={decimals}
          parse={parseQuantity}
          snap={snapQuantity}
          onChange={onQuantityChange}
          name={form?.quantityName}
          form={form ? formId : undefined}
        />
        {unit ? <span className="shop-cart-line__unit">{unit}</span> : null}
        {form ? (
          // Before the remove button in the page, so that it is the form's default: Enter in the
          // field presses it. Out of sight and of the tab order: the field is the way in.
          <button
            {...intent('update')}
            className="shop-visually-hidden"
            tabIndex={-1}
            onClick={(event) => event.preventDefault()}
          >
            {form.updateLabel} {name}
          </button>
        ) : null}
      </span>
      <span className="shop-cart-line__price">{price}</span>
      <button
        {...intent('remove')}
        className="shop-cart-line__remove"
        onClick={(event) => {
          // The app's removal; the form is only for a page without its scripts.
          event.preventDefault();
          onRemove();
        }}
      >
        {removeLabel}
        <span className="shop-visually-hidden"> {name}</span>
      </button>
      {problem ? (
        <div className="shop-cart-line__problem">
          <strong>{problem.text}</strong>
          {problem.detail ? <> {problem.detail}</> : null}
          {problem.fix ? (
            <>
              {' '}
              {'href' in problem.fix ? (
                <Link appearance="plain" className="shop-cart-line__fix" href={problem.fix.href}>
                  {problem.fix.label}
                </Link>
              ) : (
                <button type="button" className="shop-cart-line__fix" onClick={problem.fix.onPress}>
                  {problem.fix.label}
                </button>
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

/** The line's label: what is typed stays in the field; blur or Enter commits it, Escape goes back. */
function LineLabelField({
  value,
  onChange,
  label,
  joiner,
  maxLength = 60,
  name,
}: CartLineLabel & { name: string }) {
  const [text, setText] = useState<string | null>(null);
  const commit = () => {
    if (text === null) return;
    const next = text.trim() || null;
    setText(null);
    if (next !== value) onChange(next);
  };
  return (
    <label className="shop-cart-line__label">
      <span>
        {label}
        <span className="shop-visually-hidden">
          {' '}
          {joiner} {name}
        </span>
      </span>
      <input
        type="text"
        className="shop-input"
        autoComplete="off"
        maxLength={maxLength}
        value={text ?? value ?? ''}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
          else if (event.key === 'Escape') setText(null);
        }}
      />
    </label>
  );
}
