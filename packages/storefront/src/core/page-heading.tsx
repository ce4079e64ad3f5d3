import { Breadcrumbs } from '@shop/ui';
import { useEffect } from 'react';
import { useMessages } from './intl';
import { useServices } from './services';

/**
 * The tab's title while the page shows. `brand` appends the brand's name ('Beställningar – Bygghandeln'),
 * as account and content pages do; a product or a listing is named on its own.
 */
export function usePageTitle(title: string | undefined, { brand = false }: { brand?: boolean } = {}) {
  const brandName = useServices().services.brand.name;
  useEffect(() => {
    if (title) document.title = brand ? `${title} – ${brandName}` : title;
  }, [title, brand, brandName]);
}

interface Crumb {
  label: string;
  href: string;
}

/**
 * A page's breadcrumbs from the start page ('Hem') down along `trail`: the last crumb is the page.
 * `overflow="scroll"` keeps a long trail on one line that scrolls (a phone).
 */
export function PageCrumbs({ trail, overflow }: { trail: Crumb[]; overflow?: 'scroll' }) {
  const t = useMessages();
  return (
    <Breadcrumbs
      label={t('listing.breadcrumbs')}
      items={[{ label: t('listing.home'), href: '/' }, ...trail]}
      overflow={overflow}
    />
  );
}

/**
 * A page's breadcrumbs from the start page down to the page itself, and its one h1.
 * `trail` is what stands between home and the page; the page's own crumb is `title` at `href`.
 */
export function PageHeading({ title, href, trail = [] }: { title: string; href: string; trail?: Crumb[] }) {
  return (
    <>
      <PageCrumbs trail={[...trail, { label: title, href }]} />
      <h1>{title}</h1>
    </>
  );
}
