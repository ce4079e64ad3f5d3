import type { MenuEntry } from '@shop/commerce-client/contract';
import { orderMultipleFor } from '@shop/stock-rules';
import { Button, CompactQuantityInput, Flyout } from '@shop/ui';
import { useQuery } from '@tanstack/react-query';
import { useAtom, useAtomValue } from 'jotai';
import { memo, type RefObject, useState } from 'react';
import { Dialog, Label, Popover, Radio, RadioGroup } from 'react-aria-components';
import { useServices } from '../app/context';
import { CartAddStatus } from '../features/add-to-cart';
import { useLineQuantity } from '../features/cart-line-quantity';
import { quantityDecimals, quantityStep } from '../features/quantity-rules';
import { QuickAdd } from '../features/quick-add';
import { useMessages } from '../i18n/intl';
import { type CartItem, useCartView } from '../pages/checkout/cart-view';
import { storeIdsFor } from '../router/routes';
import { contextDisplayName, overlayAtom, sessionAtom } from '../session/atoms';
import { isAdmin, isAllowed } from '../session/claims';
import { CategoryGlyph } from './category-glyph';

/*
 * The header's overlays, in their own chunk: the header itself renders plain
 * buttons, and this module (react-aria dialogs, popovers, radio groups)
 * loads when one is first opened or hovered.
 */

export { SignInFlyout } from './sign-in';

function MenuLinks({ entries, onNavigate }: { entries: MenuEntry[]; onNavigate: () => void }) {
  const t = useMessages();
  return (
    <ul className="shop-menu__list">
      {entries.map((entry) => (
        <li key={entry.slug} className="shop-menu__item">
          <a className="shop-menu__top" href={`/kategorier/${entry.slug}`} onClick={onNavigate}>
            {entry.icon ? <CategoryGlyph name={entry.icon} /> : null}
            <span>{entry.title}</span>
          </a>
          {entry.children.length > 0 ? (
            <ul
              className="shop-menu__children"
              aria-label={t('header.allInCategory', { category: entry.title })}
            >
              {entry.children.slice(0, 8).map((child) => (
                <li key={child.slug}>
                  <a href={`/kategorier/${child.slug}`} onClick={onNavigate}>
                    {child.title}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** The assortment (product) menu: from /menu, or the customer's assortment menu (§4). */
export function AssortmentMenu({ triggerRef }: { triggerRef: RefObject<HTMLButtonElement | null> }) {
  const t = useMessages();
  const { queries } = useServices();
  const session = useAtomValue(sessionAtom);
  const [overlay, setOverlay] = useAtom(overlayAtom);
  const [wholeRange, setWholeRange] = useState(false);
  const customerMenu = session.assortment.menu;
  const menu = useQuery(queries.menu(null));
  const entries: MenuEntry[] =
    !wholeRange && customerMenu ? customerMenu.entries : (menu.data?.entries ?? []);
  const mayChange = isAllowed(session.claims, 'EJ_ANDRA_SORTIMENT');
  const close = () => setOverlay(null);
  return (
    <Popover
      className="shop-menu"
      placement="bottom start"
      offset={4}
      triggerRef={triggerRef}
      isOpen={overlay === 'product-menu'}
      onOpenChange={(open) => setOverlay(open ? 'product-menu' : null)}
    >
      <Dialog className="shop-menu__dialog" aria-label={t('header.assortmentDialog')}>
        {customerMenu && mayChange ? (
          <button type="button" className="shop-menu__switch" onClick={() => setWholeRange((v) => !v)}>
            {wholeRange ? t('header.assortmentCustomer') : t('header.assortmentSwitch')}
          </button>
        ) : null}
        <MenuLinks entries={entries} onNavigate={close} />
      </Dialog>
    </Popover>
  );
}

/** The customer / project switch of §3–4. */
export function ContextFlyout() {
  const t = useMessages();
  const { services } = useServices();
  const session = useAtomValue(sessionAtom);
  const [overlay, setOverlay] = useAtom(overlayAtom);
  const [state, setState] = useState<'idle' | 'switching' | 'failed'>('idle');
  const name = contextDisplayName(session);
  if (!name || !session.claims) return null;
  const current = `${session.claims.customerId}:${session.claims.projectId ?? ''}`;
  const choices = session.customers
    .filter((c) => c.active)
    .flatMap((customer) =>
      customer.projects.length > 0
        ? customer.projects.map((p) => ({
            value: `${customer.customerId}:${p.projectId}`,
            label: `${customer.customerName} / ${p.projectName}`,
          }))
        : [{ value: `${customer.customerId}:`, label: customer.customerName }],
    );
  async function choose(value: string) {
    const [customerId = '', projectId = ''] = value.split(':');
    setState('switching');
    try {
      await services.session.switchContext(customerId, projectId || null);
      setState('idle');
      setOverlay(null);
    } catch {
      setState('failed');
    }
  }
  return (
    <Flyout
      title={t('header.contextDialog')}
      closeLabel={t('app.close')}
      isOpen={overlay === 'project'}
      onOpenChange={(open) => setOverlay(open ? 'project' : null)}
    >
      <RadioGroup
        className="shop-context"
        value={current}
        onChange={choose}
        isDisabled={state === 'switching'}
      >
        <Label className="shop-visually-hidden">{t('header.contextDialog')}</Label>
        {choices.map((choice) => (
          <Radio key={choice.value} value={choice.value} className="shop-context__choice">
            {choice.label}
          </Radio>
        ))}
      </RadioGroup>
      {state === 'switching' ? <p role="status">{t('header.contextSwitching')}</p> : null}
      {state === 'failed' ? <p role="alert">{t('header.contextFailed')}</p> : null}
    </Flyout>
  );
}

export function AccountFlyout() {
  const t = useMessages();
  const { services } = useServices();
  const session = useAtomValue(sessionAtom);
  const [overlay, setOverlay] = useAtom(overlayAtom);
  const user = session.user;
  if (!user) return null;
  const pathOf = (name: string) => services.brand.routes.find((r) => r.name === name)?.path;
  const links = [
    { path: pathOf('my-page'), label: t('account.myPages') },
    { path: pathOf('order-history'), label: t('account.orders') },
    ...(isAdmin(session.claims) ? [{ path: pathOf('user-administrator'), label: t('account.admin') }] : []),
  ];
  return (
    <Flyout
      title={t('account.title')}
      closeLabel={t('app.close')}
      isOpen={overlay === 'account'}
      onOpenChange={(open) => setOverlay(open ? 'account' : null)}
    >
      {(close) => (
        <div className="shop-account">
          <p>{t('account.signedInAs', { name: `${user.firstName} ${user.lastName}` })}</p>
          <button type="button" className="shop-account__favourites" onClick={() => setOverlay('favourites')}>
            {t('header.favourites')}
          </button>
          <ul className="shop-account__links">
            {links.map((link) =>
              link.path ? (
                <li key={link.path}>
                  <a href={link.path} onClick={close}>
                    {link.label}
                  </a>
                </li>
              ) : null,
            )}
          </ul>
          <Button
            variant="secondary"
            onPress={async () => {
              close();
              await services.session.logout();
              window.location.assign('/');
            }}
          >
            {t('signOut')}
          </Button>
        </div>
      )}
    </Flyout>
  );
}

/**
 * One line of the cart flyout: the article and its quantity, updated
 * through the cart service 500 ms after the last change (as on /cart).
 */
const CartFlyoutLine = memo(function CartFlyoutLine({
  line,
  cartId,
  storeId,
  onNavigate,
}: {
  line: CartItem;
  cartId: string;
  storeId: string | undefined;
  onNavigate: () => void;
}) {
  const t = useMessages();
  const { quantity, change, error: failed } = useLineQuantity(cartId, line);
  const variant = line.variant;
  const name = variant?.name ?? line.articleNumber;
  const decimals = quantityDecimals(variant?.webSalesUnit.unit);
  const step = quantityStep(orderMultipleFor(variant?.stock, storeId), decimals);
  return (
    <li className="shop-cart-flyout__line">
      <span className="shop-cart-flyout__name">
        {variant?.variantSlug ? (
          <a href={`/produkt/${variant.variantSlug}`} onClick={onNavigate}>
            {name}
          </a>
        ) : (
          name
        )}
        <span className="shop-flyout-list__meta">
          {t('listing.articleNumber')} {line.articleNumber}
        </span>
      </span>
      <CompactQuantityInput
        label={t('cart.quantityFor', { name })}
        orderMultiple={step}
        decimals={decimals}
        value={quantity}
        onChange={change}
      />
      {failed ? (
        <p className="shop-form-error shop-cart-flyout__error" role="alert">
          {failed}
        </p>
      ) : null}
    </li>
  );
});

/** The cart flyout: the lines with their quantities, a quick add and the way to the cart page. */
export function CartFlyout() {
  const t = useMessages();
  const { services } = useServices();
  const [overlay, setOverlay] = useAtom(overlayAtom);
  // The cart page's query: one cache entry for the lines, whichever shows them first.
  const cart = useCartView();
  const [storeId] = storeIdsFor(services);
  const items = cart.data?.cartItems ?? [];
  return (
    <Flyout
      title={t('cart.title')}
      closeLabel={t('app.close')}
      isOpen={overlay === 'cart'}
      onOpenChange={(open) => setOverlay(open ? 'cart' : null)}
    >
      {(close) => (
        <div className="shop-account shop-cart-flyout">
          {cart.isPending ? <p role="status">{t('app.loading')}</p> : null}
          {cart.isError ? <p role="alert">{t('errors.cart_service_not_available')}</p> : null}
          {cart.isSuccess && items.length === 0 ? <p>{t('cart.empty')}</p> : null}
          {cart.data && items.length > 0 ? (
            <ul className="shop-flyout-list shop-cart-flyout__lines" aria-label={t('cart.flyoutLines')}>
              {items.slice(0, 20).map((item) => (
                <CartFlyoutLine
                  key={item.cartItemId}
                  line={item}
                  cartId={cart.data.cartId}
                  storeId={storeId}
                  onNavigate={close}
                />
              ))}
            </ul>
          ) : null}
          {items.length > 20 ? <p>{t('cart.more', { count: items.length - 20 })}</p> : null}
          <a className="shop-link-button" href="/cart" onClick={close}>
            {t('cart.open')}
          </a>
          <QuickAdd />
          <CartAddStatus />
        </div>
      )}
    </Flyout>
  );
}

/** The favourites flyout: the user's favourite articles (at most 50), linked to their pages. */
export function FavouritesFlyout() {
  const t = useMessages();
  const { services } = useServices();
  const [overlay, setOverlay] = useAtom(overlayAtom);
  const favourites = useQuery({
    queryKey: ['favourites'],
    queryFn: async () => {
      const { favourites } = await services.client.favourites.list();
      const numbers = favourites.map((f) => f.articleNumber);
      if (numbers.length === 0) return [];
      return services.client.gateway.variants(numbers, { skipPrice: true, skipStock: true });
    },
  });
  return (
    <Flyout
      title={t('favourites.title')}
      closeLabel={t('app.close')}
      isOpen={overlay === 'favourites'}
      onOpenChange={(open) => setOverlay(open ? 'favourites' : null)}
    >
      {(close) => (
        <div className="shop-account">
          {favourites.isPending ? <p role="status">{t('app.loading')}</p> : null}
          {favourites.isError ? <p role="alert">{t('errors.try_again_later_or_contact')}</p> : null}
          {favourites.isSuccess && favourites.data.length === 0 ? <p>{t('favourites.empty')}</p> : null}
          {favourites.data && favourites.data.length > 0 ? (
            <ul className="shop-flyout-list" aria-label={t('favourites.title')}>
              {favourites.data.map((variant) => (
                <li key={variant.articleNumber}>
                  {variant.variantSlug ? (
                    <a href={`/produkt/${variant.variantSlug}`} onClick={close}>
                      {variant.name}
                    </a>
                  ) : (
                    <span>{variant.name}</span>
                  )}
                  <span className="shop-flyout-list__meta">{variant.articleNumber}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      )}
    </Flyout>
  );
}

/** Mobile navigation: the assortment's top categories and the header's links, in a side panel. */
export function MobileNavigation() {
  const t = useMessages();
  const { queries } = useServices();
  const session = useAtomValue(sessionAtom);
  const [overlay, setOverlay] = useAtom(overlayAtom);
  const menu = useQuery(queries.menu(null));
  const entries: MenuEntry[] = session.assortment.menu?.entries ?? menu.data?.entries ?? [];
  return (
    <Flyout
      title={t('header.menu')}
      closeLabel={t('app.close')}
      side="left"
      isOpen={overlay === 'mobile-nav'}
      onOpenChange={(open) => setOverlay(open ? 'mobile-nav' : null)}
    >
      {(close) => (
        <nav aria-label={t('header.menu')} className="shop-mobile-nav">
          <MenuLinks entries={entries} onNavigate={close} />
          <ul className="shop-account__links">
            <li>
              <a href="/kampanjer" onClick={close}>
                {t('header.campaigns')}
              </a>
            </li>
            <li>
              <a href="/hitta-butik" onClick={close}>
                {t('header.storeFinder')}
              </a>
            </li>
          </ul>
        </nav>
      )}
    </Flyout>
  );
}
