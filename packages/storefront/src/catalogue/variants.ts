import type { Variant } from '@shop/commerce-client/contract';

/** Variant labels without the words every option starts with: '3,5x30 Elförzinkad', not 'Träskruv 3,5x30 Elförzinkad'. */
export function distinctLabels(labels: readonly string[]): string[] {
  if (labels.length < 2) return [...labels];
  const words = labels.map((l) => l.split(' '));
  let shared = 0;
  while (words.every((w) => w.length > shared + 1 && w[shared] === words[0]?.[shared])) shared++;
  return words.map((w) => w.slice(shared).join(' '));
}

/** Attributes in the category's attribute sequence; the rest follow by name; disabled ones are hidden. */
export function orderAttributes(
  attributes: Variant['attributes'],
  sequence: { sequence: string[]; disabled: string[] } | undefined,
): Variant['attributes'] {
  const order = sequence?.sequence ?? [];
  const hidden = new Set(sequence?.disabled ?? []);
  const rank = (name: string) => {
    const i = order.indexOf(name);
    return i === -1 ? order.length : i;
  };
  return attributes
    .filter((a) => !hidden.has(a.attributeName))
    .toSorted(
      (a, b) =>
        rank(a.attributeName) - rank(b.attributeName) || a.attributeName.localeCompare(b.attributeName, 'sv'),
    );
}
