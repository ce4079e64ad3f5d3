import type { Location, Variant } from '@shop/commerce-client/contract';
import { formatUnitQuantity, stockText } from '@shop/stock-rules';
import { StockStatus, type StockTone } from '@shop/ui';
import { useQuery } from '@tanstack/react-query';
import { type MessageKey, useMessages, useServices } from '../core';
import { storeQueries } from './queries';

type StockLocation = NonNullable<Variant['stock']>['locations'][number];

/**
 * A location's stock as the customer reads it (content-layer §4–5, §9): the
 * text and colour from stock-rules' `stockText` (the central storage's empty
 * text by stock type), coloured only when the brand shows stock colours.
 * `place` names the location before the text where nothing else does (a card).
 */
export function LocationStock({
  location,
  variant,
  place,
}: {
  location: StockLocation | undefined;
  /** Its unit writes an in-stock quantity ('12,5 m i lager'); 'st' when the variant has none. */
  variant: Pick<Variant, 'discontinued' | 'stock'> & { webSalesUnit?: { unit: string } | undefined };
  place?: string;
}) {
  const t = useMessages();
  const { services } = useServices();
  const central = location?.locationId === services.brand.centralStorageId;
  const result = stockText(location, {
    stockColours: services.brand.settings.stockColours,
    discontinued: variant.discontinued,
    central: central ? { stockType: variant.stock?.stockType } : undefined,
  });
  const tone: StockTone = result.inStock ? 'in-stock' : (result.colour ?? 'none');
  const text = t(
    result.key as MessageKey,
    // A quantity in stock is written in the article's unit, as everywhere else: never '2 st' of cable.
    result.key === 'stock.in_stock' && typeof result.values.quantity === 'number'
      ? { quantity: formatUnitQuantity(result.values.quantity, variant.webSalesUnit?.unit) }
      : result.values,
  );
  return <StockStatus tone={tone}>{place ? `${place}: ${text}` : text}</StockStatus>;
}

/** A store's name (from /locations), or the brand's words for the central storage. */
export function useStoreName() {
  const t = useMessages();
  const { services } = useServices();
  const locations = useQuery(storeQueries.locations(services.client));
  return (id: string) => {
    if (id === services.brand.centralStorageId) return t('product.centralStock');
    return locations.data?.locations.find((s: Location) => s.id === id)?.name ?? id;
  };
}
