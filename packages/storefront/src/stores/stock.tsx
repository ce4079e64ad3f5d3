import type { Location, Variant } from '@shop/commerce-client/contract';
import { formatUnitQuantity, stockText, withRequestedDateSubAvailability } from '@shop/stock-rules';
import { StockStatus, type StockTone } from '@shop/ui';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { type MessageKey, useMessages, useServices } from '../core';
import { sessionAtom } from '../session';
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
  requestedDate,
}: {
  location: StockLocation | undefined;
  /** Its unit writes an in-stock quantity ('12,5 m i lager'); 'st' when the variant has none. */
  variant: Pick<Variant, 'discontinued' | 'stock'> & { webSalesUnit?: { unit: string } | undefined };
  place?: string;
  /**
   * The delivery date asked for (ISO): when given, what the location gets on later dates (its
   * sub-availabilities, content-layer §5) is listed under the text, from that date on.
   */
  requestedDate?: string;
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
  const status = <StockStatus tone={tone}>{place ? `${place}: ${text}` : text}</StockStatus>;
  const upcoming = requestedDate && location ? upcomingStock(location, requestedDate) : [];
  if (upcoming.length === 0) return status;
  return (
    <>
      {status}
      <ul className="shop-note shop-stock-upcoming" aria-label={t('stock.upcoming')}>
        {upcoming.map((entry) => (
          <li key={entry.date}>
            {t('stock.upcomingEntry', {
              date: entry.date,
              quantity: formatUnitQuantity(entry.quantity, variant.webSalesUnit?.unit),
            })}
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * A location's sub-availabilities as stock-rules reads them for the requested date (the first
 * entry less what the location holds now, the requested date leading with that), without the
 * dates that bring nothing; none when nothing comes after the requested date.
 */
function upcomingStock(location: StockLocation, requestedDate: string) {
  if ((location.subAvailabilities ?? []).length === 0) return [];
  const entries = (withRequestedDateSubAvailability(location, requestedDate).subAvailabilities ?? []).filter(
    (entry) => entry.quantity > 0,
  );
  return entries.some((entry) => entry.date !== requestedDate) ? entries : [];
}

/**
 * A store's name, or the brand's words for the central storage. A signed-in session knows its
 * stores from its start (in the server's HTML too), so the name is there from the first paint;
 * only without them (a visitor) is /locations asked, in the browser. Before, a signed-in page
 * named the store by its number until the browser had fetched the whole list.
 */
export function useStoreName() {
  const t = useMessages();
  const { services } = useServices();
  const known = useAtomValue(sessionAtom).stores;
  const locations = useQuery({ ...storeQueries.locations(services.client), enabled: known.size === 0 });
  return (id: string) => {
    if (id === services.brand.centralStorageId) return t('product.centralStock');
    return known.get(id)?.name ?? locations.data?.locations.find((s: Location) => s.id === id)?.name ?? id;
  };
}
