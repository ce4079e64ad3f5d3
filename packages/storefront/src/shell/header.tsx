import type { Brand } from '../brand';
import { useMessages } from '../i18n/intl';

export function Header({ brand }: { brand: Brand }) {
  const t = useMessages();
  return (
    <header className="shop-header">
      <div className="shop-header__inner">
        <a className="shop-header__home" href="/" aria-label={t('header.homeLink', { brand: brand.name })}>
          <img className="shop-header__logo" src={brand.logoUrl} alt="" width="40" height="40" />
          <span className="shop-header__name">{brand.name}</span>
        </a>
      </div>
    </header>
  );
}
