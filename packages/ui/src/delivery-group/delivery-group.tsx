import { type ReactNode, useId } from 'react';
import { CheckboxButton, CheckboxField } from 'react-aria-components';
import { CheckIcon } from '../internal/icons';
import '../internal/check-box.css';
import './delivery-group.css';

export interface DeliveryGroupProps {
  /** The delivery's name, e.g. 'Utkörning': the heading and the region's name. */
  title: string;
  /** Beside the heading: what the delivery holds or when it comes, e.g. '2 rader' or the order number. */
  aside?: ReactNode;
  /** Whether the delivery goes with the order. */
  included?: boolean;
  /** Takes the delivery in or out of the order. Without it there is no checkbox (a delivery already in the order). */
  onIncludedChange?: (included: boolean) => void;
  /** The checkbox's label, e.g. 'Ta med i ordern'. */
  includeLabel?: string;
  /** Above the lines: the delivery's own details, e.g. its address and date fields. */
  details?: ReactNode;
  /** The delivery's lines: `CartLine`s or other list items. Without them there is no list. */
  children?: ReactNode;
  /** Below the lines, e.g. the delivery's sums (`PriceSummary`). */
  footer?: ReactNode;
}

/**
 * The cart's lines for one delivery: a region named by its heading, a
 * checkbox that takes the delivery in or out of the order, and the lines as
 * a list. Controlled: the caller owns `included` (and may flip it back if
 * the service says no). The checkout shows the same group without the
 * checkbox, with its details above the lines and its sums below them.
 *
 * @example
 * <DeliveryGroup title="Utkörning" included={on} onIncludedChange={setOn} includeLabel="Ta med i ordern">
 *   <CartLine … />
 * </DeliveryGroup>
 */
export function DeliveryGroup({
  title,
  aside,
  included,
  onIncludedChange,
  includeLabel,
  details,
  children,
  footer,
}: DeliveryGroupProps) {
  const headingId = useId();
  return (
    <section className="shop-delivery-group" aria-labelledby={headingId}>
      <div className="shop-delivery-group__head">
        <h2 id={headingId} className="shop-delivery-group__title">
          {title}
        </h2>
        {aside}
        {onIncludedChange ? (
          <CheckboxField
            isSelected={included}
            onChange={onIncludedChange}
            className="shop-delivery-group__include"
          >
            <CheckboxButton className="shop-delivery-group__checkbox">
              <span className="shop-check-box shop-delivery-group__box">
                <CheckIcon size={14} />
              </span>
              {includeLabel}
            </CheckboxButton>
          </CheckboxField>
        ) : null}
      </div>
      {details}
      {children === undefined ? null : <ul className="shop-delivery-group__lines">{children}</ul>}
      {footer ? <div className="shop-delivery-group__footer">{footer}</div> : null}
    </section>
  );
}
