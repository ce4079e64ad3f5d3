import { AppLink, useMessages, useServices } from '../core';

export function Footer() {
  const t = useMessages();
  const { services } = useServices();
  return (
    <footer className="shop-footer">
      <div className="shop-footer__inner">
        <AppLink to="/hitta-butik">{t('header.storeFinder')}</AppLink>
        <AppLink to="/kampanjer">{t('header.campaigns')}</AppLink>
        <p>{t('footer.copyright', { year: new Date().getFullYear(), brand: services.brand.name })}</p>
      </div>
    </footer>
  );
}
