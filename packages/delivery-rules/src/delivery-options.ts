import { stockholmHours } from './calendar';
import { isClosedDay } from './closed-days';
import {
  DEFAULT_DELIVERY_METHOD,
  type DeliveryType,
  isExpressType,
  isStoreBoundType,
} from './delivery-types';

export interface DeliveryOption {
  id: DeliveryType;
  name: string;
  useDestination: boolean;
  useContextZipCode: boolean;
  requiresZipCode: boolean;
  /** Stockholm wall-clock window `HH:MM`–`HH:MM` (end exclusive) when the option can be chosen; null = always. */
  availableBetweenHours: { start: string; end: string } | null;
  orderType: string | null;
  deliveryServices: readonly string[];
}

export type UiMode = 'NORMAL' | 'PUNCHOUT' | 'APP';

export interface DeliveryContext {
  now: Date;
  zipCode?: string | null;
  denyCodes?: readonly string[];
  mode?: UiMode;
  settings: {
    /** The one option users with EJ_ALLA_LEVERANSSATT get. */
    limitedDeliveryOptionId: DeliveryType;
    /** The one option punch-out sessions get. */
    punchoutDeliveryOptionId: DeliveryType;
    extraClosedDays?: readonly string[];
  };
}

function hoursOf(time: string): number {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time);
  if (!match) throw new RangeError(`Expected HH:MM, got "${time}"`);
  return Number(match[1]) + Number(match[2]) / 60;
}

/** Whether `now` falls inside the option's window (and it is a day with deliveries, for windowed options). */
function insideWindow(option: DeliveryOption, ctx: DeliveryContext): boolean {
  if (!option.availableBetweenHours) return true;
  if (isClosedDay(ctx.now, { extraClosedDays: ctx.settings.extraClosedDays })) return false;
  const hours = stockholmHours(ctx.now);
  return (
    hours >= hoursOf(option.availableBetweenHours.start) && hours < hoursOf(option.availableBetweenHours.end)
  );
}

/** Express and stock-dependent (store-bound) options; users with limited deliveries lose them. */
export function isStockDependentOption(option: DeliveryOption): boolean {
  return isExpressType(option.id) || isStoreBoundType(option.id);
}

/**
 * The options a session may choose now: punch-out sessions and users with
 * EJ_ALLA_LEVERANSSATT get their one fixed option; others every option
 * inside its hours, not on closed days for windowed options, and only with
 * a zip code where one is required.
 *
 * @example
 * availableDeliveryOptions(options, { now: new Date(), zipCode: '11122', settings })
 */
export function availableDeliveryOptions(
  options: readonly DeliveryOption[],
  ctx: DeliveryContext,
): DeliveryOption[] {
  if (ctx.mode === 'PUNCHOUT') return options.filter((o) => o.id === ctx.settings.punchoutDeliveryOptionId);
  if (ctx.denyCodes?.includes('EJ_ALLA_LEVERANSSATT')) {
    return options.filter((o) => o.id === ctx.settings.limitedDeliveryOptionId && !isExpressType(o.id));
  }
  const hasZip = Boolean(ctx.zipCode?.replace(/\s/g, ''));
  return options.filter((o) => insideWindow(o, ctx) && (!o.requiresZipCode || hasZip));
}

/**
 * The option chosen before the customer picks one: their preferred method, else their default
 * (`defaultDeliveryMethod`, DBI when the user has none: storefront-core §3, §9), else the only
 * option on offer; each only when it is on offer now. null when none applies.
 *
 * @example
 * chosenDeliveryOption(['DBI', 'EXH'], { preferred: null }) // 'DBI'
 * chosenDeliveryOption(['EXH', 'XXX'], { preferred: null }) // null
 */
export function chosenDeliveryOption(
  offered: readonly DeliveryType[],
  user: { preferred?: DeliveryType | null; default?: DeliveryType | null },
): DeliveryType | null {
  for (const candidate of [user.preferred, user.default ?? DEFAULT_DELIVERY_METHOD]) {
    if (candidate && offered.includes(candidate)) return candidate;
  }
  return offered.length === 1 ? (offered[0] ?? null) : null;
}
