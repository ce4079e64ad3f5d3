/**
 * The carts this browser has seen for the signed-in user in other customer
 * contexts: the cart service keeps one active cart per user and customer,
 * and has no call that lists them, so the cart page remembers each one it
 * shows and offers to move another context's lines over (`transfer`).
 */
export interface RememberedCart {
  userId: string;
  customerId: string;
  /** 'Kund / projekt', as the header shows the context. */
  name: string;
  cartId: string;
  lines: number;
}

const KEY = 'shop.carts';
const MAX = 20;

function read(storage: Storage): RememberedCart[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(KEY) ?? '[]');
    return Array.isArray(value)
      ? value.filter(
          (c): c is RememberedCart =>
            typeof c?.userId === 'string' &&
            typeof c.customerId === 'string' &&
            typeof c.name === 'string' &&
            typeof c.cartId === 'string' &&
            typeof c.lines === 'number',
        )
      : [];
  } catch {
    return [];
  }
}

function write(storage: Storage, carts: RememberedCart[]) {
  try {
    storage.setItem(KEY, JSON.stringify(carts.slice(0, MAX)));
  } catch {
    // A full or blocked storage only costs the transfer offer.
  }
}

/** Remembers (or updates) the cart of one user and customer; an empty cart is forgotten. */
export function rememberCart(storage: Storage, cart: RememberedCart) {
  const others = read(storage).filter((c) => !(c.userId === cart.userId && c.customerId === cart.customerId));
  write(storage, cart.lines > 0 ? [cart, ...others] : others);
}

/** The user's carts with lines in other customer contexts, newest first. */
export function otherCarts(storage: Storage, userId: string, customerId: string): RememberedCart[] {
  return read(storage).filter((c) => c.userId === userId && c.customerId !== customerId && c.lines > 0);
}

export function forgetCart(storage: Storage, cartId: string) {
  write(
    storage,
    read(storage).filter((c) => c.cartId !== cartId),
  );
}
