import type { Location, Variant } from '@shop/commerce-client/contract';
import { centralStockColour, centralStockMessage, stockColour } from '@shop/stock-rules';
import { StockStatus, type StockTone } from '@shop/ui';
import { useQuery } from '@tanstack/react-query';
import { type MessageKey, useMessages, useServices } from '../core';
import { storeQueries } from './queries';

type StockLocation = NonNullable<Variant['stock']>['locations'][number];

/**
 * A location's stock as the customer reads it (content-layer §4–5, §9): the
 * text from stock-rules, coloured only when the brand shows stock colours;
 * the central store's empty text depends on the stock type.
 */
export function LocationStock({
  location,
  variant,
}: {
  location: StockLocation | undefined;
  variant: Pick<Variant, 'discontinued' | 'stock'>;
}) {
  const t = useMessages();
  const { services } = useServices();
  if (!location) return <StockStatus tone="none">{t('stock.no_data')}</StockStatus>;
  const isCentral = location.locationId === services.brand.centralStorageId;
  if (isCentral && location.quantity === 0 && variant.stock) {
    const message = centralStockMessage(variant.stock.stockType);
    const colour = centralStockColour(variant.stock.stockType, {
      stockColours: services.brand.settings.stockColours,
    });
    return <StockStatus tone={colour ?? 'none'}>{t(message.key as MessageKey, message.days)}</StockStatus>;
  }
  const result = stockColour(location, {
    stockColours: services.brand.settings.stockColours,
    discontinued: variant.discontinued,
  });
  const tone: StockTone = result.key === 'stock.in_stock' ? 'in-stock' : (result.colour ?? 'none');
  return <StockStatus tone={tone}>{t(result.key as MessageKey, result.values)}</StockStatus>;
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
