import type { MenuEntry } from '@shop/commerce-client/contract';
import { LIST_NAMES } from '@shop/tracking/names';
import { Button, FormError, Link } from '@shop/ui';
import { useQuery } from '@tanstack/react-query';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { type RefObject, useState } from 'react';
import { Dialog, Label, Popover, Radio, RadioGroup } from 'react-aria-components';
import { catalogueQueries } from '../catalogue';
import {
  AppLink,
  isMessageKey,
  type MessageKey,
  pathTo,
  useMessages,
  useSelectItem,
  useServices,
} from '../core';
import { favouriteQueries, listQueries } from '../lists';
import {
  contextDisplayName,
  isAdmin,
  isAllowed,
  OverlayFlyout,
  overlayAtom,
  punchoutAtom,
  sessionAtom,
} from '../session';
import { ServicesMenu } from './content-frame';
import { NavLinkItems } from './header-panels';
import { accountLinks, contextChoices, currentContext, MenuLinks } from './menu-links';
import '../core/page.css';
import './header.css';
import './link-button.css';
import './overlays.css';
import './popover.css';

/*
 * The header's overlays, in their own chunk: the header itself renders plain
 * buttons, and this module (react-aria dialogs, popovers, radio groups)
 * loads when one is first opened or hovered.
 */

export { CartFlyout } from '../cart';
export { SignInFlyout } from '../session';

/** The assortment (product) menu: from /menu, or the customer's assortment menu (§4). */
export function AssortmentMenu({ triggerRef }: { triggerRef: RefObject<HTMLButtonElement | null> }) {
  const t = useMessages();
  const { services } = useServices();
  const session = useAtomValue(sessionAtom);
  const [overlay, setOverlay] = useAtom(overlayAtom);
  const [wholeRange, setWholeRange] = useState(false);
  const customerMenu = session.assortment.menu;
  const menu = useQuery(catalogueQueries.menu(services.client, null));
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
          <button
            type="button"
            className="shop-quiet-button shop-menu__switch"
            onClick={() => setWholeRange((v) => !v)}
          >
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
  const setOverlay = useSetAtom(overlayAtom);
  const [state, setState] = useState<'idle' | 'switching' | 'failed'>('idle');
  const name = contextDisplayName(session);
  if (!name || !session.claims) return null;
  const current = currentContext(session) ?? '';
  const choices = contextChoices(session);
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
    <OverlayFlyout overlay="project" title={t('header.contextDialog')}>
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
    </OverlayFlyout>
  );
}

export function AccountFlyout() {
  const t = useMessages();
  const { services } = useServices();
  const session = useAtomValue(sessionAtom);
  const setOverlay = useSetAtom(overlayAtom);
  const punchout = useAtomValue(punchoutAtom);
  const [testFailure, setTestFailure] = useState<MessageKey | null>(null);
  const [startingTest, setStartingTest] = useState(false);
  const user = session.user;
  if (!user) return null;
  // A customer admin may try punch-out against the procurement simulator (not from a buyer's own punch-out).
  const offerPunchoutTest = services.punchoutTest === true && isAdmin(session.claims) && !punchout;
  const startPunchoutTest = async () => {
    setStartingTest(true);
    setTestFailure(null);
    try {
      await services.session.punchoutTest(true);
      // PUNCHOUT mode and the page's form-action policy come with the server's next page.
      window.location.assign('/cart');
    } catch (error) {
      const key = (error as { messageKey?: unknown }).messageKey;
      setTestFailure(isMessageKey(key) ? key : 'errors.unknown_error_occurred');
      setStartingTest(false);
    }
  };
  const links = accountLinks(session);
  return (
    <OverlayFlyout overlay="account" title={t('account.title')}>
      {(close) => (
        <div className="shop-account">
          <p>{t('account.signedInAs', { name: `${user.firstName} ${user.lastName}` })}</p>
          <button type="button" className="shop-account__favourites" onClick={() => setOverlay('favourites')}>
            {t('header.favourites')}
          </button>
          <ul className="shop-account__links">
            {links.map((link) => (
              <li key={link.path}>
                <Link appearance="plain" href={link.path} onClick={close}>
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
          {offerPunchoutTest ? (
            <div className="shop-account__punchout-test">
              <p id="shop-punchout-test-help">{t('punchout.test.help')}</p>
              <Button
                variant="secondary"
                aria-describedby="shop-punchout-test-help"
                isDisabled={startingTest}
                onPress={() => void startPunchoutTest()}
              >
                {t('punchout.test.start')}
              </Button>
              {testFailure ? <FormError>{t(testFailure)}</FormError> : null}
            </div>
          ) : null}
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
    </OverlayFlyout>
  );
}

/** The favourites flyout: the user's favourite articles (at most 50), linked to their pages. */
export function FavouritesFlyout() {
  const t = useMessages();
  const { services } = useServices();
  const ids = useQuery(favouriteQueries.ids(services.client));
  const numbers = ids.data?.map((f) => f.articleNumber) ?? [];
  const variants = useQuery({
    ...favouriteQueries.variants(services.client, numbers, null),
    enabled: ids.isSuccess,
  });
  const lists = useQuery(listQueries.all(services.client));
  const listPath = (id: string) => pathTo('/mina-sidor/inkopslistor/$id', { id });
  const select = useSelectItem();
  return (
    <OverlayFlyout overlay="favourites" title={t('favourites.title')}>
      {(close) => (
        <div className="shop-account">
          {ids.isPending || (ids.isSuccess && variants.isPending) ? (
            <p role="status">{t('app.loading')}</p>
          ) : null}
          {ids.isError || variants.isError ? (
            <p role="alert">{t('errors.try_again_later_or_contact')}</p>
          ) : null}
          {ids.isSuccess && ids.data.length === 0 ? <p>{t('favourites.empty')}</p> : null}
          {variants.data && variants.data.length > 0 ? (
            <ul className="shop-flyout-list" aria-label={t('favourites.title')}>
              {variants.data.map((variant, index) => (
                <li key={variant.articleNumber}>
                  {variant.variantSlug ? (
                    <AppLink
                      appearance="plain"
                      to="/produkt/$slug"
                      params={{ slug: variant.variantSlug }}
                      onClick={() => {
                        select(variant, LIST_NAMES.favoritesFlyout, index + 1);
                        close();
                      }}
                    >
                      {variant.name}
                    </AppLink>
                  ) : (
                    <span>{variant.name}</span>
                  )}
                  <span className="shop-flyout-list__meta">{variant.articleNumber}</span>
                </li>
              ))}
            </ul>
          ) : null}
          <Link appearance="plain" href={pathTo('/mina-sidor/favoriter')} onClick={close}>
            {t('favourites.all')}
          </Link>
          <h3 className="shop-flyout-list__heading">{t('lists.title')}</h3>
          {lists.isError ? <p role="alert">{t('errors.try_again_later_or_contact')}</p> : null}
          {lists.data && lists.data.lists.length === 0 ? <p>{t('lists.none')}</p> : null}
          {lists.data && lists.data.lists.length > 0 ? (
            <ul className="shop-flyout-list" aria-label={t('lists.title')}>
              {lists.data.lists.map((list) => (
                <li key={list.favoriteId}>
                  <Link appearance="plain" href={listPath(list.favoriteId)} onClick={close}>
                    {list.favoriteName}
                  </Link>
                  <span className="shop-flyout-list__meta">{t('lists.rows', { count: list.totalRows })}</span>
                </li>
              ))}
            </ul>
          ) : null}
          <Link appearance="plain" href={pathTo('/mina-sidor/inkopslistor')} onClick={close}>
            {t('lists.all')}
          </Link>
        </div>
      )}
    </OverlayFlyout>
  );
}

/** Mobile navigation: the assortment's top categories and the header's links, in a side panel. */
export function MobileNavigation() {
  const t = useMessages();
  const { services } = useServices();
  const session = useAtomValue(sessionAtom);
  const setOverlay = useSetAtom(overlayAtom);
  const menu = useQuery(catalogueQueries.menu(services.client, null));
  const entries: MenuEntry[] = session.assortment.menu?.entries ?? menu.data?.entries ?? [];
  const contextName = contextDisplayName(session);
  return (
    <OverlayFlyout overlay="mobile-nav" title={t('header.menu')} side="left">
      {(close) => (
        <nav aria-label={t('header.menu')} className="shop-mobile-nav">
          {/* Every top-level entry of the desktop menu row, then Mina sidor from the account menu. */}
          {contextName ? (
            <button
              type="button"
              className="shop-header__context shop-mobile-nav__context"
              aria-label={t('header.context', { name: contextName })}
              onClick={() => setOverlay('project')}
            >
              <span className="shop-header__context-label">{t('header.contextLabel')}</span>{' '}
              <span className="shop-header__context-text">{contextName}</span>
            </button>
          ) : null}
          <h3 className="shop-mobile-nav__heading">{t('header.assortment')}</h3>
          <MenuLinks entries={entries} onNavigate={close} />
          <ul className="shop-account__links shop-mobile-nav__links">
            <NavLinkItems onNavigate={close} />
            {session.status === 'signed-in' ? (
              <li>
                <AppLink appearance="plain" to="/snabborder" onClick={close}>
                  {t('paste.title')}
                </AppLink>
              </li>
            ) : null}
            <li>
              <ServicesMenu inPanel />
            </li>
            {session.status === 'signed-in' ? (
              <li>
                <Link appearance="plain" href={pathTo('/mina-sidor')} onClick={close}>
                  {t('account.myPages')}
                </Link>
              </li>
            ) : null}
          </ul>
        </nav>
      )}
    </OverlayFlyout>
  );
}
