/** Lower case without diacritics, so 'malmo' finds 'Malmö' (what a person types on a phone). */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** Whether every word of the query is in one of the texts (folded); an empty query matches. */
export function matchesEveryWord(texts: readonly (string | null | undefined)[], query: string): boolean {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fold(texts.filter(Boolean).join(' '));
  return words.every((word) => haystack.includes(word));
}
