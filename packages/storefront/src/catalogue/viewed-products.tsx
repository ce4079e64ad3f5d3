import { linkOptions } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { LinkList, useAssetUrl, useMessages } from '../core';
import { readViewedProducts, type ViewedProduct } from './product-history';
import './catalogue.css';

/**
 * The history of viewed products on the product page (§2): the products this browser showed
 * last, newest first, without the one on screen. The history lives in this browser's storage,
 * so the list comes after the page has taken over (at the page's foot, where it moves nothing
 * above it); a first visit shows none. A heading and a list of links: reached by heading and
 * by Tab, each link named by the product.
 */
export function ViewedProducts({ currentSlug }: { currentSlug: string }) {
  const t = useMessages();
  const assetUrl = useAssetUrl();
  const [history, setHistory] = useState<ViewedProduct[]>([]);
  useEffect(() => {
    setHistory(readViewedProducts(window.localStorage).filter((p) => p.slug !== currentSlug));
  }, [currentSlug]);
  if (history.length === 0) return null;
  return (
    <section className="shop-product__history" aria-labelledby="product-history">
      <h2 id="product-history">{t('search.history')}</h2>
      <LinkList
        className="shop-product__history-list"
        linkClassName="shop-product__history-link"
        items={history.map((item) => ({
          key: item.slug,
          link: linkOptions({ to: '/produkt/$slug', params: { slug: item.slug } }),
          content: (
            <>
              {item.image ? (
                <img
                  src={assetUrl(item.image)}
                  alt=""
                  width={64}
                  height={64}
                  loading="lazy"
                  decoding="async"
                />
              ) : (
                <span className="shop-product__history-placeholder" />
              )}
              <span className="shop-product__history-name">{item.name}</span>
              <span className="shop-product__history-meta">
                {t('product.articleNumber', { articleNumber: item.articleNumber })}
              </span>
            </>
          ),
        }))}
      />
    </section>
  );
}
