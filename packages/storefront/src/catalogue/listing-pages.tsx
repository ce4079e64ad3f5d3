import type {
  ListingVariant,
  MenuEntry,
  SearchRequest,
  SearchResponse,
} from '@shop/commerce-client/contract';
import type { DeliveryType } from '@shop/delivery-rules';
import { orderMultipleFor, type QuantityRule, quantityRule } from '@shop/stock-rules';
import { LIST_NAMES } from '@shop/tracking/names';
import {
  Button,
  FacetFilters,
  FormError,
  formatQuantity,
  Price,
  ProductCard,
  ProductGrid,
  Skeleton,
  SortSelect,
} from '@shop/ui';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, useLocation, useNavigate } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import {
  type FormEvent,
  memo,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { type AddSource, CartForm, LazyListingCartTools, QUANTITY_FIELD, useAddToCart } from '../cart';
import {
  BEHAVIOUR_LIST_ATTRIBUTE,
  type MessageKey,
  PageCrumbs,
  PageHeading,
  PageLinks,
  stringifySearch,
  useAssetUrl,
  useMessages,
  usePageTitle,
  useSeen,
  useServices,
  useTracker,
} from '../core';
import { AddToShoppingList, FavouriteToggle } from '../lists';
import { isAllowed, orderLocationFor, sessionAtom, storeIdsFor } from '../session';
import { LocationStock, useStoreName } from '../stores';
import { CampaignTiles } from './campaign-tiles';
import { CategoryLinks } from './category-links';
import {
  categorySlugOf,
  emptyListingMessage,
  findMenuEntry,
  type ListingSearch,
  listingRequest,
  SORTS,
  type Sort,
} from './listing-search';
import { productHistoryAtom } from './product-history';
import { catalogueQueries, PAGE_SIZE } from './queries';
import { hitLine } from './tracked-lines';
import '../core/page.css';
import './catalogue.css';

/** Cards whose images load at once with high priority: a desktop row of four holds the largest paint. */
const LISTING_PRIORITY_CARDS = 4;

// The delivery-method radio group and the cart status (react-aria, delivery rules) are not
// in the listing's first paint: they load once a signed-in customer sees the listing.
const ListingCartTools = LazyListingCartTools;

const categoryRoute = getRouteApi('/kategorier/$');
const searchRoute = getRouteApi('/search');
const campaignRoute = getRouteApi('/kampanjer/$slug');
const assortmentRoute = getRouteApi('/sortiment/$slug');

/** Prices and stock of the listed articles, for this session (net price when signed in). */
function useListingVariants(result: SearchResponse) {
  const { services } = useServices();
  const session = useAtomValue(sessionAtom);
  const ids = result.hits.map((h) => h.articleNumber);
  // The user's store for the stock shown, and the central storage, where home deliveries' order multiples are.
  const locationIds = storeIdsFor(services);
  return useQuery({
    ...catalogueQueries.listingVariants(
      services.client,
      ids,
      locationIds,
      session.claims?.customerId ?? null,
    ),
    enabled: ids.length > 0 && session.status !== 'restoring',
  });
}

/** A listing before (or without) the search service's answer. */
const NO_RESULTS: SearchResponse = { hits: [], total: 0, page: 1, pageSize: PAGE_SIZE, facets: [] };

/** What a card typed, for the batch add. */
interface Typed {
  name: string;
  unit: string | undefined;
  text: string;
  rule: QuantityRule;
}

/** A line a listing adds, with what its confirmation says: the name, and the quantity in its unit. */
interface ListingLine {
  articleNumber: string;
  quantity: number;
  name: string;
  unit: string | undefined;
}

/** The listing's add to cart, shared by every card: one delivery method, one session check. */
interface ListingBuy {
  /**
   * Queues the lines in the cart; returns the message to show, or null when they were queued.
   * Once the cart has taken them, the confirmation under the header names them.
   */
  add: (lines: ListingLine[]) => string | null;
  /** Whether an add may go ahead (the one add guard of the cart): the message, or null. */
  check: (text: string, rule: QuantityRule) => { quantity: number } | { message: string };
  /** What each card has typed (article number → text), read by the batch add. */
  typed: Map<string, Typed>;
}

/**
 * A card's quantity field and 'Lägg i varukorg': a plain input (no spin
 * button widget per card: a listing has many), checked and rounded to the
 * order multiple when it is left or sent. It always shows what it sends: a
 * real value, one in the article's unit rounded up to its order multiple
 * (1 m of cable, 5 of a five-pack), until the person types another. Only a
 * typed quantity takes part in the listing's batch add.
 */
const CardBuy = memo(function CardBuy({
  name,
  articleNumber,
  multiple,
  unit,
  buy,
  round,
}: {
  name: string;
  articleNumber: string;
  multiple: number;
  unit: string | undefined;
  buy: ListingBuy;
  /** Bumped after a batch add: every card goes back to its default. */
  round: number;
}) {
  const t = useMessages();
  const id = useId();
  const rule = useMemo(() => quantityRule({ unit, orderMultiple: multiple }), [unit, multiple]);
  const decimals = rule.decimals;
  const defaultText = formatQuantity(rule.snap(Math.max(1, rule.min)), decimals);
  // What the person typed; null while the field shows the default (which follows the article's
  // unit and multiple as they load).
  const [typed, setTyped] = useState<string | null>(null);
  const text = typed ?? defaultText;
  const [message, setMessage] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const [seenRound, setSeenRound] = useState(round);
  if (seenRound !== round) {
    setSeenRound(round);
    setTyped(null);
    setMessage(null);
    setInvalid(false);
  }
  // The batch add reads what is typed in the cards on screen: a card that leaves (another page, a filter) takes its line along.
  useEffect(() => {
    if (typed === null || !typed.trim()) return;
    buy.typed.set(articleNumber, { name, unit, text: typed, rule });
    return () => {
      buy.typed.delete(articleNumber);
    };
  }, [buy, articleNumber, name, unit, typed, rule]);
  const snap = () => {
    if (typed === null) return;
    // Emptied: back to the default it sends.
    if (!typed.trim()) return setTyped(null);
    const quantity = rule.parse(typed);
    if (quantity !== null && quantity > 0) setTyped(formatQuantity(rule.snap(quantity), decimals));
  };
  const add = (event: FormEvent) => {
    event.preventDefault();
    const sent = typed?.trim() ? typed : defaultText;
    const decision = buy.check(sent, rule);
    setInvalid('message' in decision && decision.message === t('cart.wrongQuantity'));
    if ('message' in decision) return setMessage(decision.message);
    const { quantity } = decision;
    const problem = buy.add([{ articleNumber, quantity, name, unit }]);
    setMessage(problem);
    // Queued: the field shows the default for the next add. Refused: the quantity rounded to the multiple.
    if (!problem) setTyped(null);
    else if (typed !== null) setTyped(formatQuantity(quantity, decimals));
  };
  const hint = multiple > 1 ? t('product.orderMultiple', { multiple, unit: unit ?? 'st' }) : null;
  const described = [hint ? `${id}-hint` : '', message ? `${id}-message` : ''].filter(Boolean).join(' ');
  return (
    <CartForm articleNumber={articleNumber} className="shop-card-buy" onSubmit={add}>
      <input
        className="shop-card-buy__quantity"
        name={QUANTITY_FIELD}
        type="text"
        inputMode={decimals > 0 ? 'decimal' : 'numeric'}
        autoComplete="off"
        aria-label={t('cart.quantityFor', { name })}
        aria-describedby={described || undefined}
        aria-invalid={invalid || undefined}
        value={text}
        // Typing replaces the default instead of adding to it.
        onFocus={(event) => event.currentTarget.select()}
        onChange={(event) => setTyped(event.target.value)}
        // Typing the default itself ('1' over '1') is typing too: React's onChange skips an
        // unchanged value, the input event does not.
        onInput={(event) => setTyped(event.currentTarget.value)}
        onBlur={snap}
      />
      <button type="submit" className="shop-card-buy__add">
        {t('cart.add')}
      </button>
      {hint ? (
        <p id={`${id}-hint`} className="shop-card-buy__hint">
          {hint}
        </p>
      ) : null}
      {message ? (
        <p id={`${id}-message`} className="shop-form-error shop-card-buy__message" role="alert">
          {message}
        </p>
      ) : null}
    </CartForm>
  );
});

/**
 * Add to cart for the whole listing (§5): one delivery method for every
 * card, 'Vänligen logga in' (and the sign-in flyout) for a visitor, and the
 * batch add of every card with a typed quantity.
 */
function useListingBuy(onBatchDone: () => void, sourceOf: { current: (articles: string[]) => AddSource }) {
  const t = useMessages();
  const cart = useAddToCart();
  const [deliveryId, setDeliveryId] = useState<DeliveryType | null>(null);
  // The cards get one stable `add`: it reads the newest method from here (the cart's add, the newest session).
  const latest = useRef(deliveryId);
  useLayoutEffect(() => {
    latest.current = deliveryId;
  });
  // The cart's one add guard: signed in, may order, then a delivery method, then a quantity by the article's rule.
  const check = useCallback(
    (text: string, rule: QuantityRule) => {
      const decision = cart.guard({ deliveryId: latest.current, quantity: text, rule });
      return decision.ok ? { quantity: decision.quantity } : { message: decision.message };
    },
    [cart.guard],
  );
  const add = useCallback(
    (lines: ListingLine[]) => {
      // Each line's quantity passed its card's guard already: the cart's add checks who and how.
      const attempt = cart.add(lines, latest.current, {
        source: sourceOf.current(lines.map((line) => line.articleNumber)),
        confirm: true,
      });
      if (!attempt.ok) return attempt.message;
      attempt.done.catch(() => undefined); // the cart's status tells the failure
      return null;
    },
    [cart.add, sourceOf],
  );
  const [buy] = useState<ListingBuy>(() => ({ add, check, typed: new Map() }));
  const [batchMessage, setBatchMessage] = useState<string | null>(null);
  const addAll = () => {
    const lines: ListingLine[] = [];
    for (const [articleNumber, typed] of buy.typed) {
      const decision = buy.check(typed.text, typed.rule);
      if ('message' in decision)
        return setBatchMessage(
          decision.message === t('cart.wrongQuantity')
            ? t('cart.wrongQuantityFor', { name: typed.name })
            : decision.message,
        );
      lines.push({ articleNumber, quantity: decision.quantity, name: typed.name, unit: typed.unit });
    }
    if (lines.length === 0) return setBatchMessage(t('cart.addAllNothing'));
    const problem = add(lines);
    setBatchMessage(problem);
    if (!problem) {
      buy.typed.clear();
      onBatchDone();
    }
  };
  return {
    buy,
    signedIn: cart.signedIn,
    mayNotOrder: cart.mayNotOrder,
    deliveryId,
    setDeliveryId,
    addAll,
    batchMessage,
  };
}

function Listing({
  title,
  request,
  search,
  crumbs,
  listName = LIST_NAMES.product,
  lead,
}: {
  title: string;
  /** Between the heading and the products: a category's subcategories. */
  lead?: ReactNode;
  request: SearchRequest;
  /** The listing's search; the search page's has its query `q` too. */
  search: ListingSearch & { q?: string };
  crumbs: { label: string; href: string }[];
  /** The list's name in tracking (content §2): search results or a product list. */
  listName?: string;
}) {
  const t = useMessages();
  const { services } = useServices();
  const navigate = useNavigate();
  const pathname = useLocation({ select: (location) => location.pathname });
  const session = useAtomValue(sessionAtom);
  const setMemory = useSetAtom(productHistoryAtom);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const assetUrl = useAssetUrl();
  // A failed search keeps the page (header, heading, filters) and says so where the results go,
  // with a retry; the loader lets it through (a listing is not a broken page).
  const searchQuery = useQuery(catalogueQueries.search(services.client, request));
  const data = searchQuery.data ?? NO_RESULTS;
  const searchFailed = searchQuery.isError && !searchQuery.data;
  const variants = useListingVariants(data);
  const [round, setRound] = useState(0);
  const tracker = useTracker();
  const hitLines = () => data.hits.map((hit) => hitLine(hit, variants.data?.get(hit.articleNumber)));
  // Adds from this list say where they came from (add_to_cart's list and position).
  const sourceOf = useRef((_articles: string[]): AddSource => ({}));
  sourceOf.current = (articles) => {
    const index = data.hits.findIndex((hit) => hit.articleNumber === articles[0]);
    return {
      listName,
      ...(index >= 0 ? { index: index + 1 } : {}),
      variants: articles.flatMap((a) => variants.data?.get(a) ?? []),
    };
  };
  const listingBuy = useListingBuy(() => setRound((r) => r + 1), sourceOf);
  // view_item_list once per list and page, when 80% of it has been in view (prices known by then).
  const listKey =
    data.hits.length > 0 && !variants.isPending ? `${listName}|${JSON.stringify(request)}` : null;
  const listRef = useSeen<HTMLDivElement>(listKey, () =>
    tracker.track({ type: 'view_item_list', lines: hitLines(), listName }),
  );
  // A product chosen from the list: select_item, and a click for the search service's ranking.
  const chosen = useRef((_href: string) => {});
  chosen.current = (href) => {
    const index = data.hits.findIndex((hit) => href.endsWith(`/produkt/${hit.variantSlug}`));
    const hit = data.hits[index];
    if (!hit) return;
    tracker.track({
      type: 'select_item',
      line: hitLine(hit, variants.data?.get(hit.articleNumber)),
      listName,
      index: index + 1,
    });
    tracker.behaviour({ type: 'click', articleNumber: hit.articleNumber });
  };
  // React's handler, not one added in an effect: it answers from the moment the list is
  // hydrated (React replays a click that came during hydration), not after the page's effects.
  const onListClick = (event: React.MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (link) chosen.current(new URL(link.getAttribute('href') ?? '', window.location.href).pathname);
  };
  const { buy, signedIn } = listingBuy;
  // EJ_ORDER users see no buy controls (as on the product page); a visitor sees them and is asked to log in.
  const mayOrder = !listingBuy.mayNotOrder;
  const ordering = signedIn && mayOrder;
  const storeName = useStoreName();
  const stockPlaces = storeIdsFor(services).map((id) => ({
    id,
    place: id === services.brand.centralStorageId ? t('product.centralStock') : storeName(id),
  }));
  const orderLocation = orderLocationFor(services, listingBuy.deliveryId);
  const showPrices = isAllowed(session.claims, 'EJ_SE_PRISER');
  const pageCount = Math.max(1, Math.ceil(data.total / (data.pageSize || PAGE_SIZE)));

  useEffect(() => {
    document.title = title;
    setMemory({ href: window.location.pathname + window.location.search, title });
  }, [title, setMemory]);

  const go = (next: Partial<ListingSearch>) =>
    navigate({
      to: '.',
      search: (prev) => ({ ...prev, ...next }),
      resetScroll: false,
    });
  const toggle = (name: string, value: string, selected: boolean) => {
    const values = new Set(search.f?.[name] ?? []);
    if (selected) values.add(value);
    else values.delete(value);
    const f = { ...search.f, [name]: [...values] };
    if (values.size === 0) delete f[name];
    void go({ f: Object.keys(f).length > 0 ? f : undefined, page: undefined });
  };
  const hrefFor = (page: number) =>
    `${pathname}${stringifySearch({
      q: search.q,
      f: search.f ?? {},
      sort: search.sort,
      page: page > 1 ? page : undefined,
    })}`;

  return (
    <div className="shop-listing">
      <PageCrumbs trail={crumbs} />
      <div className="shop-listing__head">
        <h1>{title}</h1>
        <p className="shop-listing__count" role="status">
          {searchQuery.data ? t('listing.results', { total: data.total }) : null}
        </p>
      </div>
      {lead}
      <div className="shop-listing__body">
        <Button
          variant="secondary"
          className="shop-listing__filter-toggle"
          aria-expanded={filtersOpen}
          aria-controls="listing-filters"
          onPress={() => setFiltersOpen((open) => !open)}
        >
          {filtersOpen
            ? t('listing.hideFilters')
            : t('listing.showFilters', { count: Object.values(search.f ?? {}).flat().length })}
        </Button>
        <aside
          id="listing-filters"
          className="shop-listing__filters"
          aria-label={t('listing.filters')}
          data-open={filtersOpen || undefined}
        >
          <FacetFilters
            facets={data.facets}
            onToggle={toggle}
            onClear={() => void go({ f: undefined, page: undefined })}
            labels={{
              heading: t('listing.filters'),
              clear: t('listing.clearFilters'),
              showMore: t('listing.showMore'),
              showLess: t('listing.showLess'),
            }}
          />
        </aside>
        <div className="shop-listing__results">
          {ordering ? (
            <Suspense fallback={null}>
              <ListingCartTools onChosen={listingBuy.setDeliveryId} />
            </Suspense>
          ) : null}
          <div className="shop-listing__toolbar">
            <SortSelect
              label={t('listing.sort')}
              value={search.sort ?? 'relevance'}
              options={SORTS.map((key) => ({
                value: key,
                label: t(`listing.sort.${key}` as MessageKey),
              }))}
              onChange={(sort) =>
                void go({ sort: sort === 'relevance' ? undefined : (sort as Sort), page: undefined })
              }
            />
          </div>
          {/* biome-ignore lint/a11y/noStaticElementInteractions: it only listens to the clicks of the links inside (keyboard included), for tracking */}
          {/* biome-ignore lint/a11y/useKeyWithClickEvents: the links inside take Enter themselves, and it comes here as a click */}
          <div ref={listRef} onClick={onListClick} {...{ [BEHAVIOUR_LIST_ATTRIBUTE]: '' }}>
            {searchFailed ? (
              <div className="shop-listing__failed" role="alert">
                <p>{t('listing.failed')}</p>
                <Button
                  variant="secondary"
                  isPending={searchQuery.isFetching}
                  onPress={() => void searchQuery.refetch()}
                >
                  {t('listing.retry')}
                </Button>
              </div>
            ) : !searchQuery.data ? (
              <Skeleton lines={6} label={t('app.loading')} />
            ) : data.hits.length === 0 ? (
              <div className="shop-listing__empty">
                <p>
                  {t(emptyListingMessage({ query: request.query, f: search.f }), {
                    query: request.query ?? '',
                  })}
                </p>
                {emptyListingMessage({ f: search.f }) === 'listing.emptyFiltered' ? (
                  <Button variant="secondary" onPress={() => void go({ f: undefined, page: undefined })}>
                    {t('listing.clearAllFilters')}
                  </Button>
                ) : null}
              </div>
            ) : (
              <ProductGrid label={t('listing.products')}>
                {data.hits.map((hit, index) => {
                  const variant: ListingVariant | undefined = variants.data?.get(hit.articleNumber);
                  const amount = variant ? (variant.price?.netPrice ?? null) : hit.listPrice;
                  const unit = variant?.webSalesUnit.unit;
                  return (
                    <ProductCard
                      key={hit.articleNumber}
                      // The first row on a phone or a desktop holds the page's largest paint.
                      priority={index < LISTING_PRIORITY_CARDS}
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
                          // Where it is, said on the card: the customer's store and the central storage.
                          <span className="shop-card-stock">
                            {stockPlaces.map(({ id, place }) => (
                              <LocationStock
                                key={id}
                                place={place}
                                location={variant.stock?.locations.find((l) => l.locationId === id)}
                                variant={variant}
                              />
                            ))}
                          </span>
                        ) : null
                      }
                      action={
                        <>
                          {mayOrder ? (
                            <CardBuy
                              name={hit.name}
                              articleNumber={hit.articleNumber}
                              multiple={orderMultipleFor(variant?.stock, orderLocation)}
                              unit={unit}
                              buy={buy}
                              round={round}
                            />
                          ) : null}
                          {signedIn ? (
                            <>
                              <AddToShoppingList articleNumber={hit.articleNumber} name={hit.name} onCard />
                              <FavouriteToggle articleNumber={hit.articleNumber} name={hit.name} onCard />
                            </>
                          ) : null}
                        </>
                      }
                    />
                  );
                })}
              </ProductGrid>
            )}
          </div>
          {ordering && data.hits.length > 0 ? (
            <div className="shop-listing-buy">
              <Button onPress={listingBuy.addAll}>{t('cart.addAll')}</Button>
              <FormError>{listingBuy.batchMessage}</FormError>
            </div>
          ) : null}
          {pageCount > 1 ? (
            <PageLinks page={search.page ?? 1} pageCount={pageCount} hrefFor={hrefFor} />
          ) : null}
        </div>
      </div>
    </div>
  );
}

/**
 * A category's way down: its subcategories as links, by the menu's names and
 * icons, above its products (a trade customer narrows 796 cables to the kind first).
 */
function Subcategories({ category, entries }: { category: string; entries: readonly MenuEntry[] }) {
  const t = useMessages();
  const headingId = useId();
  if (entries.length === 0) return null;
  return (
    <nav className="shop-subcategories" aria-labelledby={headingId}>
      <h2 id={headingId} className="shop-subcategories__heading">
        {t('listing.subcategories', { category })}
      </h2>
      <CategoryLinks entries={entries} look="subcategories" />
    </nav>
  );
}

export function CategoryPage() {
  const _t = useMessages();
  const { services } = useServices();
  const params = categoryRoute.useParams();
  const search = categoryRoute.useSearch();
  const slug = categorySlugOf(params._splat);
  const { data: crumb } = useSuspenseQuery(catalogueQueries.breadcrumb(services.client, slug));
  // The whole range's tree: a customer's assortment narrows the top level, not a category's children.
  const menu = useQuery(catalogueQueries.menu(services.client, null));
  const children = (menu.data && findMenuEntry(menu.data.entries, crumb.slug)?.children) ?? [];
  const crumbs = [
    ...crumb.parents.map((p) => ({ label: p.name, href: `/kategorier/${p.slug}` })),
    { label: crumb.name, href: `/kategorier/${crumb.slug}` },
  ];
  return (
    <Listing
      title={crumb.name}
      crumbs={crumbs}
      lead={<Subcategories category={crumb.name} entries={children} />}
      search={search}
      request={listingRequest({ categorySlug: slug }, search)}
    />
  );
}

export function SearchPage() {
  const t = useMessages();
  const search = searchRoute.useSearch();
  return (
    <Listing
      title={t('search.title', { query: search.q })}
      crumbs={[
        { label: t('search.title', { query: search.q }), href: `/search?q=${encodeURIComponent(search.q)}` },
      ]}
      search={search}
      request={listingRequest({ query: search.q }, search)}
      listName={LIST_NAMES.searchResult}
    />
  );
}

function CampaignListing({ base, listTitle }: { base: 'kampanjer' | 'sortiment'; listTitle: string }) {
  const _t = useMessages();
  const { services } = useServices();
  const session = useAtomValue(sessionAtom);
  const route = base === 'kampanjer' ? campaignRoute : assortmentRoute;
  const params = route.useParams();
  const search = route.useSearch();
  const campaigns = useQuery(catalogueQueries.campaigns(services.client, session.status === 'signed-in'));
  const name = campaigns.data?.campaigns.find((c) => c.slug === params.slug)?.name ?? params.slug;
  return (
    <Listing
      title={name}
      crumbs={[
        { label: listTitle, href: `/${base}` },
        { label: name, href: `/${base}/${params.slug}` },
      ]}
      search={search}
      request={listingRequest({ campaignSlug: params.slug }, search)}
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
  const { services } = useServices();
  const session = useAtomValue(sessionAtom);
  const campaigns = useQuery(catalogueQueries.campaigns(services.client, session.status === 'signed-in'));
  const title = assortments ? t('assortments.title') : t('campaigns.title');
  const list = (campaigns.data?.campaigns ?? []).filter((c) => c.isAssortment === assortments);
  usePageTitle(title);
  return (
    <div className="shop-page">
      <PageHeading title={title} href={assortments ? '/sortiment' : '/kampanjer'} />
      {campaigns.isSuccess && list.length === 0 ? (
        <p>{assortments ? t('assortments.empty') : t('campaigns.empty')}</p>
      ) : (
        <CampaignTiles campaigns={list} assortments={assortments} validTo />
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
