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
  extends Omit<NumberFieldProps, 'children' | 'className' | 'step' | 'formatOptions'> {
  label: string;
  /** The order multiple: the steppers move by it and the value snaps to it. */
  orderMultiple?: number;
  /** Decimals allowed (articles sold by the metre or kilo). */
  decimals?: number;
  errorMessage?: string;
  /** Hide the label visually (in a table row where the column says it). */
  hideLabel?: boolean;
}

/**
 * A quantity field in Swedish number format: a decimal comma is typed and
 * shown as such, the steppers move by the order multiple, and the value
 * snaps to it — built on react-aria's NumberField (spin button semantics,
 * arrow keys, Page Up/Down; the steppers are named in Swedish by react-aria).
 *
 * @example
 * <QuantityInput label="Antal" orderMultiple={5} minValue={5} />
 */
export function QuantityInput({
  label,
  orderMultiple = 1,
  decimals = 0,
  errorMessage,
  hideLabel = false,
  minValue,
  ...rest
}: QuantityInputProps) {
  return (
    <I18nProvider locale="sv-SE">
      <NumberField
        {...rest}
        minValue={minValue ?? orderMultiple}
        step={orderMultiple}
        isInvalid={rest.isInvalid ?? (errorMessage ? true : undefined)}
        formatOptions={{ maximumFractionDigits: decimals, useGrouping: false }}
        className="shop-quantity-input"
      >
        <Label className={hideLabel ? 'shop-visually-hidden' : 'shop-quantity-input__label'}>{label}</Label>
        <Group className="shop-quantity-input__group">
          <Button slot="decrement" className="shop-quantity-input__step">
            <span aria-hidden="true">−</span>
          </Button>
          <Input className="shop-quantity-input__input" />
          <Button slot="increment" className="shop-quantity-input__step">
            <span aria-hidden="true">+</span>
          </Button>
        </Group>
        <FieldError className="shop-quantity-input__error">{errorMessage}</FieldError>
      </NumberField>
    </I18nProvider>
  );
}
