export { fromScaled, multiplyScaled, PRICE_DECIMALS, toScaled } from './decimal';
export type { OrderTotals, RevenueLine, TaxedLine, TrackablePrice } from './price';
export { orderTotals, revenue, roundPrice, trackingPrice } from './price';
export type { QuantityRule } from './quantity';
export {
  formatUnitQuantity,
  parseQuantityText,
  quantityDecimals,
  quantityRule,
  quantityStep,
  snapQuantity,
} from './quantity';
export type {
  PurchaseConstraints,
  Stock,
  StockColour,
  StockLocation,
  StockMessage,
  StockText,
  StockType,
  SubAvailability,
} from './stock';
export {
  canPurchaseInStore,
  canPurchaseOnline,
  centralStockColour,
  centralStockMessage,
  isArticleAvailable,
  NO_STOCK_QUANTITY,
  orderMultipleFor,
  STOCK_UNIT_LABEL,
  stockColour,
  stockText,
  withRequestedDateSubAvailability,
} from './stock';
