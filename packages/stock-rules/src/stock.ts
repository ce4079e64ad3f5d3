/** Quantity meaning "this location has no stock data" (content-layer §9). */
export const NO_STOCK_QUANTITY = -1;
/** The unit shown after stock quantities. */
export const STOCK_UNIT_LABEL = 'st';

export type StockType = 'LAG' | 'TRA' | 'TRA_PLUS' | 'VIR';

export interface SubAvailability {
  date: string;
  quantity: number;
}

export interface StockLocation {
  locationId: string;
  quantity: number;
  orderMultiple?: number | null;
  stocked?: boolean;
  availableFromDays?: number | null;
  availableToDays?: number | null;
  subAvailabilities?: readonly SubAvailability[];
}

export interface Stock {
  stockType?: StockType;
  articleNumber?: string;
  locations: readonly StockLocation[];
}

export interface PurchaseConstraints {
  onlyStore?: boolean | null;
  mustBeInStockedAt?: string | null;
}

/**
 * An article shows as available unless it is discontinued with no location
 * holding a quantity above 0.
 *
 * @example
 * isArticleAvailable({ discontinued: true }, { locations: [{ locationId: '1', quantity: 2 }] }) // true
 */
export function isArticleAvailable(
  variant: { discontinued?: boolean | null },
  stock: Stock | null | undefined,
): boolean {
  if (!variant.discontinued) return true;
  return (stock?.locations ?? []).some((location) => location.quantity > 0);
}

/**
 * The order multiple: from the only location, or from the given location;
 * 1 otherwise (and for missing or non-positive values).
 *
 * @example
 * orderMultipleFor({ locations: [{ locationId: '1001', quantity: 4, orderMultiple: 5 }] }) // 5
 */
export function orderMultipleFor(stock: Stock | null | undefined, locationId?: string): number {
  const locations = stock?.locations ?? [];
  const location = locations.length === 1 ? locations[0] : locations.find((l) => l.locationId === locationId);
  const multiple = location?.orderMultiple;
  return typeof multiple === 'number' && Number.isFinite(multiple) && multiple > 0 ? multiple : 1;
}

/**
 * The location's sub-availabilities as shown for a requested delivery date:
 * the first entry is reduced by what is at the location now, and an entry
 * for the requested date with that quantity leads when it is above 0.
 *
 * @example
 * withRequestedDateSubAvailability({ locationId: '1', quantity: 4, subAvailabilities: [{ date: '2026-12-01', quantity: 10 }] }, '2026-11-24')
 * // subAvailabilities: [{ date: '2026-11-24', quantity: 4 }, { date: '2026-12-01', quantity: 6 }]
 */
export function withRequestedDateSubAvailability<L extends StockLocation>(
  location: L,
  requestedDate: string,
): L {
  const [first, ...rest] = location.subAvailabilities ?? [];
  const reduced: SubAvailability[] = first
    ? [{ ...first, quantity: Math.max(0, first.quantity - Math.max(0, location.quantity)) }, ...rest]
    : [];
  const lead = location.quantity > 0 ? [{ date: requestedDate, quantity: location.quantity }] : [];
  return { ...location, subAvailabilities: [...lead, ...reduced] };
}

/**
 * Online purchase is impossible for `onlyStore` articles.
 *
 * @example
 * canPurchaseOnline({ onlyStore: true }) // false
 */
export function canPurchaseOnline(constraints: PurchaseConstraints | null | undefined): boolean {
  return !constraints?.onlyStore;
}

/**
 * Store purchase of an article with `mustBeInStockedAt` is possible only in
 * that location, and only while it holds the article as stocked.
 *
 * @example
 * canPurchaseInStore({ mustBeInStockedAt: '1001' }, stock, '1001')
 */
export function canPurchaseInStore(
  constraints: PurchaseConstraints | null | undefined,
  stock: Stock | null | undefined,
  locationId: string,
): boolean {
  const required = constraints?.mustBeInStockedAt;
  if (!required) return true;
  if (required !== locationId) return false;
  return (stock?.locations ?? []).some(
    (location) => location.locationId === required && location.stocked === true,
  );
}

export interface StockMessage {
  key: string;
  days?: { from: number; to: number };
}

const CENTRAL_MESSAGES: Record<StockType, StockMessage> = {
  LAG: { key: 'stock.central.lag' },
  TRA: { key: 'stock.central.tra' },
  TRA_PLUS: { key: 'stock.central.tra_plus', days: { from: 10, to: 15 } },
  VIR: { key: 'stock.central.vir', days: { from: 5, to: 10 } },
};

/**
 * The central store's out-of-stock text by stock type, with its delivery
 * time where the spec gives one (TRA_PLUS 10–15 days, VIR 5–10).
 *
 * @example
 * centralStockMessage('VIR') // { key: 'stock.central.vir', days: { from: 5, to: 10 } }
 */
export function centralStockMessage(stockType: StockType): StockMessage {
  const message = CENTRAL_MESSAGES[stockType];
  if (!message) throw new RangeError(`Unknown stock type: ${String(stockType)}`);
  return { ...message, ...(message.days ? { days: { ...message.days } } : {}) };
}

/**
 * The colour of the central store's out-of-stock text: yellow only where it says 'delivery in
 * x days' (TRA_PLUS, VIR), since yellow means that (content §9); 'out of stock in the central
 * store' (LAG) and 'on its way to the central store' (TRA) are not painted. Nothing is painted
 * when the brand shows no stock colours.
 *
 * @example
 * centralStockColour('VIR', { stockColours: true }) // 'yellow'
 * centralStockColour('LAG', { stockColours: true }) // undefined
 */
export function centralStockColour(
  stockType: StockType,
  options: { stockColours: boolean },
): 'yellow' | undefined {
  return options.stockColours && centralStockMessage(stockType).days ? 'yellow' : undefined;
}

export interface StockColour {
  colour: 'gray' | 'yellow' | undefined;
  key: string;
  values: Record<string, number>;
}

/**
 * The stock text of a location, and its colour when the brand shows stock
 * colours: gray 'order product' when not stocked, yellow 'delivery in x
 * days' when stocked but empty; a discontinued article at 0 reads 'not
 * stocked in store'. Every text that means "none here now" says so first
 * ('Slut i lager – …'), and quantity -1 says the balance is unknown, never
 * that the article is out of stock.
 *
 * @example
 * stockColour({ locationId: '1', quantity: 0, stocked: true, availableFromDays: 1, availableToDays: 3 }, { stockColours: true })
 * // { colour: 'yellow', key: 'stock.delivery_in_days', values: { from: 1, to: 3 } }
 */
export function stockColour(
  location: StockLocation,
  options: { stockColours: boolean; discontinued?: boolean },
): StockColour {
  const paint = (colour: 'gray' | 'yellow') => (options.stockColours ? colour : undefined);
  if (location.quantity === NO_STOCK_QUANTITY) return { colour: undefined, key: 'stock.no_data', values: {} };
  if (location.quantity > 0)
    return { colour: undefined, key: 'stock.in_stock', values: { quantity: location.quantity } };
  if (options.discontinued) return { colour: paint('gray'), key: 'stock.not_stocked_in_store', values: {} };
  if (!location.stocked) return { colour: paint('gray'), key: 'stock.order_product', values: {} };
  const from = Math.max(0, location.availableFromDays ?? 0);
  const to = Math.max(from, location.availableToDays ?? from);
  // No delivery time known: out of stock, and no promise (yellow means a delivery time).
  if (to === 0) return { colour: undefined, key: 'stock.out_of_stock', values: {} };
  // 'within 2 days' rather than 'in 0–2 days' or 'in 3–3 days'.
  if (from === 0 || from === to)
    return { colour: paint('yellow'), key: 'stock.delivery_within_days', values: { days: to } };
  return { colour: paint('yellow'), key: 'stock.delivery_in_days', values: { from, to } };
}

/** The one stock text a customer reads for a location: its message key, values, colour, and whether it is in stock. */
export interface StockText extends StockColour {
  inStock: boolean;
}

/**
 * What a location's stock reads as (content-layer §4–5, §9), in one place:
 * no row or quantity -1 → the balance is unknown; above 0 → in stock; a
 * discontinued article at 0 → 'not stocked in store'; the central storage
 * at 0 → the text of its stock type (LAG, TRA, TRA_PLUS, VIR); otherwise
 * gray 'order product' when not stocked and yellow 'delivery in x days'
 * when stocked. Colours only when the brand shows stock colours.
 *
 * @example
 * stockText({ locationId: '9000', quantity: 0 }, { stockColours: true, central: { stockType: 'VIR' } })
 * // { key: 'stock.central.vir', values: { from: 5, to: 10 }, colour: 'yellow', inStock: false }
 */
export function stockText(
  location: StockLocation | undefined,
  options: { stockColours: boolean; discontinued?: boolean; central?: { stockType?: StockType } },
): StockText {
  const central = options.central;
  if (!location || location.quantity === NO_STOCK_QUANTITY)
    return {
      key: central ? 'stock.central.no_data' : 'stock.no_data',
      values: {},
      colour: undefined,
      inStock: false,
    };
  if (location.quantity <= 0 && central?.stockType && !options.discontinued) {
    const message = centralStockMessage(central.stockType);
    return {
      key: message.key,
      values: message.days ? { ...message.days } : {},
      colour: centralStockColour(central.stockType, options),
      inStock: false,
    };
  }
  const result = stockColour(location, options);
  return { ...result, inStock: result.key === 'stock.in_stock' };
}
