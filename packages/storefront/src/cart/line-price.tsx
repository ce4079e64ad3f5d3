import { formatPrice, Price } from '@shop/ui';
import { useMessages } from '../core';
import './cart.css';

/**
 * A cart line's money, on /cart and in the cart flyout: its sum (net price ×
 * quantity, to the öre) and, under it, what one unit costs ('62,34 kr/m').
 * An ask-for-price article shows its words and no unit price.
 */
export function LinePrice({
  price,
  quantity,
  unit,
}: {
  price: { netPrice: number; askForPrice: boolean };
  quantity: number;
  unit: string | undefined;
}) {
  const t = useMessages();
  return (
    <>
      <Price
        amount={Math.round(price.netPrice * quantity * 100) / 100}
        labels={{ askForPrice: t('product.askForPrice'), previous: t('product.previousPrice') }}
        askForPrice={price.askForPrice}
      />
      {price.askForPrice ? null : (
        <span className="shop-cart-unit-price">
          {t('cart.unitPrice', { price: formatPrice(price.netPrice), unit: unit ?? 'st' })}
        </span>
      )}
    </>
  );
}
