import { useSetAtom } from 'jotai';
import { AppLink, consentAtom, useMessages, useServices, useTracker } from '../core';
import { OwnStoreSection, telHref } from '../stores';
import { ContentLink, useSiteChrome } from './content-frame';
import './column.css';
import './footer.css';
import './link-button.css';

/** A dialable number: digits and a leading plus only. */

/** The customer's store (the brand's default for a visitor): name, address, phone, e-mail, a link to its page. */
function FooterStore() {
  const t = useMessages();
  return (
    <OwnStoreSection className="shop-footer__store" heading={t('stores.footerTitle')}>
      {(details) => (
        <>
          {details.address ? <p>{details.address}</p> : null}
          {details.phone ? (
            <p>
              {t('stores.phone')}: <a href={telHref(details.phone)}>{details.phone}</a>
            </p>
          ) : null}
          {details.email ? (
            <p>
              {t('stores.email')}: <a href={`mailto:${details.email}`}>{details.email}</a>
            </p>
          ) : null}
        </>
      )}
    </OwnStoreSection>
  );
}

/** The footer: the content service's columns and links (the brand's built-in links without them), and the customer's store. */
export function Footer() {
  const t = useMessages();
  const { services } = useServices();
  const tracker = useTracker();
  const askAgain = useSetAtom(consentAtom);
  const footer = useSiteChrome()?.footer;
  return (
    <footer className="shop-footer">
      <div className="shop-footer__inner">
        {footer && footer.columns.length > 0 ? (
          footer.columns.map((column) => (
            <nav key={column.id} className="shop-footer__column" aria-labelledby={`footer-${column.id}`}>
              <h2 id={`footer-${column.id}`}>{column.title}</h2>
              <ul>
                {column.links.map((link) => (
                  <li key={link.id}>
                    <ContentLink link={link} />
                  </li>
                ))}
              </ul>
            </nav>
          ))
        ) : (
          <nav className="shop-footer__column" aria-label={t('footer.links')}>
            <ul>
              <li>
                <AppLink to="/hitta-butik">{t('header.storeFinder')}</AppLink>
              </li>
              <li>
                <AppLink to="/kampanjer">{t('header.campaigns')}</AppLink>
              </li>
            </ul>
          </nav>
        )}
        <FooterStore />
      </div>
      <div className="shop-footer__bottom">
        {footer && footer.socialLinks.length > 0 ? (
          <ul className="shop-footer__social">
            {footer.socialLinks.map((link) => (
              <li key={link.id}>
                <ContentLink link={link} />
              </li>
            ))}
          </ul>
        ) : null}
        <p>
          {footer?.bottomText ??
            t('footer.copyright', { year: new Date().getFullYear(), brand: services.brand.name })}
        </p>
        {tracker.asksConsent ? (
          // The consent question again: a visitor can change their mind as easily as they answered.
          <button
            type="button"
            className="shop-footer__consent"
            onClick={() => {
              askAgain(null);
              // Focus goes to the question, which sits at the top of the page's order.
              requestAnimationFrame(() =>
                document.querySelector<HTMLButtonElement>('.shop-consent button')?.focus(),
              );
            }}
          >
            {t('consent.change')}
          </button>
        ) : null}
      </div>
    </footer>
  );
}
