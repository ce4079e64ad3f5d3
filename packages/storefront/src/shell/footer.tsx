import { useMessages, useServices } from '../core';

export function Footer() {
  const t = useMessages();
  const { services } = useServices();
  return (
    <footer className="shop-footer">
      <div className="shop-footer__inner">
        <a href="/hitta-butik">{t('header.storeFinder')}</a>
        <a href="/kampanjer">{t('header.campaigns')}</a>
        <p>{t('footer.copyright', { year: new Date().getFullYear(), brand: services.brand.name })}</p>
      </div>
    </footer>
  );
}
