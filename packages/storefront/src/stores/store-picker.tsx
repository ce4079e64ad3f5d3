import { findStores, type SearchableStore } from '@shop/delivery-rules';
import { SearchField, SelectField } from '@shop/ui';
import { useState } from 'react';
import { useMessages } from '../core';
import './stores.css';

type PickableStore = SearchableStore & { id: string };

/**
 * A store choice for a long list of stores: 'Sök butik' narrows the select as the store finder
 * searches (name, address, postal code or city, `matchesStore`), the chosen store always stays
 * in it (also when the store list failed to load: `chosenName`), and the number of stores left
 * is announced. /delivery (store delivery and pickup) and the profile (the preferred store) use it.
 */
export function StorePicker({
  label,
  stores,
  value,
  onChange,
  chosenName,
  describe = (store) => store.name,
  empty,
}: {
  /** The select's name ('Butik', 'Föredragen butik'). */
  label: string;
  stores: readonly PickableStore[];
  /** The chosen store's id; '' or undefined for none. */
  value: string | undefined;
  onChange: (storeId: string) => void;
  /** The chosen store's name when it is not in `stores`. */
  chosenName?: string | undefined;
  /** An option's text (the store's name by default). */
  describe?: (store: PickableStore) => string;
  /** A first option for no store at all (value ''), if there is one. */
  empty?: string;
}) {
  const t = useMessages();
  const [query, setQuery] = useState('');
  // As the store finder searches: a postal code lists its zone's stores, nearest by number first.
  const options = findStores(stores, query).stores.map((store) => ({
    value: store.id,
    label: describe(store),
  }));
  if (value && !options.some((o) => o.value === value)) {
    const chosen = stores.find((store) => store.id === value);
    options.unshift({ value, label: chosen ? describe(chosen) : (chosenName ?? value) });
  }
  const found = options.length;
  if (empty !== undefined) options.unshift({ value: '', label: empty });
  return (
    <div className="shop-store-picker">
      <SearchField
        label={t('stores.search')}
        showLabel
        clearLabel={t('search.clear')}
        value={query}
        onChange={setQuery}
      />
      <SelectField
        label={label}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value)}
        options={options}
      />
      <p role="status" className="shop-store-picker__count">
        {query.trim() ? t('stores.found', { count: found }) : null}
      </p>
    </div>
  );
}
