import { SearchField } from '@shop/ui';
import { useMessages } from './intl';

/**
 * A search over a list on the page (addresses, users, stores): its label shown above it, and
 * 'Rensa' to clear it.
 */
export function SearchBox({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const t = useMessages();
  return (
    <SearchField label={label} showLabel clearLabel={t('search.clear')} value={value} onChange={onChange} />
  );
}
