import { LIST_NAMES } from '@shop/tracking/names';
import { formatPrice, Link } from '@shop/ui';
import { useQuery } from '@tanstack/react-query';
import { linkOptions, useNavigate } from '@tanstack/react-router';
import { useAtom } from 'jotai';
import { useEffect, useId, useRef, useState } from 'react';
import { catalogueQueries, hitLine, readViewedProducts, type ViewedProduct } from '../catalogue';
import { AppLink, contentQueries, LinkList, useMessages, useSelectItem, useServices } from '../core';
import { overlayAtom } from '../session';
import './header-search.css';
import './popover.css';

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * The header search: a searchbox named 'Sök'. Typing shows suggestions
 * (the search container), an empty focused field shows the viewed-products
 * history (the history container); Enter goes to /search?q=.
 */
export function HeaderSearch() {
  const t = useMessages();
  const { services } = useServices();
  const select = useSelectItem();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [overlay, setOverlay] = useAtom(overlayAtom);
  const [history, setHistory] = useState<ViewedProduct[]>([]);
  const wrapper = useRef<HTMLElement>(null);
  const panelId = useId();
  const inputId = useId();
  const debounced = useDebounced(query.trim(), 200);
  const suggestions = useQuery({
    ...catalogueQueries.suggestions(services.client, debounced),
    enabled: debounced.length >= 2,
  });
  // Content pages beside the products (content-layer §7: at most 5); a failure shows none.
  const pages = useQuery({
    ...contentQueries.searchPages(services.content, debounced),
    enabled: debounced.length >= 2,
  });
  const open = overlay === 'search' || overlay === 'history';

  const show = (text: string) => {
    if (text.trim().length >= 2) setOverlay('search');
    else {
      setHistory(readViewedProducts(window.localStorage));
      setOverlay('history');
    }
  };
  const close = () => {
    if (open) setOverlay(null);
  };

  return (
    <search
      className="shop-header-search"
      ref={wrapper}
      onFocus={() => {
        if (!open) show(query);
      }}
      onBlur={(event) => {
        // Focus leaving the search and its panel closes the panel (§2 focus-out behaviour).
        if (!wrapper.current?.contains(event.relatedTarget as Node | null)) close();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          close();
        }
      }}
    >
      {/* A GET form to the search page before (and without) the scripts; the app's search after. */}
      <form
        className="shop-header-search__form"
        method="get"
        action="/search"
        onSubmit={(event) => {
          event.preventDefault();
          const q = query.trim();
          if (!q) return;
          setOverlay(null);
          void navigate({ to: '/search', search: { q, f: {} } });
        }}
      >
        <label className="shop-visually-hidden" htmlFor={inputId}>
          {t('search.label')}
        </label>
        <svg
          className="shop-header-search__icon"
          aria-hidden="true"
          viewBox="0 0 24 24"
          width="18"
          height="18"
        >
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m20 20-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <input
          id={inputId}
          className="shop-header-search__input"
          type="search"
          name="q"
          enterKeyHint="search"
          autoComplete="off"
          placeholder={t('search.placeholder')}
          value={query}
          maxLength={200}
          aria-controls={open ? panelId : undefined}
          onChange={(event) => {
            setQuery(event.target.value);
            show(event.target.value);
          }}
        />
      </form>
      {open ? (
        <div className="shop-header-search__panel" id={panelId}>
          {overlay === 'search' ? (
            <section aria-label={t('search.suggestions')}>
              {suggestions.data && suggestions.data.hits.length === 0 ? (
                <p className="shop-header-search__empty">{t('search.noSuggestions', { query: debounced })}</p>
              ) : null}
              <ul className="shop-header-search__list">
                {(suggestions.data?.hits ?? []).map((hit, index) => (
                  <li key={hit.articleNumber}>
                    <AppLink
                      appearance="plain"
                      to="/produkt/$slug"
                      params={{ slug: hit.variantSlug }}
                      onClick={() => {
                        setOverlay(null);
                        // A suggestion chosen is a product chosen in the sticky header (content §2
                        // `sticky_header`): select_item, and a click the search service learns from.
                        select(hitLine(hit), LIST_NAMES.stickyHeader, index + 1);
                      }}
                    >
                      <span className="shop-header-search__name">{hit.name}</span>
                      <span className="shop-header-search__meta">
                        {hit.articleNumber}
                        {hit.listPrice !== null ? ` · ${formatPrice(hit.listPrice)}` : ''}
                      </span>
                    </AppLink>
                  </li>
                ))}
              </ul>
              {pages.data && pages.data.length > 0 ? (
                <>
                  <h2 className="shop-header-search__heading">{t('content.pageSearch')}</h2>
                  <ul className="shop-header-search__list" aria-label={t('content.pageSearch')}>
                    {pages.data.slice(0, 5).map((page) => (
                      <li key={page.id}>
                        <Link appearance="plain" href={page.href} onClick={() => setOverlay(null)}>
                          <span className="shop-header-search__name">{page.title}</span>
                          {page.preTitle ? (
                            <span className="shop-header-search__meta">{page.preTitle}</span>
                          ) : null}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
              {suggestions.data && suggestions.data.total > 0 ? (
                <AppLink
                  appearance="plain"
                  className="shop-header-search__all"
                  to="/search"
                  search={{ q: debounced }}
                  onClick={() => setOverlay(null)}
                >
                  {t('search.showAll', { total: suggestions.data.total, query: debounced })}
                </AppLink>
              ) : null}
            </section>
          ) : (
            <section aria-label={t('search.history')}>
              <h2 className="shop-header-search__heading">{t('search.history')}</h2>
              {history.length === 0 ? (
                <p className="shop-header-search__empty">{t('search.historyEmpty')}</p>
              ) : (
                <LinkList
                  className="shop-header-search__list"
                  onNavigate={() => setOverlay(null)}
                  items={history.map((item) => ({
                    key: item.slug,
                    link: linkOptions({ to: '/produkt/$slug', params: { slug: item.slug } }),
                    content: (
                      <>
                        <span className="shop-header-search__name">{item.name}</span>
                        <span className="shop-header-search__meta">{item.articleNumber}</span>
                      </>
                    ),
                  }))}
                />
              )}
            </section>
          )}
        </div>
      ) : null}
    </search>
  );
}
