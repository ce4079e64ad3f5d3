import { type KeyboardEvent, useState } from 'react';
import './quantity-input.css';

export interface CompactQuantityInputProps {
  /** The field's accessible name, e.g. 'Antal av Gipsskiva 13 mm' (not shown: the row says what it is). */
  label: string;
  value: number;
  /** Called with the snapped value when a typed value is committed (blur, Enter) or a stepper is used. */
  onChange: (value: number) => void;
  /**
   * Reads what was typed; null when it is not a number. The shop's rule
   * (`parseQuantityText` of `@shop/stock-rules`) takes a decimal comma or
   * point and ignores spaces.
   */
  parse: (text: string) => number | null;
  /**
   * Rounds a typed or stepped value to one the article can be ordered in
   * (the shop's rule, `snapQuantity` of `@shop/stock-rules`, rounds up to
   * the order multiple). Every value passed to `onChange` went through it.
   */
  snap: (value: number) => number;
  /** What the steppers and arrow keys move by (the order multiple; default 1); minus stops at one step. */
  orderMultiple?: number;
  /** Decimals allowed (articles sold by the metre or kilo). */
  decimals?: number;
  /** The steppers' words; their names end with the field's label ('Minska Antal av …'). */
  decrementLabel?: string;
  incrementLabel?: string;
  isDisabled?: boolean;
  /** The field's name in a form (for a page that posts it before its scripts run). */
  name?: string;
  /** The id of the form the field belongs to, when it is not inside it. */
  form?: string;
}

const formats = new Map<number, Intl.NumberFormat>();

/** '12,5' in Swedish, without grouping (a quantity, not an amount). */
export function formatQuantity(value: number, decimals: number): string {
  let format = formats.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('sv-SE', { maximumFractionDigits: decimals, useGrouping: false });
    formats.set(decimals, format);
  }
  return format.format(value);
}

const PARTIAL = /^[\d\s]*[,.]?\d*$/;

/**
 * The quantity field of a long list (the cart's lines): the same Swedish
 * format, steppers and arrow keys as `QuantityInput`, made of three native
 * elements and one state hook. A cart of 200 lines renders 200 of these,
 * and on a phone react-aria's NumberField costs several milliseconds each
 * to mount (the cart bench measured it), so lists use this and single
 * fields keep `QuantityInput`.
 *
 * The field holds no quantity rule: `parse` reads the text and `snap`
 * rounds every committed value (the storefront passes the rule of
 * `@shop/stock-rules`). Typing keeps only what can become a number; the
 * value is committed on blur or Enter (a value that is not a number or not
 * above zero goes back to the last one); Arrow Up/Down step like the
 * buttons, which stay out of the tab order as react-aria's do.
 *
 * @example
 * const rule = quantityRule({ unit: 'm', orderMultiple: 1 }); // @shop/stock-rules
 * <CompactQuantityInput label="Antal av Kabel EKLK 3G1,5" value={12.5} decimals={rule.decimals}
 *   orderMultiple={rule.step} parse={rule.parse} snap={rule.snap} onChange={update} />
 */
export function CompactQuantityInput({
  label,
  value,
  onChange,
  parse,
  snap,
  orderMultiple = 1,
  decimals = 0,
  decrementLabel = 'Minska',
  incrementLabel = 'Öka',
  isDisabled = false,
  name,
  form,
}: CompactQuantityInputProps) {
  // What is being typed; null shows the value.
  const [text, setText] = useState<string | null>(null);
  const current = text === null ? value : (parse(text) ?? value);
  const commit = (next: number) => {
    setText(null);
    if (next !== value) onChange(next);
  };
  const commitText = () => {
    if (text === null) return;
    const parsed = parse(text);
    if (parsed === null || !(parsed > 0)) setText(null);
    else commit(snap(parsed));
  };
  // Up goes to the next value `snap` allows above what is shown, down to the one a step below; never under one step.
  const step = (direction: 1 | -1) => {
    const snapped = snap(current);
    if (direction === 1) commit(snapped > current ? snapped : snap(current + orderMultiple));
    else commit(snap(Math.max(orderMultiple, snapped - orderMultiple)));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commitText();
    else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      step(event.key === 'ArrowUp' ? 1 : -1);
    } else if (event.key === 'Escape' && text !== null) setText(null);
  };
  return (
    <span className="shop-quantity-input shop-quantity-input--compact">
      <span className="shop-quantity-input__group">
        <button
          type="button"
          className="shop-quantity-input__step"
          tabIndex={-1}
          aria-label={`${decrementLabel} ${label}`}
          disabled={isDisabled || current <= orderMultiple}
          onClick={() => step(-1)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          className="shop-quantity-input__input"
          type="text"
          inputMode={decimals > 0 ? 'decimal' : 'numeric'}
          autoComplete="off"
          aria-label={label}
          name={name}
          form={form}
          disabled={isDisabled}
          value={text ?? formatQuantity(value, decimals)}
          onChange={(event) => {
            if (PARTIAL.test(event.target.value)) setText(event.target.value);
          }}
          onBlur={commitText}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          className="shop-quantity-input__step"
          tabIndex={-1}
          aria-label={`${incrementLabel} ${label}`}
          disabled={isDisabled}
          onClick={() => step(1)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </span>
    </span>
  );
}
