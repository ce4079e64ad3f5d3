import { useState } from 'react';
import {
  Button,
  FieldError,
  Group,
  I18nProvider,
  Input,
  Label,
  NumberField,
  type NumberFieldProps,
} from 'react-aria-components';
import './quantity-input.css';

export interface QuantityInputProps
  extends Omit<
    NumberFieldProps,
    | 'children'
    | 'className'
    | 'step'
    | 'formatOptions'
    | 'commitBehavior'
    | 'validate'
    | 'validationBehavior'
    | 'onChange'
  > {
  /** The field's label and accessible name, e.g. 'Antal'. */
  label: string;
  /**
   * Rounds a typed or stepped value to one the article can be ordered in
   * (the shop's rule, `snapQuantity` of `@shop/stock-rules`, rounds up to
   * the order multiple: 7 of a five-pack is 10). Every value passed to
   * `onChange` went through it; the field never rounds by itself.
   */
  snap: (value: number) => number;
  /** Called with the snapped value when a typed value is committed (blur, Enter) or a stepper is used. */
  onChange?: (value: number) => void;
  /** What the steppers and arrow keys move by (the order multiple; default 1); the minimum unless `minValue` is given. */
  orderMultiple?: number;
  /** Decimals allowed (articles sold by the metre or kilo). */
  decimals?: number;
  /** Marks the field invalid and is shown and announced under it, e.g. 'Det finns bara 3 i lager.' */
  errorMessage?: string;
  /** Hide the label visually (in a table row where the column says it). */
  hideLabel?: boolean;
  /**
   * The form field name of the text as typed ('2,5'), for a form that is posted before or without
   * scripts (react-aria's `name` posts a hidden number that typing without scripts never changes).
   */
  inputName?: string;
}

/**
 * A quantity field in Swedish number format: a decimal comma is typed and
 * shown as such, the steppers move by the order multiple, built on
 * react-aria's NumberField (spin button semantics, arrow keys, Page
 * Up/Down; the steppers are named in Swedish by react-aria).
 *
 * The field holds no quantity rule: every committed value goes through
 * `snap` (the storefront passes the rule of `@shop/stock-rules`).
 * NumberField's own rounding (to the nearest step counted from
 * `minValue`, on blur) is off, so 7 typed in a five-pack field becomes
 * what `snap` says (10), not 5. An emptied field, or a value not above
 * zero, goes back to the last value. Validity is the caller's:
 * `errorMessage` (or `isInvalid`) marks the field.
 *
 * @example
 * const rule = quantityRule({ unit: 'st', orderMultiple: 5 }); // @shop/stock-rules
 * <QuantityInput label="Antal" orderMultiple={rule.step} decimals={rule.decimals} snap={rule.snap}
 *   value={quantity} onChange={setQuantity} />
 */
export function QuantityInput({
  label,
  snap,
  onChange,
  value,
  defaultValue,
  orderMultiple = 1,
  decimals = 0,
  errorMessage,
  hideLabel = false,
  inputName,
  minValue,
  isInvalid,
  ...rest
}: QuantityInputProps) {
  // Controlled inside, so a committed value goes through `snap` before the field shows it.
  const [own, setOwn] = useState(() => (defaultValue === undefined ? Number.NaN : snap(defaultValue)));
  const current = value === undefined ? own : value;
  const change = (next: number) => {
    if (!(next > 0)) return;
    const snapped = snap(next);
    if (value === undefined) setOwn(snapped);
    if (!Object.is(snapped, current)) onChange?.(snapped);
  };
  return (
    <I18nProvider locale="sv-SE">
      <NumberField
        {...rest}
        value={current}
        onChange={change}
        minValue={minValue ?? orderMultiple}
        step={orderMultiple}
        // 'validate' keeps NumberField from rounding on commit; with validity given by the caller
        // (isInvalid) and aria validation, its native step check never shows or blocks a form.
        commitBehavior="validate"
        validationBehavior="aria"
        isInvalid={isInvalid ?? Boolean(errorMessage)}
        formatOptions={{ maximumFractionDigits: decimals, useGrouping: false }}
        className="shop-quantity-input"
      >
        <Label className={hideLabel ? 'shop-visually-hidden' : 'shop-quantity-input__label'}>{label}</Label>
        <Group className="shop-quantity-input__group">
          <Button slot="decrement" className="shop-quantity-input__step">
            <span aria-hidden="true">−</span>
          </Button>
          <Input className="shop-quantity-input__input" name={inputName} />
          <Button slot="increment" className="shop-quantity-input__step">
            <span aria-hidden="true">+</span>
          </Button>
        </Group>
        <FieldError className="shop-quantity-input__error">{errorMessage}</FieldError>
      </NumberField>
    </I18nProvider>
  );
}
