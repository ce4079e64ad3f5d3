import { parseQuantityText } from '@shop/stock-rules';
import { LIST_NAMES } from '@shop/tracking/names';
import { Button, FormError, formatPrice, Link } from '@shop/ui';
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { DataTable, pathTo, useMessages, useSelectItem, useServices } from '../core';
import { isAllowed, sessionAtom, storeIdsFor } from '../session';
import { AddedLines, ChooseLine, LinesToCart, useAddLinesToCart, useChosen } from './add-lines';
import { favouriteKeys, favouriteQueries } from './favourites';
import '../core/page.css';

/**
 * `favourite-articles` (/mina-sidor/favoriter): the user's favourite articles (at most §9's 50)
 * with name, number, price and a quantity each, to put in the cart, all or the chosen ones,
 * through the cart's one add, and to take away from the favourites.
 */
export function FavouritesPage() {
  const t = useMessages();
  const { services } = useServices();
  const queryClient = useQueryClient();
  const session = useAtomValue(sessionAtom);
  const favourites = useSuspenseQuery(favouriteQueries.ids(services.client)).data;
  const numbers = favourites.map((f) => f.articleNumber);
  const variants = useQuery(favouriteQueries.variants(services.client, numbers, storeIdsFor(services)));
  const variantOf = (articleNumber: string) => variants.data?.find((v) => v.articleNumber === articleNumber);
  const nameOf = (articleNumber: string) => variantOf(articleNumber)?.name ?? articleNumber;
  const showPrices = isAllowed(session.claims, 'EJ_SE_PRISER');
  const deliveryId = session.user?.defaultDeliveryMethod ?? 'DBI';
  const choice = useChosen();
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [invalid, setInvalid] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  // The customer's favourites are the spec's favourites list (content §2 `favorites_flyout_list`):
  // a product chosen from it, and what goes from it to the cart, are tracked under that name.
  const cart = useAddLinesToCart(nameOf, LIST_NAMES.favoritesFlyout);
  const select = useSelectItem();
  // As the cart takes lines: the quantity is what is typed on the row, read when they are added.
  type Row = (typeof favourites)[number] & { quantity: number };
  const rows: Row[] = favourites.map((favourite) => ({ ...favourite, quantity: 1 }));

  const linesOf = (rows: readonly Row[]) => {
    const lines = rows.map((row) => ({
      articleNumber: row.articleNumber,
      quantity: parseQuantityText(typed[row.favouriteId] ?? '1'),
    }));
    const wrong = lines.find((line) => line.quantity === null || !(line.quantity > 0));
    setInvalid(wrong ? nameOf(wrong.articleNumber) : null);
    return wrong ? null : lines.map((line) => ({ ...line, quantity: line.quantity as number }));
  };
  const remove = async (ids: string[]) => {
    setFailed(false);
    setNotice(null);
    try {
      await services.client.favourites.remove(ids);
      setNotice(t('favourites.removed', { count: ids.length }));
      choice.clear();
    } catch {
      setFailed(true);
    } finally {
      await queryClient.invalidateQueries({ queryKey: favouriteKeys.all });
    }
  };

  return (
    <>
      <p>{t('favourites.intro', { count: favourites.length })}</p>
      <div role="status" className="shop-addresses__notice">
        {notice ? <p>{notice}</p> : null}
      </div>
      {failed ? <FormError>{t('errors.try_again_later_or_contact')}</FormError> : null}
      {favourites.length === 0 ? (
        <p>{t('favourites.emptyPage')}</p>
      ) : (
        <>
          <LinesToCart
            lines={rows}
            chosen={rows.filter((row) => choice.chosen.has(row.favouriteId))}
            add={async (rows: readonly Row[]) => {
              const lines = linesOf(rows);
              if (lines) await cart.add(lines, deliveryId);
            }}
            sending={cart.sending}
            labels={{ all: t('favourites.allToCart'), chosen: (count) => t('lists.chosenToCart', { count }) }}
          >
            <Button
              variant="secondary"
              isDisabled={choice.chosen.size === 0}
              onPress={() => void remove([...choice.chosen])}
            >
              {t('favourites.removeChosen', { count: choice.chosen.size })}
            </Button>
          </LinesToCart>
          {invalid ? <FormError>{t('favourites.wrongQuantity', { name: invalid })}</FormError> : null}
          <AddedLines state={cart.state} deliveryId={deliveryId} />
          <DataTable<Row>
            label={t('favourites.title')}
            stack
            rows={rows}
            rowKey={(row) => row.favouriteId}
            columns={[
              {
                label: t('orders.column.choose'),
                hideLabel: true,
                cell: (row) => (
                  <ChooseLine name={nameOf(row.articleNumber)} id={row.favouriteId} choice={choice} />
                ),
              },
              {
                label: t('orders.column.article'),
                cell: (row) => {
                  const variant = variantOf(row.articleNumber);
                  const slug = variant?.variantSlug;
                  return slug ? (
                    <Link
                      href={pathTo('/produkt/$slug', { slug })}
                      onClick={() => {
                        if (variant) select(variant, LIST_NAMES.favoritesFlyout, rows.indexOf(row) + 1);
                      }}
                    >
                      {nameOf(row.articleNumber)}
                    </Link>
                  ) : (
                    nameOf(row.articleNumber)
                  );
                },
              },
              { label: t('orders.column.articleNumber'), cell: (row) => row.articleNumber },
              ...(showPrices
                ? [
                    {
                      label: t('favourites.price'),
                      number: true,
                      cell: (row: Row) => {
                        const price = variantOf(row.articleNumber)?.price?.netPrice;
                        return typeof price === 'number' ? formatPrice(price) : '–';
                      },
                    },
                  ]
                : []),
              {
                label: t('orders.column.quantity'),
                number: true,
                cell: (row) => (
                  <span className="shop-lists__quantity">
                    <input
                      type="text"
                      inputMode="decimal"
                      aria-label={t('lists.quantityOf', { name: nameOf(row.articleNumber) })}
                      value={typed[row.favouriteId] ?? '1'}
                      onChange={(event) => {
                        const value = event.currentTarget.value;
                        setTyped((current) => ({ ...current, [row.favouriteId]: value }));
                      }}
                    />
                    {variantOf(row.articleNumber)?.webSalesUnit.unit ? (
                      <span className="shop-cart-line__unit">
                        {variantOf(row.articleNumber)?.webSalesUnit.unit}
                      </span>
                    ) : null}
                  </span>
                ),
              },
            ]}
          />
        </>
      )}
    </>
  );
}
