import type { Variant } from '@shop/commerce-client/contract';
import { LIST_NAMES } from '@shop/tracking/names';
import { Price } from '@shop/ui';
import { useAtomValue } from 'jotai';
import { AppLink, useAssetUrl, useMessages, useSelectItem } from '../core';
import { isAllowed, sessionAtom } from '../session';
import { LocationStock, useStoreName } from '../stores';
import { relatedLine } from './tracked-lines';
import './catalogue.css';

type Relation = Variant['relations'][number];

/**
 * The variant relation of a product (§2, §3): its label as the heading, the categories its
 * articles belong to (each with its trail) as links to their listings, and each article with
 * this session's price (none with EJ_SE_PRISER) and its stock at the page's locations, as the
 * page shows the product's own. Part of the page's server-rendered HTML: the relation comes
 * with the variant.
 */
export function ProductRelations({
  variant,
  locationIds,
}: {
  variant: Variant;
  /** The locations whose stock the page shows (the customer's store, the central storage). */
  locationIds: readonly string[];
}) {
  const relation = variant.relations.find((r) => r.type === 'variant');
  if (!relation || relation.articles.length === 0) return null;
  return <VariantRelation relation={relation} variant={variant} locationIds={locationIds} />;
}

function VariantRelation({
  relation,
  variant,
  locationIds,
}: {
  relation: Relation;
  variant: Variant;
  locationIds: readonly string[];
}) {
  const t = useMessages();
  const assetUrl = useAssetUrl();
  const storeName = useStoreName();
  const session = useAtomValue(sessionAtom);
  const showPrices = isAllowed(session.claims, 'EJ_SE_PRISER');
  const select = useSelectItem();
  const headingId = 'product-relation-variant';
  const categories = relation.categoryBreadcrumbs ?? [];
  const articles = relation.articles.toSorted((a, b) =>
    a.name.localeCompare(b.name, 'sv', { numeric: true }),
  );
  return (
    <div className="shop-product__relation">
      <h2 id={headingId}>{relation.label}</h2>
      {categories.length > 0 ? (
        <nav aria-label={t('product.relationCategories', { label: relation.label })}>
          <ul className="shop-product__relation-categories">
            {categories.map((category) => (
              <li key={category.slug}>
                <AppLink to="/kategorier/$" params={{ _splat: category.slug }}>
                  {category.image ? (
                    <img src={assetUrl(category.image)} alt="" width={24} height={24} loading="lazy" />
                  ) : null}
                  {[...category.parents.map((p) => p.name), category.name].join(' › ')}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {/* The table scrolls sideways on a narrow screen; the region can be reached by keyboard to do so. */}
      <section
        className="shop-product__relation-scroll"
        aria-labelledby={headingId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a table that scrolls sideways on a phone must be reachable by keyboard (axe scrollable-region-focusable)
        tabIndex={0}
      >
        <table className="shop-table shop-product__relation-table" aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col">{t('product.relationArticle')}</th>
              <th scope="col">{t('listing.articleNumber')}</th>
              {showPrices ? <th scope="col">{t('product.price')}</th> : null}
              <th scope="col">{t('product.stock')}</th>
            </tr>
          </thead>
          <tbody>
            {articles.map((article, index) => {
              const unit = article.price?.salesPriceUnit || variant.webSalesUnit.unit;
              const stockOf = { discontinued: false, stock: article.stock, webSalesUnit: { unit } };
              return (
                <tr key={article.articleNumber}>
                  <th scope="row">
                    <AppLink
                      to="/produkt/$slug"
                      params={{ slug: article.variantSlug }}
                      // The product's other variants are content §2's product_variants_list.
                      onClick={() => select(relatedLine(article), LIST_NAMES.productVariants, index + 1)}
                    >
                      {article.name}
                    </AppLink>
                  </th>
                  <td>{article.articleNumber}</td>
                  {showPrices ? (
                    <td>
                      {article.price ? (
                        <Price
                          size="sm"
                          amount={article.price.netPrice}
                          unit={unit}
                          askForPrice={article.price.askForPrice}
                          previous={article.price.preCampaignPrice}
                          labels={{
                            askForPrice: t('product.askForPrice'),
                            previous: t('product.previousPrice'),
                          }}
                        />
                      ) : null}
                    </td>
                  ) : null}
                  <td>
                    {article.stock ? (
                      <ul className="shop-product__relation-stock">
                        {locationIds.map((id) => (
                          <li key={id}>
                            <LocationStock
                              location={article.stock?.locations.find((l) => l.locationId === id)}
                              variant={stockOf}
                              place={storeName(id)}
                            />
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
    </div>
  );
}
