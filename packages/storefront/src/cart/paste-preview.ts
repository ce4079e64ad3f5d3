import { type CartItemProblemReason, cartItemProblem } from '@shop/cart-machine';
import type { Variant } from '@shop/commerce-client/contract';
import type { DeliveryType } from '@shop/delivery-rules';
import { orderMultipleFor, quantityRule } from '@shop/stock-rules';
import type { PastedLine } from './paste-lines';

/** What one resolved number came to (the service's `articles.resolve`, one entry). */
export interface Resolution {
  articleNumber: string | null;
  matchedBy: 'article' | 'own' | 'ean' | null;
  suggestions: { articleNumber: string; name: string }[];
}

/** Where the lines would be ordered from: the chosen delivery, and what it ships from. */
export interface PreviewContext {
  deliveryId: DeliveryType;
  /** The location whose order multiple applies (`orderLocationFor`). */
  location: string;
  storeId: string;
  centralStorageId: string;
  availableDeliveryIds: readonly DeliveryType[];
}

/** Why a line cannot go in the cart: the service's rules of §4, as the cart page names them. */
const REFUSING: readonly CartItemProblemReason[] = ['missing_slug', 'not_purchasable', 'needs_replacement'];

export type PreviewLine =
  | { status: 'unknown'; line: PastedLine; suggestions: Resolution['suggestions'] }
  | {
      status: 'refused';
      line: PastedLine;
      variant: Variant;
      reason: CartItemProblemReason;
      matchedBy: Resolution['matchedBy'];
    }
  | {
      status: 'ok';
      line: PastedLine;
      variant: Variant;
      matchedBy: Resolution['matchedBy'];
      /** The quantity that goes to the cart: the pasted one, rounded up to the order multiple (§5). */
      quantity: number;
      /** The order multiple, when the quantity was rounded to it. */
      roundedTo: number | null;
      /** A unit pasted that is not the article's (the quantity is read in the article's unit). */
      otherUnit: string | null;
      /** What the cart page will say about the line (stock, delivery), not a refusal. */
      warning: CartItemProblemReason | null;
    };

/**
 * One pasted line, resolved: unknown (with the service's suggestions), refused with the reason
 * the cart would give (not purchasable with this delivery, discontinued and gone), or ready, its
 * quantity rounded up to the order multiple of where it ships from, with what changed named.
 */
export function previewLine(
  line: PastedLine,
  resolution: Resolution | undefined,
  variant: Variant | undefined,
  context: PreviewContext,
): PreviewLine {
  if (!resolution?.articleNumber || !variant)
    return { status: 'unknown', line, suggestions: resolution?.suggestions ?? [] };
  const matchedBy = resolution.matchedBy;
  const unit = variant.webSalesUnit.unit;
  const rule = quantityRule({ unit, orderMultiple: orderMultipleFor(variant.stock, context.location) });
  const quantity = rule.snap(line.quantity);
  const problem = cartItemProblem(
    {
      quantity,
      deliveryId: context.deliveryId,
      variantSlug: variant.variantSlug,
      discontinued: variant.discontinued,
      purchaseConstraints: variant.purchaseConstraints,
      expressTag: variant.filterTags.includes('EXPRESS'),
      stock: variant.stock ?? null,
      replacementArticle: null,
    },
    {
      availableDeliveryIds: context.availableDeliveryIds,
      storeId: context.storeId,
      centralStorageId: context.centralStorageId,
    },
  );
  if (problem && REFUSING.includes(problem.reason))
    return { status: 'refused', line, variant, reason: problem.reason, matchedBy };
  return {
    status: 'ok',
    line,
    variant,
    matchedBy,
    quantity,
    roundedTo: quantity !== line.quantity ? rule.step : null,
    otherUnit: line.unit && line.unit.toLowerCase() !== unit.toLowerCase() ? line.unit : null,
    warning: problem?.reason ?? null,
  };
}
