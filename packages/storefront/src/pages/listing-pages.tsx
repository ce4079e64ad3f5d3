import type { SearchRequest, SearchResponse, Variant } from '@shop/commerce-client/contract';
import { Breadcrumbs, FacetFilters, Pagination, Price, ProductCard, ProductGrid, SortSelect } from '@shop/ui';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useAssetUrl, useServices } from '../app/context';
import { PAGE_SIZE } from '../app/queries';
import { productHistoryAtom } from '../features/product-history';
import { LocationStock } from '../features/stock';
import { type MessageKey, useMessages } from '../i18n/intl';
import { stringifySearch } from '../router/query-string';
import { type ListingSearch, type Sort, storeIdsFor } from '../router/routes';
import { sessionAtom } from '../session/atoms';
import { isAllowed } from '../session/claims';

const SORT_KEYS: Sort[] = ['relevance', 'name_asc', 'name_desc', 'price_asc', 'price_desc', 'newest'];

/** Prices and stock of the listed articles, for this session (net price when signed in). */
function useListingVariants(result: SearchResponse) {
  const { services } = useServices();
  const session = useAtomValue(sessionAtom);
  const ids = result.hits.map((h) => h.articleNumber);
  const locationIds = storeIdsFor(services).slice(0, 1);
  return useQuery({
    queryKey: ['listing-variants', ids, locationIds, session.claims?.customerId ?? null],
    queryFn: async () => {
      const variants = await services.client.gateway.variants(ids, { locationIds });
      return new Map(variants.map((v) => [v.articleNumber, v]));
    },
    enabled: ids.length > 0 && session.status !== 'restoring',
  });
}

function Listing({
  title,
  request,
  search,
  crumbs,
}: {
  title: string;
  request: SearchRequest;
  search: ListingSearch;
  crumbs: { label: string; href: string }[];
}) {
  const t = useMessages();
  const { queries } = useServices();
  const navigate = useNavigate();
  const session = useAtomValue(sessionAtom);
  const setMemory = useSetAtom(productHistoryAtom);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const assetUrl = useAssetUrl();
  const { data } = useSuspenseQuery(queries.search(request));
  const variants = useListingVariants(data);
  const showPrices = isAllowed(session.claims, 'EJ_SE_PRISER');
  const pageCount = Math.max(1, Math.ceil(data.total / (data.pageSize || PAGE_SIZE)));

  useEffect(() => {
    document.title = title;
    setMemory({ href: window.location.pathname + window.location.search, title });
  }, [title, setMemory]);

  const go = (next: Partial<ListingSearch>) =>
    navigate({
      to: '.',
      search: ((prev: Record<string, unknown>) => ({ ...prev, ...next })) as never,
      resetScroll: false,
    });
  const toggle = (name: string, value: string, selected: boolean) => {
    const values = new Set(search.f[name] ?? []);
    if (selected) values.add(value);
    else values.delete(value);
    const f = { ...search.f, [name]: [...values] };
    if (values.size === 0) delete f[name];
    void go({ f, page: undefined as never });
  };
  const hrefFor = (page: number) =>
    `${window.location.pathname}${stringifySearch({
      q: (search as ListingSearch & { q?: string }).q,
      f: search.f,
      sort: search.sort,
      page: page > 1 ? page : undefined,
    })}`;

  return (
    <div className="shop-listing">
      <Breadcrumbs label={t('listing.breadcrumbs')} items={crumbs} />
      <div className="shop-listing__head">
        <h1>{title}</h1>
        <p className="shop-listing__count" role="status">
          {t('listing.results', { total: data.total })}
        </p>
      </div>
      <div className="shop-listing__body">
        <button
          type="button"
          className="shop-listing__filter-toggle"
          aria-expanded={filtersOpen}
          aria-controls="listing-filters"
          onClick={() => setFiltersOpen((open) => !open)}
        >
          {filtersOpen
            ? t('listing.hideFilters')
            : t('listing.showFilters', { count: Object.values(search.f).flat().length })}
        </button>
        <aside
          id="listing-filters"
          className="shop-listing__filters"
          aria-label={t('listing.filters')}
          data-open={filtersOpen || undefined}
        >
          <FacetFilters
            facets={data.facets}
            onToggle={toggle}
            onClear={() => void go({ f: {}, page: undefined as never })}
            labels={{
              heading: t('listing.filters'),
              clear: t('listing.clearFilters'),
              showMore: t('listing.showMore'),
              showLess: t('listing.showLess'),
            }}
          />
        </aside>
        <div className="shop-listing__results">
          <div className="shop-listing__toolbar">
            <SortSelect
              label={t('listing.sort')}
              value={search.sort ?? 'relevance'}
              options={SORT_KEYS.map((key) => ({
                value: key,
                label: t(`listing.sort.${key}` as MessageKey),
              }))}
              onChange={(sort) =>
                void go({ sort: sort === 'relevance' ? undefined : sort, page: undefined as never })
              }
            />
          </div>
          {data.hits.length === 0 ? (
            <p className="shop-listing__empty">{t('listing.empty')}</p>
          ) : (
            <ProductGrid label={t('listing.products')}>
              {data.hits.map((hit) => {
                const variant: Variant | undefined = variants.data?.get(hit.articleNumber);
                const amount = variant ? (variant.price?.netPrice ?? null) : hit.listPrice;
                return (
                  <ProductCard
                    key={hit.articleNumber}
                    name={hit.name}
                    href={`/produkt/${hit.variantSlug}`}
                    imageUrl={hit.image ? assetUrl(hit.image) : null}
                    articleNumber={hit.articleNumber}
                    articleNumberLabel={t('listing.articleNumber')}
                    brand={hit.brand}
                    price={
                      showPrices ? (
                        <Price
                          amount={amount}
                          unit={variant?.webSalesUnit.unit}
                          askForPrice={variant?.price?.askForPrice}
                          previous={variant?.price?.preCampaignPrice}
                          labels={{
                            askForPrice: t('product.askForPrice'),
                            previous: t('product.previousPrice'),
                          }}
                        />
                      ) : null
                    }
                    stock={
                      variant?.stock ? (
                        <LocationStock location={variant.stock.locations[0]} variant={variant} />
                      ) : null
                    }
                  />
                );
              })}
            </ProductGrid>
          )}
          {pageCount > 1 ? (
            <Pagination
              page={search.page ?? 1}
              pageCount={pageCount}
              hrefFor={hrefFor}
              labels={{
                nav: t('listing.pagination'),
                previous: t('listing.previous'),
                next: t('listing.next'),
                page: (n) => t('listing.page', { page: n }),
              }}
            />
          ) : null}
        </div>
      </div>
    </div>
  );
}

export function CategoryPage() {
  const t = useMessages();
  const { queries } = useServices();
  const params = useParams({ strict: false }) as { _splat?: string };
  const search = useSearch({ strict: false }) as ListingSearch;
  // Category slugs are paths themselves ('fastenings/skruv'): the whole splat is the slug.
  const slug = (params._splat ?? '').split('/').filter(Boolean).join('/');
  const { data: crumb } = useSuspenseQuery(queries.breadcrumb(slug));
  const crumbs = [
    { label: t('listing.home'), href: '/' },
    ...crumb.parents.map((p) => ({ label: p.name, href: `/kategorier/${p.slug}` })),
    { label: crumb.name, href: `/kategorier/${crumb.slug}` },
  ];
  return (
    <Listing
      title={crumb.name}
      crumbs={crumbs}
      search={search}
      request={{ categorySlug: slug, filters: search.f, sort: search.sort as Sort, page: search.page }}
    />
  );
}

export function SearchPage() {
  const t = useMessages();
  const search = useSearch({ strict: false }) as ListingSearch & { q: string };
  return (
    <Listing
      title={t('search.title', { query: search.q })}
      crumbs={[
        { label: t('listing.home'), href: '/' },
        { label: t('search.title', { query: search.q }), href: `/search?q=${encodeURIComponent(search.q)}` },
      ]}
      search={search}
      request={{ query: search.q, filters: search.f, sort: search.sort as Sort, page: search.page }}
    />
  );
}

function CampaignListing({ base, listTitle }: { base: 'kampanjer' | 'sortiment'; listTitle: string }) {
  const t = useMessages();
  const { queries } = useServices();
  const session = useAtomValue(sessionAtom);
  const params = useParams({ strict: false }) as { slug: string };
  const search = useSearch({ strict: false }) as ListingSearch;
  const campaigns = useQuery(queries.campaigns(session.status === 'signed-in'));
  const name = campaigns.data?.campaigns.find((c) => c.slug === params.slug)?.name ?? params.slug;
  return (
    <Listing
      title={name}
      crumbs={[
        { label: t('listing.home'), href: '/' },
        { label: listTitle, href: `/${base}` },
        { label: name, href: `/${base}/${params.slug}` },
      ]}
      search={search}
      request={{ campaignSlug: params.slug, filters: search.f, sort: search.sort as Sort, page: search.page }}
    />
  );
}

export function CampaignPage() {
  const t = useMessages();
  return <CampaignListing base="kampanjer" listTitle={t('campaigns.title')} />;
}

export function AssortmentPage() {
  const t = useMessages();
  return <CampaignListing base="sortiment" listTitle={t('assortments.title')} />;
}

function CampaignList({ assortments }: { assortments: boolean }) {
  const t = useMessages();
  const { queries } = useServices();
  const session = useAtomValue(sessionAtom);
  const campaigns = useQuery(queries.campaigns(session.status === 'signed-in'));
  const title = assortments ? t('assortments.title') : t('campaigns.title');
  const list = (campaigns.data?.campaigns ?? []).filter((c) => c.isAssortment === assortments);
  const dateFormat = new Intl.DateTimeFormat('sv-SE', { day: 'numeric', month: 'long', year: 'numeric' });
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <div className="shop-page">
      <Breadcrumbs
        label={t('listing.breadcrumbs')}
        items={[
          { label: t('listing.home'), href: '/' },
          { label: title, href: assortments ? '/sortiment' : '/kampanjer' },
        ]}
      />
      <h1>{title}</h1>
      {campaigns.isSuccess && list.length === 0 ? (
        <p>{assortments ? t('assortments.empty') : t('campaigns.empty')}</p>
      ) : (
        <ul className="shop-tiles">
          {list.map((c) => (
            <li key={c.id}>
              <a
                className="shop-tile"
                data-tone="campaign"
                href={`/${assortments ? 'sortiment' : 'kampanjer'}/${c.slug}`}
              >
                <span>{c.name}</span>
                <small>
                  {t('campaigns.validTo', { date: dateFormat.format(new Date(`${c.validTo}T12:00:00`)) })}
                </small>
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function CampaignsPage() {
  return <CampaignList assortments={false} />;
}

export function AssortmentsPage() {
  return <CampaignList assortments />;
}
