import type { ContentListingPage, ContentPage } from '@shop/cms';
import type { MenuEntry } from '@shop/commerce-client/contract';
import {
  CmsHero,
  CmsListingCard,
  CmsPageBanner,
  CmsRichText,
  CmsSections,
  CmsTitledSection,
  Link,
} from '@shop/ui';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useRef } from 'react';
import { CategoryLinks, catalogueQueries } from '../catalogue';
import {
  AppLink,
  contentQueries,
  PageCrumbs,
  PageLinks,
  useContentLabels,
  useMessages,
  useServices,
} from '../core';
import { sessionAtom } from '../session';
import { OwnStoreSection, telHref } from '../stores';
import { sectionRenderers } from './content-parts';
import { usePromotionTracking } from './promotions';
import '../core/page.css';
import './content.css';

const slugRoute = getRouteApi('/$slug');
const childRoute = getRouteApi('/$slug/$contentSlug');

/** A dialable number: digits and a leading plus only. */

/** Listing pages show this many pages at a time. */
export const LISTING_PAGE_SIZE = 9;

/** `/:slug`: a content page, or a listing page of that slug. */
export function SlugPage() {
  const data = slugRoute.useLoaderData();
  const search = slugRoute.useSearch();
  if (data.kind === 'listing')
    return <ListingPage slug={data.slug} tag={search.tag} page={search.page ?? 1} />;
  return <ContentPageView slug={data.slug} listingSlug={null} choices={data.choices} />;
}

/** `/:slug/:contentSlug`: a content page under its listing page. */
export function ChildContentPage() {
  const data = childRoute.useLoaderData();
  const params = childRoute.useParams();
  return <ContentPageView slug={data.slug} listingSlug={params.slug} choices={data.choices} />;
}

/** The customer's store (or the brand's), whose contacts a page with `displayContacts` shows. */
function StoreContacts() {
  const t = useMessages();
  return (
    <OwnStoreSection className="shop-content__contacts" heading={t('content.contacts')}>
      {(details) =>
        details.contacts.length === 0 ? null : (
          <ul className="shop-content__contact-list">
            {details.contacts.map((contact) => (
              <li key={contact.id}>
                <strong>{contact.name}</strong>
                {contact.role ? <span>{contact.role}</span> : null}
                {contact.phone ? <a href={telHref(contact.phone)}>{contact.phone}</a> : null}
                {contact.email ? <a href={`mailto:${contact.email}`}>{contact.email}</a> : null}
              </li>
            ))}
          </ul>
        )
      }
    </OwnStoreSection>
  );
}

/** The other pages of the listing pages that hold this page. */
function Sidebar({ page }: { page: ContentPage }) {
  const t = useMessages();
  const { services } = useServices();
  const first = page.listingPages[0];
  const listing = useQuery({
    ...contentQueries.listing(services.content, first?.slug ?? ''),
    enabled: !!first,
  });
  if (!first) return null;
  return (
    <nav className="shop-content__sidebar" aria-label={t('content.sidebar')}>
      <h2>{first.title}</h2>
      <ul>
        {(listing.data?.items ?? []).map((item) => (
          <li key={item.id}>
            <AppLink
              to="/$slug/$contentSlug"
              params={{ slug: first.slug, contentSlug: item.slug }}
              aria-current={item.slug === page.slug ? 'page' : undefined}
            >
              {item.title}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The page's categories section: links to the assortment's categories it names. */
function Categories({ page }: { page: ContentPage }) {
  const t = useMessages();
  const { services } = useServices();
  const session = useAtomValue(sessionAtom);
  const menu = useQuery(catalogueQueries.menu(services.client, session.assortment.name));
  if (page.categories.length === 0) return null;
  const entries: MenuEntry[] = session.assortment.menu?.entries ?? menu.data?.entries ?? [];
  const found = page.categories
    .map((name) => entries.find((entry) => entry.slug === name || entry.icon === name))
    .filter((entry) => entry !== undefined);
  if (found.length === 0) return null;
  return (
    <CmsTitledSection
      title={page.categorySectionTitle ?? t('content.categories')}
      icon={page.categorySectionIcon}
      headingId="content-categories"
      className="shop-start__section"
    >
      <CategoryLinks entries={found} look="tiles" />
    </CmsTitledSection>
  );
}

function ContentPageView({
  slug,
  listingSlug,
  choices,
}: {
  slug: string;
  listingSlug: string | null;
  choices: Record<string, number>;
}) {
  const _t = useMessages();
  const { services } = useServices();
  const labels = useContentLabels();
  const { data: page } = useSuspenseQuery(contentQueries.page(services.content, slug));
  const mainRef = useRef<HTMLDivElement>(null);
  usePromotionTracking(mainRef, page.sections, choices);
  const listing = listingSlug ? page.listingPages.find((l) => l.slug === listingSlug) : undefined;
  const crumbs = [
    ...(listing ? [{ label: listing.title, href: `/${listing.slug}` }] : []),
    { label: page.title, href: listing ? `/${listing.slug}/${page.slug}` : `/${page.slug}` },
  ];
  return (
    <article className="shop-page shop-content" data-sidebar={page.showSidebar || undefined}>
      <PageCrumbs trail={crumbs} overflow="scroll" />
      {page.hero ? (
        <CmsHero hero={{ ...page.hero, title: page.title }} />
      ) : (
        <header className="shop-content__head">
          {page.preTitle ? <p className="shop-content__pretitle">{page.preTitle}</p> : null}
          <h1>{page.title}</h1>
        </header>
      )}
      <div className="shop-content__layout">
        <div className="shop-content__main" ref={mainRef}>
          {page.hero && page.preTitle ? <p className="shop-content__pretitle">{page.preTitle}</p> : null}
          {page.ingress ? <CmsRichText value={page.ingress} className="shop-content__ingress" /> : null}
          {page.bodyTextPrimary ? <CmsRichText value={page.bodyTextPrimary} /> : null}
          {page.banner ? <CmsPageBanner banner={page.banner} labels={labels} /> : null}
          <CmsSections
            sections={page.sections}
            labels={labels}
            render={sectionRenderers}
            randomChoices={choices}
          />
          <Categories page={page} />
          {page.displayContacts ? <StoreContacts /> : null}
        </div>
        {page.showSidebar ? <Sidebar page={page} /> : null}
      </div>
    </article>
  );
}

/** A listing page's items for a tag, in the order the editor chose. */
function itemsFor(listing: ContentListingPage, tag: string | undefined) {
  return tag ? listing.items.filter((item) => item.tags.some((t) => t.id === tag)) : listing.items;
}

/** The tags a listing offers as filters: `tagOrder` first, then any other tag its pages carry. */
function tagsOf(listing: ContentListingPage) {
  const byId = new Map<string, string>();
  for (const item of listing.items) for (const tag of item.tags) byId.set(tag.id, tag.name);
  const ordered = listing.tagOrder.filter((id) => byId.has(id));
  const rest = [...byId.keys()].filter((id) => !ordered.includes(id));
  return [...ordered, ...rest].map((id) => ({ id, name: byId.get(id) ?? id }));
}

function ListingPage({ slug, tag, page }: { slug: string; tag: string | undefined; page: number }) {
  const t = useMessages();
  const labels = useContentLabels();
  const { services } = useServices();
  const { data: listing } = useSuspenseQuery(contentQueries.listing(services.content, slug));
  const items = itemsFor(listing, tag);
  const pageCount = Math.max(1, Math.ceil(items.length / LISTING_PAGE_SIZE));
  const current = Math.min(page, pageCount);
  const shown = items.slice((current - 1) * LISTING_PAGE_SIZE, current * LISTING_PAGE_SIZE);
  const tags = tagsOf(listing);
  const hrefFor = (n: number, forTag: string | undefined = tag) => {
    const params = new URLSearchParams();
    if (forTag) params.set('tag', forTag);
    if (n > 1) params.set('page', String(n));
    const query = params.toString();
    return `/${listing.slug}${query ? `?${query}` : ''}`;
  };
  return (
    <div className="shop-page shop-content shop-content-listing">
      <PageCrumbs trail={[{ label: listing.title, href: `/${listing.slug}` }]} overflow="scroll" />
      <CmsHero
        hero={{
          id: listing.id,
          title: listing.title,
          titleFontSize: null,
          slug: listing.slug,
          // The hero images' descriptions are the hero's words: the desktop one, and the mobile
          // image's own on a phone.
          description: listing.desktopHero?.description || listing.mobileHero?.description || null,
          overlay: listing.overlay,
          desktopImage: listing.desktopHero,
          mobileImage: listing.mobileHero,
          icon: listing.icon,
        }}
        mobileDescription={listing.mobileHero?.description || null}
      />
      {listing.ingress ? <CmsRichText value={listing.ingress} className="shop-content__ingress" /> : null}
      {tags.length > 0 ? (
        <nav className="shop-content-listing__tags" aria-label={t('content.listing.tags')}>
          <ul>
            <li>
              <Link
                appearance="plain"
                className="shop-chip"
                href={hrefFor(1, undefined)}
                aria-current={tag ? undefined : 'page'}
              >
                {t('content.listing.allTags')}
              </Link>
            </li>
            {tags.map((entry) => (
              <li key={entry.id}>
                <Link
                  appearance="plain"
                  className="shop-chip"
                  href={hrefFor(1, entry.id)}
                  aria-current={tag === entry.id ? 'page' : undefined}
                >
                  {entry.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <p className="shop-content-listing__count" role="status">
        {t('content.listing.count', { count: items.length })}
      </p>
      {shown.length === 0 ? (
        <p>{t('content.listing.empty')}</p>
      ) : (
        <ul className="shop-content-listing__items">
          {shown.map((item) => (
            <li key={item.id}>
              <CmsListingCard item={item} href={`/${listing.slug}/${item.slug}`} labels={labels}>
                {item.ingress ? <CmsRichText value={item.ingress} /> : null}
              </CmsListingCard>
            </li>
          ))}
        </ul>
      )}
      {pageCount > 1 ? <PageLinks page={current} pageCount={pageCount} hrefFor={hrefFor} /> : null}
    </div>
  );
}
