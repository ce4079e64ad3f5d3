import { type ReactNode, useId } from 'react';
import { CheckboxButton, CheckboxField } from 'react-aria-components';
import { CheckIcon } from '../internal/icons';
import './delivery-group.css';

export interface DeliveryGroupProps {
  /** The delivery's name, e.g. 'Utkörning': the heading and the region's name. */
  title: string;
  /** Whether the delivery goes with the order. */
  included: boolean;
  onIncludedChange: (included: boolean) => void;
  /** The checkbox's label, e.g. 'Ta med i ordern'. */
  includeLabel: string;
  /** The delivery's lines: `CartLine`s (list items). */
  children: ReactNode;
}

/**
 * The cart's lines for one delivery: a region named by its heading, a
 * checkbox that takes the delivery in or out of the order, and the lines as
 * a list. Controlled: the caller owns `included` (and may flip it back if
 * the service says no).
 *
 * @example
 * <DeliveryGroup title="Utkörning" included={on} onIncludedChange={setOn} includeLabel="Ta med i ordern">
 *   <CartLine … />
 * </DeliveryGroup>
 */
export function DeliveryGroup({
  title,
  included,
  onIncludedChange,
  includeLabel,
  children,
}: DeliveryGroupProps) {
  const headingId = useId();
  return (
    <section className="shop-delivery-group" aria-labelledby={headingId}>
      <div className="shop-delivery-group__head">
        <h2 id={headingId} className="shop-delivery-group__title">
          {title}
        </h2>
        <CheckboxField
          isSelected={included}
          onChange={onIncludedChange}
          className="shop-delivery-group__include"
        >
          <CheckboxButton className="shop-delivery-group__checkbox">
            <span className="shop-delivery-group__box">
              <CheckIcon size={14} />
            </span>
            {includeLabel}
          </CheckboxButton>
        </CheckboxField>
      </div>
      <ul className="shop-delivery-group__lines">{children}</ul>
    </section>
  );
}
