import type { Variant } from '@shop/commerce-client/contract';
import { stockholmDate } from '@shop/delivery-rules';
import { isArticleAvailable, orderMultipleFor } from '@shop/stock-rules';
import { LIST_NAMES } from '@shop/tracking/names';
import {
  Alert,
  BracketPriceTable,
  Button,
  ImageGallery,
  Link,
  Price,
  Skeleton,
  VariantSelector,
  WarningList,
} from '@shop/ui';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { type ReactNode, Suspense, useEffect, useMemo, useState } from 'react';
import { AddToCart } from '../cart';
import {
  AppLink,
  errorMessageKey,
  LazyModal,
  PageCrumbs,
  pathTo,
  useAssetUrl,
  useMessages,
  useRenderClock,
  useSelectItem,
  useServices,
  useStreamedQuery,
  useTrackOnce,
} from '../core';
import { AddToShoppingList, FavouriteToggle } from '../lists';
import { isAllowed, sessionAtom, storeIdsFor } from '../session';
import { LocationStock, useStoreName } from '../stores';
import { ProductDocuments } from './product-documents';
import { productHistoryAtom, rememberViewedProduct } from './product-history';
import { ProductRelations } from './product-relations';
import { catalogueQueries } from './queries';
import { relatedLine } from './tracked-lines';
import { distinctLabels, orderAttributes } from './variants';
import { ViewedProducts } from './viewed-products';
import '../core/page.css';
import './catalogue.css';

const productRoute = getRouteApi('/produkt/$slug');

/** The bracket prices (§5): a call of their own, streamed in behind the price. */
function Brackets({ variant }: { variant: Variant }) {
  const t = useMessages();
  const { services } = useServices();
  const brackets = useStreamedQuery(catalogueQueries.brackets(services.client, variant.articleNumber));
  if (brackets.isError) return <p className="shop-note">{t(errorMessageKey(brackets.error))}</p>;
  if (!brackets.data || brackets.data.brackets.length === 0) return null;
  return (
    <BracketPriceTable
      caption={t('product.brackets')}
      unit={variant.webSalesUnit.unit}
      brackets={brackets.data.brackets.map((b) => ({ fromQuantity: b.minQuantity, price: b.netPrice }))}
      labels={{
        quantity: t('product.bracketQuantity'),
        price: t('product.bracketPrice', { unit: variant.webSalesUnit.unit }),
      }}
    />
  );
}

function PriceBlock({ variant }: { variant: Variant }) {
  const t = useMessages();
  const session = useAtomValue(sessionAtom);
  const price = variant.price;
  const showDiscounts = isAllowed(session.claims, 'EJ_SE_RABATTER');
  if (!price || !isAllowed(session.claims, 'EJ_SE_PRISER')) return null;
  const signedIn = session.status === 'signed-in';
  return (
    <section className="shop-product__price" aria-labelledby="product-price">
      <h2 id="product-price" className="shop-field-label">
        {signedIn ? t('product.yourPrice') : t('product.listPrice')}
      </h2>
      <Price
        size="lg"
        amount={price.netPrice}
        unit={variant.webSalesUnit.unit}
        askForPrice={price.askForPrice}
        previous={price.preCampaignPrice}
        labels={{ askForPrice: t('product.askForPrice'), previous: t('product.previousPrice') }}
      />
      {price.preCampaignPrice && price.preCampaignPrice > price.netPrice ? (
        <p className="shop-product__badge" data-tone="campaign">
          {t('product.campaign')}
        </p>
      ) : null}
      {showDiscounts && price.discountPercentage > 0 ? (
        <p className="shop-product__badge">
          {t('product.discount', { percentage: price.discountPercentage })}
        </p>
      ) : null}
      {/* Quantity prices are discounts: EJ_SE_RABATTER hides them as it hides the discount (§6). */}
      {showDiscounts && price.hasBracketPrices ? (
        <Suspense fallback={<Skeleton lines={3} label={t('product.bracketsLoading')} />}>
          <Brackets variant={variant} />
        </Suspense>
      ) : null}
    </section>
  );
}

function StoresStock({ variant }: { variant: Variant }) {
  const t = useMessages();
  const { services } = useServices();
  const storeName = useStoreName();
  const [open, setOpen] = useState(false);
  const stock = useQuery({
    ...catalogueQueries.storesStock(services.client, variant.articleNumber),
    enabled: open,
  });
  const rows = stock.data?.stock[0]?.locations ?? [];
  return (
    <>
      <Button variant="secondary" size="sm" onPress={() => setOpen(true)}>
        {t('product.storesStock')}
      </Button>
      <LazyModal
        title={t('product.storesStockTitle')}
        isOpen={open}
        onOpenChange={setOpen}
        closeLabel={t('product.close')}
      >
        {stock.isPending ? (
          <Skeleton lines={6} label={t('app.loading')} />
        ) : (
          <table className="shop-table">
            <thead>
              <tr>
                <th scope="col">{t('product.store')}</th>
                <th scope="col">{t('product.stock')}</th>
              </tr>
            </thead>
            <tbody>
              {rows
                .map((row) => ({ row, name: storeName(row.locationId) }))
                .toSorted((a, b) => a.name.localeCompare(b.name, 'sv'))
                .map(({ row, name }) => (
                  <tr key={row.locationId}>
                    <th scope="row">{name}</th>
                    <td>
                      <LocationStock location={row} variant={variant} />
                    </td>
                  </tr>
                ))}
            </tbody>
          </table>
        )}
      </LazyModal>
    </>
  );
}

function AttributesSection({ children }: { children: ReactNode }) {
  const t = useMessages();
  return (
    <section className="shop-product__attributes" aria-labelledby="product-attributes">
      <h2 id="product-attributes">{t('product.attributes')}</h2>
      {children}
    </section>
  );
}

/**
 * The attributes in the category's order, without those the category hides: a call of its
 * own, streamed in (a skeleton until then, so a hidden attribute never shows).
 */
function OrderedAttributes({ variant }: { variant: Variant }) {
  const { services } = useServices();
  const category = variant.product.breadcrumb.parents.at(-1)?.slug ?? '';
  const sequence = useStreamedQuery({
    ...catalogueQueries.attributeSequence(services.client, category),
    enabled: !!category,
  });
  const attributes = useMemo(
    () => orderAttributes(variant.attributes, sequence.data),
    [variant.attributes, sequence.data],
  );
  if (attributes.length === 0) return null;
  return (
    <AttributesSection>
      <dl className="shop-attributes">
        {attributes.map((a) => (
          <div key={a.attributeName}>
            <dt>{a.attributeName}</dt>
            <dd>{a.attributeValue}</dd>
          </div>
        ))}
      </dl>
    </AttributesSection>
  );
}

/** Price, stock, variants, attributes and warnings: everything that needs the whole variant. */
function ProductDetails({ variant, slug }: { variant: Variant; slug: string }) {
  const t = useMessages();
  const { services } = useServices();
  const navigate = useNavigate();
  const storeName = useStoreName();
  const locationIds = storeIdsFor(services);
  const siblings = variant.relations.find((r) => r.type === 'variant')?.articles ?? [];
  const replacement = variant.relations.find((r) => r.type === 'ersattningsartikel')?.articles[0];
  const options = [
    { value: variant.articleNumber, label: variant.name, href: `/produkt/${slug}` },
    ...siblings.map((s) => ({ value: s.articleNumber, label: s.name, href: `/produkt/${s.variantSlug}` })),
  ].toSorted((a, b) => a.label.localeCompare(b.label, 'sv', { numeric: true }));
  const shortLabels = distinctLabels(options.map((o) => o.label));
  const variantOptions = options.map((o, i) => ({ ...o, label: shortLabels[i] ?? o.label }));
  const multiple = orderMultipleFor(variant.stock, locationIds[0]);
  const constraints = variant.purchaseConstraints;
  // Content §5: a discontinued article is still for sale while some location holds it.
  const available = isArticleAvailable(variant, variant.stock);
  const today = stockholmDate(useRenderClock());
  const select = useSelectItem();
  return (
    <>
      {variant.discontinued ? (
        <Alert tone={available ? 'info' : 'warning'} title={t('product.discontinued')}>
          {available ? t('product.discontinuedInStock') : t('product.discontinuedGone')}{' '}
          {replacement ? (
            <>
              {t('product.replacement', { name: replacement.name })}{' '}
              <AppLink
                to="/produkt/$slug"
                params={{ slug: replacement.variantSlug }}
                onClick={() => select(relatedLine(replacement), LIST_NAMES.replacementProduct)}
              >
                {t('product.replacementLink')}
              </AppLink>
            </>
          ) : null}
        </Alert>
      ) : null}
      {variantOptions.length > 1 ? (
        <VariantSelector
          label={t('product.variants')}
          value={variant.articleNumber}
          options={variantOptions}
          onChange={(value) => {
            const next = variantOptions.find((o) => o.value === value);
            if (!next) return;
            const sibling = siblings.find((s) => s.articleNumber === value);
            if (sibling)
              select(
                relatedLine(sibling),
                LIST_NAMES.productVariants,
                variantOptions.findIndex((o) => o.value === value) + 1,
              );
            void navigate({ href: next.href, resetScroll: false });
          }}
        />
      ) : null}
      {variantOptions.length > 2 ? (
        <Link
          appearance="plain"
          href={`${pathTo('/produktkonfigurator')}?artikel=${encodeURIComponent(variant.articleNumber)}`}
        >
          {t('configurator.link')}
        </Link>
      ) : null}
      <PriceBlock variant={variant} />
      {available ? <AddToCart variant={variant} /> : null}
      <div className="shop-product__keep">
        <AddToShoppingList articleNumber={variant.articleNumber} name={variant.name} />
        <FavouriteToggle articleNumber={variant.articleNumber} name={variant.name} />
      </div>
      <section className="shop-product__stock" aria-labelledby="product-stock">
        <h2 id="product-stock" className="shop-field-label">
          {t('product.stock')}
        </h2>
        <dl className="shop-product__stock-list">
          {locationIds.map((id) => (
            <div key={id}>
              <dt>{storeName(id)}</dt>
              <dd>
                <LocationStock
                  location={variant.stock?.locations.find((l) => l.locationId === id)}
                  variant={variant}
                  requestedDate={today}
                />
              </dd>
            </div>
          ))}
        </dl>
        <StoresStock variant={variant} />
        {multiple > 1 ? (
          <p className="shop-note">
            {t('product.orderMultiple', { multiple, unit: variant.webSalesUnit.unit })}
          </p>
        ) : null}
        {constraints.onlyStore ? <p className="shop-note">{t('product.onlyStore')}</p> : null}
        {constraints.mustBeInStockedAt ? (
          <p className="shop-note">
            {t('product.mustBeStockedAt', { store: storeName(constraints.mustBeInStockedAt) })}
          </p>
        ) : null}
      </section>
      <ProductRelations variant={variant} locationIds={locationIds} />
      <div className="shop-product__tools">
        <Button variant="secondary" size="sm" onPress={() => window.print()}>
          {t('product.print')}
        </Button>
      </div>
      {variant.attributes.length > 0 ? (
        <Suspense
          fallback={
            <AttributesSection>
              <Skeleton lines={Math.min(variant.attributes.length, 6)} label={t('app.loading')} />
            </AttributesSection>
          }
        >
          <OrderedAttributes variant={variant} />
        </Suspense>
      ) : null}
      {variant.warnings.length > 0 ? (
        <WarningList heading={t('product.warnings')} warnings={variant.warnings} />
      ) : null}
    </>
  );
}

type Hit = ReturnType<typeof useProductHit>;

function useProductHit(slug: string) {
  const { services } = useServices();
  return useSuspenseQuery(catalogueQueries.productHit(services.client, slug)).data;
}

/** The product's variant (price, stock, images, breadcrumb): streamed in after the heading. */
function useVariant(hit: Hit) {
  const { services } = useServices();
  return useStreamedQuery(
    catalogueQueries.product(services.client, hit.articleNumber, storeIdsFor(services)),
  );
}

function ProductCrumbs({ hit, slug, variant }: { hit: Hit; slug: string; variant?: Variant | undefined }) {
  const parents = variant?.product.breadcrumb.parents ?? [];
  const crumbs = [
    ...parents.map((p) => ({ label: p.name, href: `/kategorier/${p.slug}` })),
    { label: hit.name, href: `/produkt/${slug}` },
  ];
  return <PageCrumbs trail={crumbs} overflow="scroll" />;
}

function VariantCrumbs({ hit, slug }: { hit: Hit; slug: string }) {
  return <ProductCrumbs hit={hit} slug={slug} variant={useVariant(hit).data} />;
}

/** The images: the search record's one first, the variant's all once it is in. */
function ProductGallery({ hit, variant }: { hit: Hit; variant?: Variant | undefined }) {
  const t = useMessages();
  const assetUrl = useAssetUrl();
  const images = variant
    ? variant.images.map((image) => ({ url: assetUrl(image.assetUrl), alt: image.assetLabel || hit.name }))
    : hit.image
      ? [{ url: assetUrl(hit.image), alt: hit.name }]
      : [];
  return (
    <ImageGallery
      images={images}
      labels={{
        open: (n) => t('product.openImage', { n }),
        dialog: t('product.imageDialog'),
        close: t('product.close'),
        previous: t('product.previousImage'),
        next: t('product.nextImage'),
        thumbnails: t('product.images'),
      }}
    />
  );
}

function VariantGallery({ hit }: { hit: Hit }) {
  return <ProductGallery hit={hit} variant={useVariant(hit).data} />;
}

function VariantDetails({ hit, slug }: { hit: Hit; slug: string }) {
  const t = useMessages();
  const variant = useVariant(hit);
  const data = variant.data;
  // view_item once per product shown, when its price is known.
  useTrackOnce(data?.articleNumber ?? null, () => (data ? { type: 'view_item', line: data } : null));
  if (data) return <ProductDetails variant={data} slug={slug} />;
  return <Alert tone="danger">{t(errorMessageKey(variant.error))}</Alert>;
}

/**
 * /produkt/:slug. The heading, identifiers and image paint as soon as the
 * search service has answered; the variant (price, stock, variants) follows
 * behind Suspense boundaries: in the browser after a navigation, and on the
 * server when it takes longer than the loader waits (the boundaries' HTML
 * then follows in the same response).
 */
export function ProductPage() {
  const t = useMessages();
  const params = productRoute.useParams();
  const memory = useAtomValue(productHistoryAtom);
  const hit = useProductHit(params.slug);

  useEffect(() => {
    document.title = hit.name;
    rememberViewedProduct(window.localStorage, {
      slug: params.slug,
      name: hit.name,
      articleNumber: hit.articleNumber,
      image: hit.image,
    });
  }, [hit, params.slug]);

  // Keyed by the article: another variant's details never stand in for this one's while it loads.
  const key = hit.articleNumber;
  return (
    <article className="shop-product">
      <Suspense key={`crumbs-${key}`} fallback={<ProductCrumbs hit={hit} slug={params.slug} />}>
        <VariantCrumbs hit={hit} slug={params.slug} />
      </Suspense>
      {memory ? (
        <Link className="shop-product__back" href={memory.href}>
          {t('product.backToListing', { title: memory.title })}
        </Link>
      ) : null}
      <div className="shop-product__layout">
        <div className="shop-product__media">
          <Suspense key={`gallery-${key}`} fallback={<ProductGallery hit={hit} />}>
            <VariantGallery hit={hit} />
          </Suspense>
        </div>
        <div className="shop-product__main">
          <p className="shop-product__brand">{hit.brand}</p>
          <h1 className="shop-product__title">{hit.name}</h1>
          <p className="shop-product__ids">
            <span>{t('product.articleNumber', { articleNumber: hit.articleNumber })}</span>
            <span>{t('product.ean', { ean: hit.ean })}</span>
          </p>
          <Suspense key={`details-${key}`} fallback={<Skeleton lines={6} label={t('app.loading')} />}>
            <VariantDetails hit={hit} slug={params.slug} />
          </Suspense>
        </div>
      </div>
      <ProductDocuments key={`documents-${key}`} articleNumber={hit.articleNumber} />
      <ViewedProducts currentSlug={params.slug} />
    </article>
  );
}
