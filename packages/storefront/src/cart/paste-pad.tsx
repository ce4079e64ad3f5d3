import type { Variant } from '@shop/commerce-client/contract';
import { formatUnitQuantity } from '@shop/stock-rules';
import { LIST_NAMES } from '@shop/tracking';
import { Button, FormError } from '@shop/ui';
import { useAtomValue } from 'jotai';
import { type FormEvent, useId, useState } from 'react';
import {
  AppLink,
  errorMessageKey,
  type MessageKey,
  PageHeading,
  useAssetUrl,
  useMessages,
  usePageTitle,
  useServices,
} from '../core';
import { isAllowed, orderLocationFor, sessionAtom, storeIdsFor } from '../session';
import { LocationStock } from '../stores';
import { DeliveryMethodChoice, useDeliveryMethod } from './delivery-method';
import { LinePrice } from './line-price';
import { type PastedLine, readPaste, readQuantity, type SkippedRow } from './paste-lines';
import { type PreviewContext, type PreviewLine, previewLine, type Resolution } from './paste-preview';
import { useAddToCart } from './use-add-to-cart';
import '../core/page.css';
import './paste-pad.css';

/** One pasted line in the preview, with what the service made of its number. */
interface Entry {
  id: string;
  line: PastedLine;
  resolution: Resolution | undefined;
}

const listFormat = new Intl.ListFormat('sv-SE', { type: 'conjunction' });

/** The rows a line came from, as the customer counts them ('3 och 7'). */
const rowsText = (rows: readonly number[]) => listFormat.format(rows.map(String));

/**
 * /snabborder, the paste pad (issue 37): order lines pasted from a spreadsheet, an e-mail or an
 * ERP export, read (`readPaste`), resolved in one call to the services (`articles.resolve`: our
 * numbers, the customer's own, EANs; suggestions for an unknown one), previewed line by line
 * with the quantity the cart will take (`previewLine`), corrected by keyboard, and added in one
 * write through the cart door. What was typed stays in the field whatever happens.
 */
export function PastePadPage() {
  const t = useMessages();
  const { services } = useServices();
  const session = useAtomValue(sessionAtom);
  const cart = useAddToCart();
  const delivery = useDeliveryMethod();
  const textId = useId();
  usePageTitle(t('paste.title'), { brand: true });
  const [text, setText] = useState('');
  const [entries, setEntries] = useState<Entry[] | null>(null);
  const [skipped, setSkipped] = useState<SkippedRow[]>([]);
  const [variants, setVariants] = useState<ReadonlyMap<string, Variant>>(new Map());
  const [busy, setBusy] = useState<'reading' | 'adding' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<{ added: number; left: string[] } | null>(null);
  const showPrices = isAllowed(session.claims, 'EJ_SE_PRISER');
  const chosen = delivery.chosen;
  const context: PreviewContext | null = chosen
    ? {
        deliveryId: chosen,
        location: orderLocationFor(services, chosen),
        storeId: storeIdsFor(services)[0] ?? services.brand.defaultStoreId,
        centralStorageId: services.brand.centralStorageId,
        availableDeliveryIds: delivery.options.map((option) => option.id),
      }
    : null;
  // Each render: a change of delivery method changes the order multiples and what may be ordered.
  const preview =
    context && entries
      ? entries.map((entry) => ({
          entry,
          line: previewLine(
            entry.line,
            entry.resolution,
            entry.resolution?.articleNumber ? variants.get(entry.resolution.articleNumber) : undefined,
            context,
          ),
        }))
      : [];

  /** Resolves numbers in one call; the variants it brings join those already known. */
  async function resolve(numbers: string[]) {
    const answer = await services.client.articles.resolve(numbers, { locationIds: storeIdsFor(services) });
    setVariants((known) => {
      const next = new Map(known);
      for (const variant of answer.variants) next.set(variant.articleNumber, variant);
      return next;
    });
    return answer.results;
  }

  async function read(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setResult(null);
    const pasted = readPaste(text);
    setSkipped(pasted.skipped);
    if (pasted.lines.length === 0) {
      setEntries(null);
      return setError(t('paste.nothing'));
    }
    if (pasted.lines.length > 1000) return setError(t('paste.tooMany', { max: 1000 }));
    setBusy('reading');
    try {
      const results = await resolve(pasted.lines.map((line) => line.number));
      setEntries(
        pasted.lines.map((line, index) => ({
          id: `r${line.rows.join('-')}`,
          line,
          resolution: results[index],
        })),
      );
    } catch (failure) {
      setError(t(errorMessageKey(failure, 'errors.try_again_later_or_contact')));
    } finally {
      setBusy(null);
    }
  }

  const update = (id: string, change: (entry: Entry) => Entry) =>
    setEntries((current) => current?.map((entry) => (entry.id === id ? change(entry) : entry)) ?? null);

  async function correct(id: string, number: string) {
    const trimmed = number.trim();
    if (!trimmed) return;
    setError(null);
    try {
      const [resolution] = await resolve([trimmed]);
      update(id, (entry) => ({ ...entry, line: { ...entry.line, number: trimmed }, resolution }));
    } catch (failure) {
      setError(t(errorMessageKey(failure, 'errors.try_again_later_or_contact')));
    }
  }

  async function add() {
    const ready = preview.flatMap(({ line }) => (line.status === 'ok' ? [line] : []));
    if (ready.length === 0) return;
    setError(null);
    setBusy('adding');
    const attempt = cart.add(
      ready.map((line) => ({ articleNumber: line.variant.articleNumber, quantity: line.quantity })),
      chosen,
      { source: { listName: LIST_NAMES.quickOrder } },
    );
    if (!attempt.ok) {
      setBusy(null);
      return setError(attempt.message);
    }
    try {
      const outcome = await attempt.done;
      const refused = new Set(outcome.refused.map((r) => r.articleNumber));
      const left = [
        ...preview.flatMap(({ line }) =>
          line.status === 'unknown'
            ? [t('paste.leftUnknown', { number: line.line.number })]
            : line.status === 'refused'
              ? [
                  t('paste.leftRefused', {
                    name: line.variant.name,
                    reason: t(`cart.problem.${line.reason}` as MessageKey),
                  }),
                ]
              : [],
        ),
        ...outcome.refused.map((r) =>
          t('paste.leftByCart', { number: r.articleNumber ?? r.id, reason: r.message }),
        ),
      ];
      setResult({ added: ready.filter((line) => !refused.has(line.variant.articleNumber)).length, left });
    } catch {
      // The cart's status says what went wrong; the preview stays to try again.
      setError(t('errors.cart_service_not_available'));
    } finally {
      setBusy(null);
    }
  }

  const ready = preview.filter(({ line }) => line.status === 'ok').length;
  return (
    <section className="shop-page shop-paste" aria-labelledby="paste-heading">
      <PageHeading title={t('paste.title')} href="/snabborder" />
      <p id="paste-heading" className="shop-visually-hidden">
        {t('paste.title')}
      </p>
      <form className="shop-paste__form" onSubmit={read} noValidate>
        <DeliveryMethodChoice options={delivery.options} value={chosen} onChange={delivery.choose} />
        <label htmlFor={textId} className="shop-field-label">
          {t('paste.label')}
        </label>
        <p id={`${textId}-help`} className="shop-paste__help">
          {t('paste.help')}
        </p>
        <textarea
          id={textId}
          className="shop-input shop-paste__text"
          aria-describedby={`${textId}-help`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          rows={10}
          spellCheck={false}
        />
        <Button type="submit" variant="secondary" isDisabled={busy !== null}>
          {busy === 'reading' ? t('paste.reading') : t('paste.read')}
        </Button>
      </form>
      <FormError>{error}</FormError>
      {skipped.length > 0 ? (
        <div className="shop-paste__skipped">
          <h2 className="shop-field-label">{t('paste.skippedTitle')}</h2>
          <ul>
            {skipped.map((row) => (
              <li key={row.row}>
                {t(`paste.skipped.${row.reason}` as MessageKey, { row: row.row, text: row.text })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {entries && preview.length > 0 ? (
        <>
          <h2>{t('paste.previewTitle')}</h2>
          <p role="status">{t('paste.summary', { ready, left: preview.length - ready })}</p>
          <div className="shop-paste__table-wrap">
            <table className="shop-paste__table">
              <caption className="shop-visually-hidden">{t('paste.previewTitle')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('paste.col.row')}</th>
                  <th scope="col">{t('paste.col.article')}</th>
                  <th scope="col">{t('paste.col.quantity')}</th>
                  {showPrices ? <th scope="col">{t('paste.col.price')}</th> : null}
                  <th scope="col">{t('paste.col.stock')}</th>
                  <th scope="col">{t('paste.col.note')}</th>
                  <th scope="col">
                    <span className="shop-visually-hidden">{t('paste.col.remove')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {preview.map(({ entry, line }) => (
                  <PreviewRow
                    key={entry.id}
                    entry={entry}
                    line={line}
                    showPrices={showPrices}
                    location={context?.location}
                    onQuantity={(quantity) =>
                      update(entry.id, (e) => ({ ...e, line: { ...e.line, quantity } }))
                    }
                    onCorrect={(number) => void correct(entry.id, number)}
                    onRemove={() =>
                      setEntries((current) => current?.filter((e) => e.id !== entry.id) ?? null)
                    }
                  />
                ))}
              </tbody>
            </table>
          </div>
          <Button variant="primary" onPress={() => void add()} isDisabled={busy !== null || ready === 0}>
            {busy === 'adding' ? t('paste.adding') : t('paste.add', { count: ready })}
          </Button>
        </>
      ) : null}
      {result ? (
        <div className="shop-paste__result" role="status">
          <p>
            {t('paste.added', { count: result.added })} <AppLink to="/cart">{t('cart.open')}</AppLink>
          </p>
          {result.left.length > 0 ? (
            <>
              <p>{t('paste.leftTitle', { count: result.left.length })}</p>
              <ul>
                {result.left.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

/** One line of the preview: what the number is, the quantity that goes in, and what changed. */
function PreviewRow({
  entry,
  line,
  showPrices,
  location,
  onQuantity,
  onCorrect,
  onRemove,
}: {
  entry: Entry;
  line: PreviewLine;
  showPrices: boolean;
  location: string | undefined;
  onQuantity: (quantity: number) => void;
  onCorrect: (number: string) => void;
  onRemove: () => void;
}) {
  const t = useMessages();
  const assetUrl = useAssetUrl();
  const rows = rowsText(entry.line.rows);
  const [number, setNumber] = useState(entry.line.number);
  const [quantityText, setQuantityText] = useState<string | null>(null);
  const name = line.status === 'unknown' ? entry.line.number : line.variant.name;
  const notes: string[] = [];
  if (entry.line.rows.length > 1) notes.push(t('paste.summed', { rows }));
  if (line.status === 'unknown') notes.push(t('paste.unknown'));
  if (line.status === 'refused')
    notes.push(t(`cart.problem.${line.reason}` as MessageKey, { available: '0' }));
  if (line.status === 'ok') {
    const unit = line.variant.webSalesUnit.unit;
    if (line.roundedTo)
      notes.push(
        t('paste.rounded', {
          quantity: formatUnitQuantity(line.quantity, unit),
          multiple: formatUnitQuantity(line.roundedTo, unit),
        }),
      );
    if (line.otherUnit) notes.push(t('paste.otherUnit', { unit: line.otherUnit, articleUnit: unit }));
    if (line.warning && line.warning !== 'quantity_exceeds_stock')
      notes.push(t(`cart.problem.${line.warning}` as MessageKey, { available: '0' }));
  }
  const commitQuantity = () => {
    if (quantityText === null) return;
    const quantity = readQuantity(quantityText);
    setQuantityText(null);
    if (quantity !== null) onQuantity(quantity);
  };
  return (
    <tr data-status={line.status}>
      <td>{rows}</td>
      <th scope="row">
        {line.status === 'unknown' ? (
          <form
            className="shop-paste__correct"
            onSubmit={(event) => {
              event.preventDefault();
              onCorrect(number);
            }}
          >
            <label>
              <span className="shop-paste__label">{t('paste.numberFor', { rows })}</span>
              <input
                className="shop-input"
                value={number}
                onChange={(event) => setNumber(event.target.value)}
                autoComplete="off"
              />
            </label>
            <button type="submit" className="shop-quiet-button">
              {t('paste.lookUp')}
            </button>
            {line.suggestions.length > 0 ? (
              <ul
                className="shop-paste__suggestions"
                aria-label={t('paste.suggestionsFor', { number: entry.line.number })}
              >
                {line.suggestions.map((suggestion) => (
                  <li key={suggestion.articleNumber}>
                    <button
                      type="button"
                      className="shop-quiet-button"
                      onClick={() => {
                        setNumber(suggestion.articleNumber);
                        onCorrect(suggestion.articleNumber);
                      }}
                    >
                      {t('paste.useSuggestion', { name: suggestion.name, number: suggestion.articleNumber })}
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
          </form>
        ) : (
          <span className="shop-paste__article">
            {line.variant.images[0] ? (
              <img
                src={assetUrl(line.variant.images[0].assetUrl)}
                alt=""
                width="40"
                height="40"
                loading="lazy"
              />
            ) : null}
            <span>
              {line.variant.variantSlug ? (
                <AppLink to="/produkt/$slug" params={{ slug: line.variant.variantSlug }}>
                  {line.variant.name}
                </AppLink>
              ) : (
                line.variant.name
              )}
              <span className="shop-paste__meta">
                {t('listing.articleNumber')} {line.variant.articleNumber}
                {line.matchedBy === 'own' ? ` · ${t('paste.ownNumber', { number: entry.line.number })}` : ''}
                {line.matchedBy === 'ean' ? ` · EAN ${entry.line.number}` : ''}
              </span>
            </span>
          </span>
        )}
      </th>
      <td>
        <label className="shop-paste__quantity">
          <span className="shop-visually-hidden">{t('paste.quantityFor', { name })}</span>
          <input
            className="shop-input"
            inputMode="decimal"
            value={
              quantityText ??
              String(line.status === 'ok' ? line.quantity : entry.line.quantity).replace('.', ',')
            }
            onChange={(event) => setQuantityText(event.target.value)}
            onBlur={commitQuantity}
            onKeyDown={(event) => {
              if (event.key === 'Enter') commitQuantity();
            }}
            disabled={line.status !== 'ok'}
          />
          {line.status === 'ok' ? <span>{line.variant.webSalesUnit.unit}</span> : null}
        </label>
      </td>
      {showPrices ? (
        <td>
          {line.status === 'ok' && line.variant.price ? (
            <LinePrice
              price={line.variant.price}
              quantity={line.quantity}
              unit={line.variant.webSalesUnit.unit}
            />
          ) : null}
        </td>
      ) : null}
      <td>
        {line.status !== 'unknown' && location ? (
          <LocationStock
            location={line.variant.stock?.locations.find((l) => l.locationId === location)}
            variant={line.variant}
          />
        ) : null}
      </td>
      <td>{notes.join(' ')}</td>
      <td>
        <button type="button" className="shop-quiet-button" onClick={onRemove}>
          {t('paste.remove')}
          <span className="shop-visually-hidden"> {t('paste.rowName', { rows, name })}</span>
        </button>
      </td>
    </tr>
  );
}
