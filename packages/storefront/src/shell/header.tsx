import { contrastRatio, SiteLogo } from '@shop/ui';
import { useLocation } from '@tanstack/react-router';
import { useAtom, useAtomValue } from 'jotai';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { LazyAddedToCartNotice, useCartLineCount } from '../cart';
import { AppLink, useMessages, useServices } from '../core';
import { PunchoutBanner } from '../punchout';
import { contextDisplayName, type Overlay, overlayAtom, SignInForm, sessionAtom } from '../session';
import { ContentLink, headerNavLinks, ServicesMenu, useSiteChrome } from './content-frame';
import { AccountPanel, ContextPanel, MenuPanel } from './header-panels';
import { HeaderSearch } from './header-search';
import { PANELS, PreScriptPanel } from './pre-script-panel';
import './column.css';
import './header.css';

// The overlays' chunk: loaded on first hover, focus or press of a trigger.
const loadOverlays = () => import('./overlays');
const SignInFlyout = lazy(() => loadOverlays().then((m) => ({ default: m.SignInFlyout })));
const AccountFlyout = lazy(() => loadOverlays().then((m) => ({ default: m.AccountFlyout })));
const ContextFlyout = lazy(() => loadOverlays().then((m) => ({ default: m.ContextFlyout })));
const AssortmentMenu = lazy(() => loadOverlays().then((m) => ({ default: m.AssortmentMenu })));
const CartFlyout = lazy(() => loadOverlays().then((m) => ({ default: m.CartFlyout })));
const FavouritesFlyout = lazy(() => loadOverlays().then((m) => ({ default: m.FavouritesFlyout })));
const MobileNavigation = lazy(() => loadOverlays().then((m) => ({ default: m.MobileNavigation })));

/** Whether white reads better than black on a `#rrggbb` background (a dark header bar). */
function isDarkBackground(colour: string): boolean {
  try {
    return contrastRatio('#ffffff', colour) > contrastRatio('#000000', colour);
  } catch {
    return false;
  }
}

function Logo() {
  const t = useMessages();
  const { services } = useServices();
  const { brand } = services;
  // The content service's logo (wide, with the name in it; its small version on a phone, its light
  // versions on a dark header bar), or the brand's own mark and name.
  const contentLogo = useSiteChrome()?.logo;
  const logo = brand.settings.contentLogo === false ? null : contentLogo;
  const shown = logo ? (
    <SiteLogo logo={logo} onDark={isDarkBackground(brand.theme.color.header)} className="shop-header__logo" />
  ) : null;
  return (
    <AppLink
      appearance="plain"
      className="shop-header__home"
      to="/"
      aria-label={t('header.homeLink', { brand: brand.name })}
    >
      {shown ?? (
        <>
          <img className="shop-header__logo" src={brand.logoUrl} alt="" width="40" height="40" />
          <span className="shop-header__name">{brand.name}</span>
        </>
      )}
    </AppLink>
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

/**
 * 'Logga in': before the app has taken over, it opens the sign-in panel (the browser's own
 * popover, with the form posted to the server); once it has, the sign-in flyout.
 */
function SignInButton() {
  const t = useMessages();
  const here = useLocation({ select: (location) => location.href });
  return (
    <>
      <OverlayButton
        overlay="sign-in"
        panel={PANELS.signIn}
        className="shop-header__button shop-header__button--primary"
      >
        {t('signIn.open')}
      </OverlayButton>
      <PreScriptPanel id={PANELS.signIn} title={t('signIn.title')}>
        <SignInForm back={here} autoFocus={false} />
      </PreScriptPanel>
    </>
  );
}

/**
 * A plain button that opens one overlay (closing any other) and loads the overlays' chunk early.
 * With `panel`, the browser opens that panel (a popover) while the scripts load; once the app
 * has taken over, the click opens the app's overlay instead and cancels the browser's toggle.
 * `submit`: the button of a GET form that goes to the overlay's page before the scripts.
 */
function OverlayButton({
  overlay,
  className,
  label,
  children,
  buttonRef,
  panel,
  submit = false,
}: {
  overlay: Overlay;
  className: string;
  label?: string;
  children: ReactNode;
  buttonRef?: React.Ref<HTMLButtonElement>;
  panel?: string;
  submit?: boolean;
}) {
  const [current, setOverlay] = useAtom(overlayAtom);
  return (
    <button
      ref={buttonRef}
      type={submit ? 'submit' : 'button'}
      className={className}
      aria-label={label}
      aria-haspopup="dialog"
      aria-expanded={current === overlay}
      popoverTarget={panel}
      onPointerEnter={() => void loadOverlays()}
      onFocus={() => void loadOverlays()}
      onClick={(event) => {
        event.preventDefault();
        setOverlay(current === overlay ? null : overlay);
      }}
    >
      {children}
    </button>
  );
}

const CartIcon = () => (
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
);

/** The cart button: a visitor goes to /cart (and is asked to sign in); a customer opens the cart flyout. */
function CartButton() {
  const t = useMessages();
  const session = useAtomValue(sessionAtom);
  const count = useCartLineCount();
  const content = (
    <>
      <span className="shop-visually-hidden">{t('header.cart', { count })}</span>
      <CartIcon />
      <span className="shop-header__cart-count" aria-hidden="true">
        {count}
      </span>
    </>
  );
  if (session.status !== 'signed-in') {
    return (
      <AppLink appearance="plain" className="shop-header__cart" to="/cart">
        {content}
      </AppLink>
    );
  }
  // Before the scripts, the button of a GET form to /cart.
  return (
    <form method="get" action="/cart" className="shop-header__form">
      <OverlayButton overlay="cart" className="shop-header__cart" submit>
        {content}
      </OverlayButton>
    </form>
  );
}

/**
 * Whether the page has scrolled past the whole header: then the header stays at the top of the
 * window, compact (shell.css: on a wide screen without the service points, on a phone its first
 * row only: logo, account, cart). The slot keeps the full header's height, so the page does not
 * jump when the header leaves the flow.
 */
function useCompactHeader() {
  const slot = useRef<HTMLDivElement>(null);
  const header = useRef<HTMLElement>(null);
  const [compact, setCompact] = useState(false);
  useEffect(() => {
    const slotElement = slot.current;
    const headerElement = header.current;
    if (!slotElement || !headerElement || typeof IntersectionObserver === 'undefined') return;
    const keepHeight = () => {
      if (headerElement.dataset.compact === undefined)
        slotElement.style.minHeight = `${headerElement.offsetHeight}px`;
    };
    keepHeight();
    const resize = new ResizeObserver(keepHeight);
    resize.observe(headerElement);
    const intersection = new IntersectionObserver(([entry]) => {
      if (entry) setCompact(!entry.isIntersecting);
    });
    intersection.observe(slotElement);
    return () => {
      resize.disconnect();
      intersection.disconnect();
    };
  }, []);
  return { slot, header, compact };
}

/** The default layout's header: logo, search, assortment menu, campaigns, store finder, context, account, cart. */
export function Header() {
  const t = useMessages();
  const session = useAtomValue(sessionAtom);
  const overlay = useAtomValue(overlayAtom);
  const menuButton = useRef<HTMLButtonElement>(null);
  const contextName = contextDisplayName(session);
  const chrome = useSiteChrome();
  const header = chrome?.header;
  // The menu button is the way into the assortment: a link of the same name beside it is one too many.
  const navLinks = headerNavLinks(chrome, t('header.assortment'));
  const sticky = useCompactHeader();
  return (
    <div className="shop-header-slot" ref={sticky.slot}>
      <header className="shop-header" ref={sticky.header} data-compact={sticky.compact || undefined}>
        {header && header.usps.length > 0 ? (
          <ul className="shop-header__usps">
            {header.usps.map((usp) => (
              <li key={usp}>{usp}</li>
            ))}
          </ul>
        ) : null}
        <div className="shop-header__inner">
          <Logo />
          <HeaderSearch />
          <div className="shop-header__actions">
            {session.status === 'signed-in' ? (
              <OverlayButton overlay="favourites" className="shop-header__button shop-header__button--quiet">
                {t('header.favourites')}
              </OverlayButton>
            ) : null}
            {session.status === 'signed-in' ? (
              <>
                <OverlayButton overlay="account" className="shop-header__button" panel={PANELS.account}>
                  {t('header.account')}
                </OverlayButton>
                <AccountPanel />
              </>
            ) : session.status === 'anonymous' ? (
              <SignInButton />
            ) : null}
            <CartButton />
          </div>
        </div>
        <nav className="shop-header__nav" aria-label={t('header.mainNav')}>
          <div className="shop-header__nav-inner">
            <OverlayButton
              overlay="mobile-nav"
              className="shop-header__nav-button shop-header__mobile-only"
              panel={PANELS.menu}
            >
              {t('header.menu')}
            </OverlayButton>
            <OverlayButton
              overlay="product-menu"
              className="shop-header__nav-button"
              buttonRef={menuButton}
              panel={PANELS.menu}
            >
              {t('header.assortment')}
            </OverlayButton>
            {navLinks.length > 0 ? (
              navLinks.map((link) => (
                <ContentLink key={link.id} link={link} className="shop-header__nav-link" />
              ))
            ) : (
              <>
                <AppLink appearance="plain" className="shop-header__nav-link" to="/kampanjer">
                  {t('header.campaigns')}
                </AppLink>
                <AppLink appearance="plain" className="shop-header__nav-link" to="/hitta-butik">
                  {t('header.storeFinder')}
                </AppLink>
              </>
            )}
            {session.status === 'signed-in' ? (
              <AppLink appearance="plain" className="shop-header__nav-link" to="/snabborder">
                {t('paste.title')}
              </AppLink>
            ) : null}
            <ServicesMenu />
            <PunchoutBanner />
            {contextName ? (
              <OverlayButton
                overlay="project"
                className="shop-header__context"
                label={t('header.context', { name: contextName })}
                panel={PANELS.context}
              >
                <span className="shop-header__context-label">{t('header.contextLabel')}</span>{' '}
                <span className="shop-header__context-text">{contextName}</span>
              </OverlayButton>
            ) : null}
          </div>
        </nav>
        {/* The panels the buttons above open before the scripts, outside the menu row. */}
        <MenuPanel />
        {contextName ? <ContextPanel /> : null}
        <Suspense fallback={null}>
          {overlay === 'sign-in' && session.status !== 'signed-in' ? <SignInFlyout /> : null}
          {overlay === 'account' ? <AccountFlyout /> : null}
          {overlay === 'project' ? <ContextFlyout /> : null}
          {overlay === 'product-menu' ? <AssortmentMenu triggerRef={menuButton} /> : null}
          {overlay === 'cart' ? <CartFlyout /> : null}
          {overlay === 'favourites' ? <FavouritesFlyout /> : null}
          {overlay === 'mobile-nav' ? <MobileNavigation /> : null}
        </Suspense>
        {session.status === 'signed-in' ? (
          <Suspense fallback={null}>
            <LazyAddedToCartNotice />
          </Suspense>
        ) : null}
      </header>
    </div>
  );
}
