export type {
  CartSendInput,
  CartSendResult,
  CartStatus,
  CartStatusContext,
  CartStatusEvent,
  CartUpdate,
  CartUpdateBase,
} from './machine';
export {
  CART_STATUS_TRANSITIONS,
  CART_UPDATE_DEBOUNCE_MS,
  cartStatusMachine,
  createCartStatusMachine,
  ITEMS_ADDED_NOTIFICATION_MS,
} from './machine';
export type {
  CartDeliveryState,
  CartForDeliveries,
  CartItemContext,
  CartItemForRules,
  CartItemProblem,
  CartItemProblemReason,
  CartItemProblemType,
  DatedItem,
} from './rules';
export {
  cartItemProblem,
  deliveryIdsInOrder,
  PROBLEM_TYPE_BY_REASON,
  rectifyRequestedDeliveryDates,
  toggleDeliveryInOrder,
} from './rules';
