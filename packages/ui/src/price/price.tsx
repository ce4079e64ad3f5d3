import './price.css';

const formatter = new Intl.NumberFormat('sv-SE', {
  style: 'currency',
  currency: 'SEK',
  minimumFractionDigits: 2,
});

/** Swedish money: '1 234,50 kr'. */
export function formatPrice(amount: number): string {
  return formatter.format(amount);
}

export interface PriceProps {
  /** The customer's price; null when the session may not see prices (nothing is shown). */
  amount: number | null | undefined;
  /** Sales unit, e.g. 'st' or 'm': shown as '/ st'. */
  unit?: string;
  /** The price before a campaign: shown struck through, with its label. */
  previous?: number | null;
  /** Shown instead of a price for 'ask for price' articles. */
  askForPrice?: boolean;
  /** `askForPrice` replaces the amount ('Pris på förfrågan'); `previous` is read before a struck-through price ('Ordinarie pris'). */
  labels: { askForPrice: string; previous: string };
  /** Text size (default md). */
  size?: 'sm' | 'md' | 'lg';
}

/**
 * A price as a trade customer reads it: amount and unit at a glance, a
 * campaign's previous price struck through with a label for screen readers,
 * and nothing at all when the session may not see prices.
 *
 * @example
 * <Price amount={1234.5} unit="st" labels={{ askForPrice: 'Pris på förfrågan', previous: 'Ordinarie pris' }} />
 */
export function Price({ amount, unit, previous, askForPrice = false, labels, size = 'md' }: PriceProps) {
  if (askForPrice) {
    return (
      <span className="shop-price" data-size={size} data-ask>
        {labels.askForPrice}
      </span>
    );
  }
  if (amount === null || amount === undefined) return null;
  const onCampaign = typeof previous === 'number' && previous > amount;
  return (
    <span className="shop-price" data-size={size} data-campaign={onCampaign || undefined}>
      <span className="shop-price__amount">{formatPrice(amount)}</span>
      {unit ? <span className="shop-price__unit">/ {unit}</span> : null}
      {onCampaign ? (
        <s className="shop-price__previous">
          <span className="shop-visually-hidden">{labels.previous} </span>
          {formatPrice(previous)}
        </s>
      ) : null}
    </span>
  );
}
