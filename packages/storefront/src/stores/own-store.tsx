import type { StorePage } from '@shop/cms';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { AppLink, contentQueries, useServices } from '../core';
import { storeIdsFor } from '../session';

/** A phone number as a `tel:` link: digits only, a leading plus kept. */
export const telHref = (phone: string) => `tel:${phone.replace(/(?!^\+)[^\d]/g, '')}`;

/**
 * A section about the customer's own store (the brand's default for a visitor), from the content
 * service's store page: a heading, the store's name as a link to its page, then what `children`
 * shows of its details. Nothing shows until the details are in, or when `children` has nothing.
 */
export function OwnStoreSection({
  className,
  heading,
  children,
}: {
  className: string;
  heading: string;
  children: (details: NonNullable<StorePage['details']>) => ReactNode;
}) {
  const { services } = useServices();
  const headingId = useId();
  const [storeId = services.brand.defaultStoreId] = storeIdsFor(services);
  const details = useQuery(contentQueries.storeDetails(services.content, storeId)).data;
  const body = details ? children(details) : null;
  if (!details || body === null) return null;
  return (
    <section className={className} aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <p>
        <AppLink to="/butiker/$id" params={{ id: storeId }}>
          {details.name}
        </AppLink>
      </p>
      {body}
    </section>
  );
}
