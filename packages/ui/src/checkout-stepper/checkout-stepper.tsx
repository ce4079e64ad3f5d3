import './checkout-stepper.css';

export interface CheckoutStepperProps {
  /** The steps in order, e.g. ['Varukorg', 'Leverans', 'Granska och skicka']. */
  steps: string[];
  /** The current step, counted from 1. */
  current: number;
  /** The navigation landmark's accessible name, e.g. 'Steg i kassan'. */
  label: string;
}

/**
 * Where the customer is in the checkout: a `nav` landmark holding an ordered
 * list, the current step marked `aria-current="step"` and the steps before
 * it drawn as done. The numbers are decorative (the list counts already).
 *
 * @example
 * <CheckoutStepper label="Steg i kassan" steps={['Varukorg', 'Leverans', 'Granska och skicka']} current={2} />
 */
export function CheckoutStepper({ steps, current, label }: CheckoutStepperProps) {
  return (
    <nav aria-label={label} className="shop-checkout-stepper">
      <ol className="shop-checkout-stepper__list">
        {steps.map((step, i) => (
          <li
            key={step}
            className="shop-checkout-stepper__step"
            aria-current={i + 1 === current ? 'step' : undefined}
            data-done={i + 1 < current || undefined}
          >
            <span className="shop-checkout-stepper__number" aria-hidden="true">
              {i + 1}
            </span>
            {step}
          </li>
        ))}
      </ol>
    </nav>
  );
}
