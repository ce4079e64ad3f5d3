import { type MessageKey, useMessages } from './intl';

/**
 * Bytes as a Swedish reader says them: '850 B', '195 kB', '1,2 MB' (decimal units, as file
 * managers and download dialogs show them).
 *
 * @example
 * formatFileSize(195_036); // '195 kB'
 */
export function formatFileSize(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${Math.round(bytes / 1000)} kB`;
  return `${(bytes / 1_000_000).toLocaleString('sv-SE', { maximumFractionDigits: 1 })} MB`;
}

/**
 * A product document's language in Swedish ('Svenska', 'Engelska'), or its code in capitals for
 * one the catalogue has no name for.
 */
export function useDocumentLanguage() {
  const t = useMessages();
  return (code: string) =>
    code === 'sv' || code === 'en' ? t(`documents.language.${code}` as MessageKey) : code.toUpperCase();
}
