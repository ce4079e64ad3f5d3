import type { MenuEntry } from '@shop/commerce-client/contract';
import { Button, Link } from '@shop/ui';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { type FormEvent, useState } from 'react';
import { catalogueQueries } from '../catalogue';
import { AppLink, useMessages, useServices } from '../core';
import { sessionAtom } from '../session';
import { ContentLink, headerNavLinks, ServicesMenu, useSiteChrome } from './content-frame';
import { accountLinks, contextChoices, currentContext, MenuLinks } from './menu-links';
import { PANELS, PreScriptPanel } from './pre-script-panel';
import './overlays.css';

/*
 * The header's panels before the scripts: what the menu, account and customer buttons open while
 * the app loads, and without it. Plain links and forms the server answers; once the app has taken
 * over, the buttons open its overlays (overlays.tsx) instead.
 */

/** The assortment as the server's render had it (the root route loads it): no fetch of its own. */
function useMenuEntries(): MenuEntry[] {
  const { services } = useServices();
  const session = useAtomValue(sessionAtom);
  const menu = useQuery({ ...catalogueQueries.menu(services.client, null), enabled: false });
  return session.assortment.menu?.entries ?? menu.data?.entries ?? [];
}

/** The menu row's links after the assortment: the content service's, or campaigns and stores. */
export function NavLinkItems({ onNavigate }: { onNavigate?: () => void }) {
  const t = useMessages();
  const links = headerNavLinks(useSiteChrome(), t('header.assortment'));
  if (links.length > 0)
    return links.map((link) => (
      <li key={link.id}>
        <ContentLink link={link} />
      </li>
    ));
  return (
    <>
      <li>
        <AppLink appearance="plain" to="/kampanjer" onClick={onNavigate}>
          {t('header.campaigns')}
        </AppLink>
      </li>
      <li>
        <AppLink appearance="plain" to="/hitta-butik" onClick={onNavigate}>
          {t('header.storeFinder')}
        </AppLink>
      </li>
    </>
  );
}

/** 'Sortiment' and the phone's 'Meny': the assortment's categories and the menu row's links. */
export function MenuPanel() {
  const t = useMessages();
  const entries = useMenuEntries();
  return (
    <PreScriptPanel id={PANELS.menu} title={t('header.assortment')}>
      <nav aria-label={t('header.assortment')} className="shop-mobile-nav">
        <MenuLinks entries={entries} />
        <ul className="shop-account__links shop-mobile-nav__links">
          <NavLinkItems />
          <li>
            <ServicesMenu inPanel />
          </li>
        </ul>
      </nav>
    </PreScriptPanel>
  );
}

/** 'Mina sidor': the account's pages and 'Logga ut' (a form the server answers with the start page). */
export function AccountPanel() {
  const t = useMessages();
  const { services } = useServices();
  const session = useAtomValue(sessionAtom);
  const user = session.user;
  if (!user) return null;
  const signOut = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    await services.session.logout();
    window.location.assign('/');
  };
  return (
    <PreScriptPanel id={PANELS.account} title={t('account.title')}>
      <div className="shop-account">
        <p>{t('account.signedInAs', { name: `${user.firstName} ${user.lastName}` })}</p>
        <ul className="shop-account__links">
          {accountLinks(session).map((link) => (
            <li key={link.path}>
              <Link appearance="plain" href={link.path}>
                {t(link.label)}
              </Link>
            </li>
          ))}
        </ul>
        <form method="post" action="/session/logout" className="shop-pre-panel__form" onSubmit={signOut}>
          <Button type="submit" variant="secondary">
            {t('signOut')}
          </Button>
        </form>
      </div>
    </PreScriptPanel>
  );
}

/**
 * The customer and project switch (§3–4) as a form: `kontext` posted to `/session/context`,
 * which switches and comes back here. Sent after the app has taken over, the app switches.
 */
export function ContextPanel() {
  const t = useMessages();
  const { services } = useServices();
  const session = useAtomValue(sessionAtom);
  const here = useLocation({ select: (location) => location.href });
  const [state, setState] = useState<'idle' | 'switching' | 'failed'>('idle');
  const current = currentContext(session);
  if (!current) return null;
  const choose = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const [customerId = '', projectId = ''] = String(new FormData(form).get('kontext') ?? '').split(':');
    setState('switching');
    try {
      await services.session.switchContext(customerId, projectId || null);
      setState('idle');
      form.closest<HTMLElement>('[popover]')?.hidePopover();
    } catch {
      setState('failed');
    }
  };
  return (
    <PreScriptPanel id={PANELS.context} title={t('header.contextDialog')}>
      <form method="post" action="/session/context" className="shop-pre-panel__form" onSubmit={choose}>
        <input type="hidden" name="tillbaka" value={here} />
        <fieldset className="shop-context">
          <legend className="shop-visually-hidden">{t('header.contextDialog')}</legend>
          {contextChoices(session).map((choice) => (
            <label key={choice.value} className="shop-pre-panel__choice">
              <input
                type="radio"
                name="kontext"
                value={choice.value}
                defaultChecked={choice.value === current}
              />
              {choice.label}
            </label>
          ))}
        </fieldset>
        <Button type="submit" variant="primary" isDisabled={state === 'switching'}>
          {t('header.contextChoose')}
        </Button>
        {state === 'switching' ? <p role="status">{t('header.contextSwitching')}</p> : null}
        {state === 'failed' ? <p role="alert">{t('header.contextFailed')}</p> : null}
      </form>
    </PreScriptPanel>
  );
}
