import type { Variant } from '@shop/commerce-client/contract';
import { LIST_NAMES } from '@shop/tracking/names';
import { Button, Price, TextField } from '@shop/ui';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useId, useState } from 'react';
import { AddToCart } from '../cart';
import {
  AppLink,
  PageHeading,
  pathTo,
  stringParam,
  useMessages,
  usePageTitle,
  useSelectItem,
  useServices,
} from '../core';
import { isAllowed, sessionAtom, storeIdsFor } from '../session';
import { LocationStock } from '../stores';
import { FilterForm } from './list-parts';
import '../core/page.css';
import './account.css';

/** Attributes that name the product or the article, not a choice between variants. */
const NOT_AN_AXIS = new Set(['Varumärke', 'SSG']);

/**
 * The product's variant axes: the attributes whose values differ between its variants, in the
 * order the articles list them (the category's sequence), each with its values in the order they
 * first appear.
 */
export function variantAxes(
  variants: readonly Pick<Variant, 'attributes'>[],
): { name: string; values: string[] }[] {
  const axes = new Map<string, string[]>();
  for (const variant of variants)
    for (const { attributeName, attributeValue } of variant.attributes) {
      if (NOT_AN_AXIS.has(attributeName)) continue;
      const values = axes.get(attributeName) ?? [];
      if (!values.includes(attributeValue)) values.push(attributeValue);
      axes.set(attributeName, values);
    }
  return [...axes].filter(([, values]) => values.length > 1).map(([name, values]) => ({ name, values }));
}

const valueOnAxis = (variant: Pick<Variant, 'attributes'>, axis: string) =>
  variant.attributes.find((a) => a.attributeName === axis)?.attributeValue;

/** The variants that have every value chosen so far. */
export function matchingVariants<V extends Pick<Variant, 'attributes'>>(
  variants: readonly V[],
  chosen: Readonly<Record<string, string>>,
): V[] {
  return variants.filter((variant) =>
    Object.entries(chosen).every(([axis, value]) => valueOnAxis(variant, axis) === value),
  );
}

const configuratorRoute = getRouteApi('/produktkonfigurator');
const CONFIGURATOR_PATH = pathTo('/produktkonfigurator');

/**
 * The product configurator (`product-configuration-page`): a product's variants narrowed one
 * axis at a time (dimension, then surface, then pack …). Each step offers only values some
 * remaining variant has, with how many remain and their lowest price; the variants that still
 * match are listed with price and stock; when one is left it can go to the cart. The product is
 * `?artikel=<article number>` (the product page links here); without one, a search finds it.
 */
export function ConfiguratorPage() {
  const t = useMessages();
  const select = useSelectItem();
  const { services } = useServices();
  const session = useAtomValue(sessionAtom);
  const ids = useId();
  const articleNumber = configuratorRoute.useSearch({ select: (search) => search.artikel?.trim() ?? '' });
  // Choices belong to one product: another article starts from the first step.
  const [choice, setChoice] = useState<{ article: string; values: Record<string, string> }>({
    article: '',
    values: {},
  });
  const chosen = choice.article === articleNumber ? choice.values : {};
  const setChosen = (values: Record<string, string>) => setChoice({ article: articleNumber, values });
  const locationIds = storeIdsFor(services);
  const showPrices = isAllowed(session.claims, 'EJ_SE_PRISER');
  // Not an article number at all (letters, too few digits): said at once, nothing is looked up.
  const invalid = articleNumber !== '' && !/^\d{5,10}$/.test(articleNumber);
  const family = useQuery({
    queryKey: ['configurator', articleNumber, locationIds],
    enabled: articleNumber !== '' && !invalid,
    queryFn: async () => {
      const [start] = await services.client.gateway.variants([articleNumber], {
        skipPrice: true,
        skipStock: true,
      });
      if (!start) return null;
      const siblings =
        start.relations.find((r) => r.type === 'variant')?.articles.map((a) => a.articleNumber) ?? [];
      return services.client.gateway.variants([start.articleNumber, ...siblings], { locationIds });
    },
  });
  usePageTitle(t('configurator.title'), { brand: true });

  const variants = family.data ?? [];
  const axes = variantAxes(variants);
  const remaining = matchingVariants(variants, chosen);
  const product = variants[0]?.product;
  /** The values chosen on the steps before `index`. */
  const chosenBefore = (index: number) => {
    const before: Record<string, string> = {};
    for (const axis of axes.slice(0, index)) {
      const value = chosen[axis.name];
      if (value !== undefined) before[axis.name] = value;
    }
    return before;
  };

  return (
    <div className="shop-page shop-configurator">
      <PageHeading title={t('configurator.title')} href={CONFIGURATOR_PATH} />
      <FilterForm
        label={t('configurator.choose')}
        submit={t('configurator.start')}
        filtersOf={(fields) => ({ artikel: stringParam(fields.artikel)?.trim() })}
      >
        <TextField
          label={t('configurator.article')}
          name="artikel"
          inputMode="numeric"
          defaultValue={articleNumber}
          isInvalid={invalid || undefined}
          // Marked for assistive technology only: a native invalid state would block the next submit.
          validationBehavior="aria"
        />
      </FilterForm>
      {!articleNumber ? <p>{t('configurator.help')}</p> : null}
      {invalid ? (
        <p role="alert" className="shop-form-error">
          {t('configurator.invalid', { article: articleNumber })}
        </p>
      ) : null}
      {family.isPending && family.fetchStatus !== 'idle' ? <p role="status">{t('app.loading')}</p> : null}
      {family.isError ? <p role="alert">{t('errors.try_again_later_or_contact')}</p> : null}
      {articleNumber && (family.data === null || (family.isSuccess && variants.length === 0)) ? (
        <p role="alert" className="shop-form-error">
          {t('configurator.notFound', { article: articleNumber })}
        </p>
      ) : null}

      {product ? (
        <>
          <h2>{product.name}</h2>
          {axes.length === 0 ? <p>{t('configurator.oneVariant')}</p> : null}
          <ol className="shop-configurator__steps">
            {axes.map((axis, index) => {
              const open = matchingVariants(variants, chosenBefore(index));
              const done = chosen[axis.name] !== undefined;
              const reachable = axes.slice(0, index).every((a) => chosen[a.name] !== undefined);
              return (
                <li key={axis.name} className="shop-configurator__step">
                  <fieldset disabled={!reachable}>
                    <legend>{t('configurator.step', { step: index + 1, name: axis.name })}</legend>
                    {axis.values.map((value) => {
                      const matching = matchingVariants(open, { [axis.name]: value });
                      if (matching.length === 0) return null;
                      // Articles priced on request (or without a price) do not make a 'från' price.
                      const lowest = Math.min(
                        ...matching.map((v) =>
                          v.price && !v.price.askForPrice && v.price.netPrice > 0
                            ? v.price.netPrice
                            : Number.POSITIVE_INFINITY,
                        ),
                      );
                      return (
                        <label key={value} className="shop-configurator__value">
                          <input
                            type="radio"
                            name={`${ids}-${axis.name}`}
                            checked={chosen[axis.name] === value}
                            // A choice keeps the earlier steps and clears the later ones.
                            onChange={() => setChosen({ ...chosenBefore(index), [axis.name]: value })}
                          />
                          <span className="shop-configurator__name">{value}</span>
                          <span className="shop-configurator__meta">
                            {t('configurator.matching', { count: matching.length })}
                            {showPrices && Number.isFinite(lowest)
                              ? ` · ${t('configurator.from', { price: lowest.toFixed(2).replace('.', ',') })}`
                              : ''}
                          </span>
                        </label>
                      );
                    })}
                    {done ? (
                      <Button variant="secondary" onPress={() => setChosen(chosenBefore(index))}>
                        {t('configurator.change', { name: axis.name })}
                      </Button>
                    ) : null}
                  </fieldset>
                </li>
              );
            })}
          </ol>

          <section aria-labelledby={`${ids}-remaining`} className="shop-configurator__remaining">
            <h2 id={`${ids}-remaining`} aria-live="polite">
              {remaining.length === 1
                ? t('configurator.chosen')
                : t('configurator.remaining', { count: remaining.length })}
            </h2>
            <ul className="shop-addresses__list">
              {remaining.map((variant, index) => (
                <li key={variant.articleNumber} className="shop-addresses__item">
                  <h3>
                    {variant.variantSlug ? (
                      <AppLink
                        appearance="plain"
                        to="/produkt/$slug"
                        params={{ slug: variant.variantSlug }}
                        onClick={() => select(variant, LIST_NAMES.configuratorResult, index + 1)}
                      >
                        {variant.name}
                      </AppLink>
                    ) : (
                      variant.name
                    )}
                  </h3>
                  <p className="shop-lists__meta">
                    {t('product.articleNumber', { articleNumber: variant.articleNumber })}
                  </p>
                  {showPrices && variant.price ? (
                    <Price
                      amount={variant.price.netPrice}
                      unit={variant.webSalesUnit.unit}
                      labels={{ askForPrice: t('product.askForPrice'), previous: t('product.previousPrice') }}
                      askForPrice={variant.price.askForPrice}
                    />
                  ) : null}
                  <LocationStock
                    location={variant.stock?.locations.find((l) => l.locationId === locationIds[0])}
                    variant={variant}
                  />
                </li>
              ))}
            </ul>
          </section>
          {remaining.length === 1 ? (
            <AddToCart variant={remaining[0] as Variant} listName={LIST_NAMES.productConfigurationResult} />
          ) : null}
        </>
      ) : null}
    </div>
  );
}
