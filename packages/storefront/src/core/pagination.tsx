import { Pagination, type PaginationProps } from '@shop/ui';
import { useMessages } from './intl';

/** The design system's pagination with the shop's Swedish labels (listings, order history). */
export function PageLinks(props: Omit<PaginationProps, 'labels'>) {
  const t = useMessages();
  return (
    <Pagination
      {...props}
      labels={{
        nav: t('listing.pagination'),
        previous: t('listing.previous'),
        next: t('listing.next'),
        page: (n) => t('listing.page', { page: n }),
      }}
    />
  );
}
