import { Children, isValidElement, type ReactNode } from 'react';
import { Link } from '../link/link';
import '../internal/image-placeholder.css';
import '../internal/card.css';
import './product-card.css';

export interface ProductCardProps {
  /** The product's name: the heading and the link's text. */
  name: string;
  /** The product page; the whole card is clickable through this one link. */
  href: string;
  /** Product image; null or missing shows a quiet placeholder. */
  imageUrl?: string | null;
  /** The article number, e.g. '0012345'. */
  articleNumber: string;
  /** Shown before the article number, e.g. 'Art.nr'. */
  articleNumberLabel: string;
  /** The manufacturer's brand, shown above the name. */
  brand?: string;
  /** A `Price` (or a Skeleton while prices load); nothing when the session may not see prices. */
  price?: ReactNode;
  /** A `StockStatus` or location stock text. */
  stock?: ReactNode;
  /** Buy controls (quantity and button); they stay clickable above the card's link. */
  action?: ReactNode;
  /** The name's heading level: 2 on a listing page, 3 inside a titled section. */
  headingLevel?: 2 | 3;
  /**
   * The card is among the first on screen: its image loads at once with high priority
   * (it is likely the page's largest paint) instead of lazily.
   */
  priority?: boolean;
}

/**
 * A product in a list: image, brand, name (a heading holding the card's one
 * link), article number, price, stock and an optional action. The image is
 * decorative (`alt=""`): the name is right beside it. In a narrow
 * `ProductGrid` the card lies down (image beside the text) so a phone shows
 * more products per screen.
 *
 * @example
 * <ProductCard name="Installationskabel EKLK 3G1,5" href="/produkt/eklk-3g15" articleNumber="0012345"
 *   articleNumberLabel="Art.nr" price={<Price amount={12.5} unit="m" labels={priceLabels} />} />
 */
export function ProductCard({
  name,
  href,
  imageUrl,
  articleNumber,
  articleNumberLabel,
  brand,
  price,
  stock,
  action,
  headingLevel = 2,
  priority = false,
}: ProductCardProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    // The article number as data too: a click before the app's scripts run is told to the
    // search service from it (the storefront's pre-script click recorder).
    <article className="shop-card shop-product-card" data-article-number={articleNumber}>
      <div className="shop-product-card__media">
        {imageUrl ? (
          <img
            className="shop-product-card__image"
            src={imageUrl}
            alt=""
            width={160}
            height={160}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding="async"
          />
        ) : (
          <span className="shop-image-placeholder shop-product-card__placeholder" />
        )}
      </div>
      <div className="shop-product-card__body">
        <Heading className="shop-product-card__name">
          <Link appearance="plain" className="shop-product-card__link" href={href}>
            {name}
          </Link>
        </Heading>
        {brand ? <p className="shop-product-card__brand">{brand}</p> : null}
        <p className="shop-product-card__article">
          <span className="shop-product-card__article-label">{articleNumberLabel}</span> {articleNumber}
        </p>
        {price ? <div className="shop-product-card__price">{price}</div> : null}
        {stock ? <div className="shop-product-card__stock">{stock}</div> : null}
      </div>
      {action ? <div className="shop-product-card__action">{action}</div> : null}
    </article>
  );
}

export interface ProductGridProps {
  /** `ProductCard`s (or `Skeleton`s while loading); each becomes a list item. */
  children: ReactNode;
  /** The list's accessible name, e.g. 'Produkter'. */
  label: string;
  /** Shown instead of the list when there are no children. */
  empty?: ReactNode;
}

/**
 * Product cards as a list: one column on a phone, up to four on a wide
 * screen. The columns follow the space the grid has (a container query), so
 * a filter sidebar beside it is taken into account.
 *
 * @example
 * <ProductGrid label="Produkter">{hits.map((hit) => <ProductCard key={hit.id} {...hit} />)}</ProductGrid>
 */
export function ProductGrid({ children, label, empty }: ProductGridProps) {
  const items = Children.toArray(children);
  if (items.length === 0) return empty ? <div className="shop-product-grid__empty">{empty}</div> : null;
  return (
    <div className="shop-product-grid">
      <ul className="shop-product-grid__list" aria-label={label}>
        {items.map((child, index) => (
          <li
            key={isValidElement(child) && child.key !== null ? child.key : index}
            className="shop-product-grid__item"
          >
            {child}
          </li>
        ))}
      </ul>
    </div>
  );
}
