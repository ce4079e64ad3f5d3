import type { Brand } from '../brand';
import { useMessages } from '../i18n/intl';

export function StartPage({ brand }: { brand: Brand }) {
  const t = useMessages();
  return (
    <section className="shop-start" aria-labelledby="start-title">
      <h1 id="start-title" className="shop-start__title">
        {t('start.title', { brand: brand.name })}
      </h1>
      <p className="shop-start__lead">{t('start.lead')}</p>
      <p className="shop-start__note">{t('start.placeholder')}</p>
    </section>
  );
}
