import { LIST_NAMES } from '@shop/tracking/names';
import { Price, ProductCard, ProductGrid } from '@shop/ui';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useAssetUrl, useMessages, useSelectItem, useServices } from '../core';
import { isAllowed, sessionAtom, storeIdsFor } from '../session';
import { LocationStock } from '../stores';
import { catalogueKeys } from './queries';
import '../core/page.css';
import './catalogue.css';

/**
 * Products an editor chose (a content section), with this session's price and the stock of
 * the customer's store, as on a listing. The articles come with the section; without them,
 * from the selected-product group the section names.
 */
export function SelectedProductsList({
  articleNumbers,
  groupId,
  label,
}: {
  articleNumbers: readonly string[];
  groupId: string;
  label: string;
}) {
  const t = useMessages();
  const { services } = useServices();
  const session = useAtomValue(sessionAtom);
  const assetUrl = useAssetUrl();
  const locationIds = storeIdsFor(services);
  const [storeId] = locationIds;
  const products = useQuery({
    queryKey: [
      ...catalogueKeys.all,
      'selected',
      groupId,
      articleNumbers,
      locationIds,
      session.claims?.customerId ?? null,
    ] as const,
    queryFn: async () => {
      const numbers =
        articleNumbers.length > 0
          ? [...articleNumbers]
          : (await services.client.campaigns.selectedProductGroup(groupId)).articleNumbers;
      return numbers.length > 0 ? services.client.gateway.variants(numbers, { locationIds }) : [];
    },
    enabled: session.status !== 'restoring',
  });
  const showPrices = isAllowed(session.claims, 'EJ_SE_PRISER');
  const select = useSelectItem();
  if (products.isError)
    return (
      <p className="shop-note" role="status">
        {t('content.selectedProducts.unavailable')}
      </p>
    );
  if (!products.data) return <div className="shop-selected-products__placeholder" aria-hidden="true" />;
  const chosen = products.data;
  // A product chosen from the section: select_item of `selected_products_list` (content §2). React's
  // handler on the list, as a listing's: it answers from hydration on.
  const onClick = (event: React.MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (!link) return;
    const path = new URL(link.getAttribute('href') ?? '', window.location.href).pathname;
    const index = chosen.findIndex(
      (variant) => path === `/produkt/${variant.variantSlug ?? variant.product.slug}`,
    );
    const variant = chosen[index];
    if (variant) select(variant, LIST_NAMES.selectedProducts, index + 1);
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: listens for its links' clicks; the links are the controls
    // biome-ignore lint/a11y/useKeyWithClickEvents: a link followed by keyboard fires this click too
    <div onClick={onClick}>
      <ProductGrid label={label}>
        {products.data.map((variant) => (
          <ProductCard
            key={variant.articleNumber}
            headingLevel={3}
            name={variant.name}
            href={`/produkt/${variant.variantSlug ?? variant.product.slug}`}
            imageUrl={variant.images[0] ? assetUrl(variant.images[0].assetUrl) : null}
            articleNumber={variant.articleNumber}
            articleNumberLabel={t('listing.articleNumber')}
            brand={variant.brands[0]?.name}
            price={
              showPrices ? (
                <Price
                  amount={variant.price?.netPrice ?? null}
                  unit={variant.webSalesUnit.unit}
                  askForPrice={variant.price?.askForPrice}
                  previous={variant.price?.preCampaignPrice}
                  labels={{ askForPrice: t('product.askForPrice'), previous: t('product.previousPrice') }}
                />
              ) : null
            }
            stock={
              variant.stock ? (
                <LocationStock
                  location={
                    variant.stock.locations.find((l) => l.locationId === storeId) ??
                    variant.stock.locations[0]
                  }
                  variant={variant}
                />
              ) : null
            }
          />
        ))}
      </ProductGrid>
    </div>
  );
}
