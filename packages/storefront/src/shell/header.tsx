import type { MenuEntry } from '@shop/commerce-client/contract';
import { Button, Flyout } from '@shop/ui';
import { useQuery } from '@tanstack/react-query';
import { useAtom, useAtomValue } from 'jotai';
import { useState } from 'react';
import {
  Button as AriaButton,
  Dialog,
  DialogTrigger,
  Label,
  Popover,
  Radio,
  RadioGroup,
} from 'react-aria-components';
import { useServices } from '../app/context';
import { useMessages } from '../i18n/intl';
import { contextDisplayName, overlayAtom, sessionAtom } from '../session/atoms';
import { isAdmin, isAllowed } from '../session/claims';
import { CategoryGlyph } from './category-glyph';
import { HeaderSearch } from './header-search';
import { SignInFlyout } from './sign-in';

function Logo() {
  const t = useMessages();
  const { services } = useServices();
  const { brand } = services;
  return (
    <a className="shop-header__home" href="/" aria-label={t('header.homeLink', { brand: brand.name })}>
      <img className="shop-header__logo" src={brand.logoUrl} alt="" width="40" height="40" />
      <span className="shop-header__name">{brand.name}</span>
    </a>
  );
}

/** The header of the minimal layout (checkout steps, password pages): the logo only. */
export function MinimalHeader() {
  return (
    <header className="shop-header" data-minimal="">
      <div className="shop-header__inner">
        <Logo />
      </div>
    </header>
  );
}

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
function AssortmentMenu() {
  const t = useMessages();
  const { queries } = useServices();
  const session = useAtomValue(sessionAtom);
  const [overlay, setOverlay] = useAtom(overlayAtom);
  const [wholeRange, setWholeRange] = useState(false);
  const customerMenu = session.assortment.menu;
  const menu = useQuery(queries.menu(null));
  const entries = !wholeRange && customerMenu ? customerMenu.entries : (menu.data?.entries ?? []);
  const mayChange = isAllowed(session.claims, 'EJ_ANDRA_SORTIMENT');
  const close = () => setOverlay(null);
  return (
    <DialogTrigger
      isOpen={overlay === 'product-menu'}
      onOpenChange={(open) => setOverlay(open ? 'product-menu' : null)}
    >
      <AriaButton className="shop-header__nav-button">{t('header.assortment')}</AriaButton>
      <Popover className="shop-menu" placement="bottom start" offset={4}>
        <Dialog className="shop-menu__dialog" aria-label={t('header.assortmentDialog')}>
          {customerMenu && mayChange ? (
            <button type="button" className="shop-menu__switch" onClick={() => setWholeRange((v) => !v)}>
              {wholeRange ? t('header.assortmentCustomer') : t('header.assortmentSwitch')}
            </button>
          ) : null}
          <MenuLinks entries={entries} onNavigate={close} />
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}

/** The customer / project switch of §3–4, in the header. */
function ContextSwitch() {
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
      isOpen={overlay === 'project'}
      onOpenChange={(open) => setOverlay(open ? 'project' : null)}
      trigger={
        <AriaButton className="shop-header__context" aria-label={t('header.context', { name })}>
          <span className="shop-header__context-text">{name}</span>
        </AriaButton>
      }
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

function AccountFlyout() {
  const t = useMessages();
  const { services } = useServices();
  const session = useAtomValue(sessionAtom);
  const [overlay, setOverlay] = useAtom(overlayAtom);
  const user = session.user;
  if (!user) return null;
  const routes = services.brand.routes;
  const pathOf = (name: string) => routes.find((r) => r.name === name)?.path;
  return (
    <Flyout
      title={t('account.title')}
      isOpen={overlay === 'account'}
      onOpenChange={(open) => setOverlay(open ? 'account' : null)}
      trigger={
        <Button variant="secondary" size="sm">
          {t('header.account')}
        </Button>
      }
    >
      {(close) => (
        <div className="shop-account">
          <p>{t('account.signedInAs', { name: `${user.firstName} ${user.lastName}` })}</p>
          <ul className="shop-account__links">
            {pathOf('my-page') ? (
              <li>
                <a href={pathOf('my-page')} onClick={close}>
                  {t('account.myPages')}
                </a>
              </li>
            ) : null}
            {pathOf('order-history') ? (
              <li>
                <a href={pathOf('order-history')} onClick={close}>
                  {t('account.orders')}
                </a>
              </li>
            ) : null}
            {isAdmin(session.claims) && pathOf('user-administrator') ? (
              <li>
                <a href={pathOf('user-administrator')} onClick={close}>
                  {t('account.admin')}
                </a>
              </li>
            ) : null}
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

function CartButton() {
  const t = useMessages();
  const session = useAtomValue(sessionAtom);
  const { services } = useServices();
  const cart = useQuery({
    queryKey: ['cart-count'],
    queryFn: () => services.client.cart.get(),
    enabled: session.status === 'signed-in',
  });
  const count = session.status === 'signed-in' ? (cart.data?.cartItems.length ?? 0) : 0;
  return (
    <a className="shop-header__cart" href="/cart">
      <span className="shop-visually-hidden">{t('header.cart', { count })}</span>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        width="22"
        height="22"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.75"
      >
        <path d="M3 4h2l2.4 11h10.2L20 7H6.2" />
        <circle cx="9" cy="19.5" r="1.5" />
        <circle cx="17" cy="19.5" r="1.5" />
      </svg>
      <span className="shop-header__cart-count" aria-hidden="true">
        {count}
      </span>
    </a>
  );
}

/** The default layout's header: logo, search, assortment menu, campaigns, store finder, context, account, cart. */
export function Header() {
  const t = useMessages();
  const session = useAtomValue(sessionAtom);
  return (
    <header className="shop-header">
      <div className="shop-header__inner">
        <Logo />
        <HeaderSearch />
        <div className="shop-header__actions">
          {session.status === 'signed-in' ? (
            <AccountFlyout />
          ) : session.status === 'anonymous' ? (
            <SignInFlyout />
          ) : null}
          <CartButton />
        </div>
      </div>
      <nav className="shop-header__nav" aria-label={t('header.mainNav')}>
        <div className="shop-header__nav-inner">
          <AssortmentMenu />
          <a className="shop-header__nav-link" href="/kampanjer">
            {t('header.campaigns')}
          </a>
          <a className="shop-header__nav-link" href="/hitta-butik">
            {t('header.storeFinder')}
          </a>
          <ContextSwitch />
        </div>
      </nav>
    </header>
  );
}
