import { type KeyboardEvent, useState } from 'react';
import './quantity-input.css';

export interface CompactQuantityInputProps {
  /** The field's accessible name, e.g. 'Antal av Gipsskiva 13 mm' (not shown: the row says what it is). */
  label: string;
  value: number;
  /** Called with the snapped value when a typed value is committed (blur, Enter) or a stepper is used. */
  onChange: (value: number) => void;
  /** The order multiple: the steppers and arrow keys move by it and the value snaps to it. */
  orderMultiple?: number;
  /** Decimals allowed (articles sold by the metre or kilo). */
  decimals?: number;
  /** The steppers' words; their names end with the field's label ('Minska Antal av …'). */
  decrementLabel?: string;
  incrementLabel?: string;
  isDisabled?: boolean;
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

/** A typed quantity: digits with one decimal comma or point, spaces ignored; null when it is not a number. */
export function parseQuantityText(text: string): number | null {
  const plain = text.replace(/\s/g, '').replace(',', '.');
  return /^\d+(\.\d+)?$|^\.\d+$/.test(plain) ? Number(plain) : null;
}

/** The nearest multiple of the order multiple, at least one multiple, rounded to the allowed decimals. */
export function snapQuantity(value: number, orderMultiple: number, decimals: number): number {
  const steps = Math.max(1, Math.round(value / orderMultiple));
  return Number((steps * orderMultiple).toFixed(decimals));
}

const PARTIAL = /^[\d\s]*[,.]?\d*$/;

/**
 * The quantity field of a long list (the cart's lines): the same Swedish
 * format, steppers, arrow keys and snapping as `QuantityInput`, made of
 * three native elements and one state hook. A cart of 200 lines renders
 * 200 of these, and on a phone react-aria's NumberField costs several
 * milliseconds each to mount (the cart bench measured it), so lists use
 * this and single fields keep `QuantityInput`.
 *
 * Typing keeps only what can become a number; the value is committed on
 * blur or Enter (a value that is not a number or not above zero goes back
 * to the last one); Arrow Up/Down step like the buttons, which stay out of
 * the tab order as react-aria's do.
 *
 * @example
 * <CompactQuantityInput label="Antal av Kabel EKLK 3G1,5" value={12.5} decimals={2} onChange={update} />
 */
export function CompactQuantityInput({
  label,
  value,
  onChange,
  orderMultiple = 1,
  decimals = 0,
  decrementLabel = 'Minska',
  incrementLabel = 'Öka',
  isDisabled = false,
}: CompactQuantityInputProps) {
  // What is being typed; null shows the value.
  const [text, setText] = useState<string | null>(null);
  const current = text === null ? value : (parseQuantityText(text) ?? value);
  const commit = (next: number) => {
    setText(null);
    if (next !== value) onChange(next);
  };
  const commitText = () => {
    if (text === null) return;
    const parsed = parseQuantityText(text);
    if (parsed === null || parsed <= 0) setText(null);
    else commit(snapQuantity(parsed, orderMultiple, decimals));
  };
  const step = (direction: 1 | -1) =>
    commit(
      snapQuantity(Math.max(orderMultiple, current + direction * orderMultiple), orderMultiple, decimals),
    );
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
