/** Öre-exact money for tracking: amounts are read as the decimals they print as. */
function toOre(value: number): number {
  if (!Number.isFinite(value)) return 0;
  // Read the amount as the decimal it prints as (to a millionth), then round
  // half away from zero to öre in integers: 1.005 is 101 öre, 0.1 + 0.2 is 30.
  const [whole = '0', fraction = '0'] = Math.abs(value).toFixed(6).split('.');
  const micro = Number(whole) * 1_000_000 + Number(fraction);
  return Math.sign(value) * Math.round(micro / 10_000);
}

const fromOre = (ore: number) => Math.round(ore) / 100;

/** The tracked price of a line: net + alloying, to 2 decimals. */
export function linePrice(
  price: { netPrice?: number | null; alloyingPrice?: number | null } | null | undefined,
): number {
  return fromOre(toOre(price?.netPrice ?? 0) + toOre(price?.alloyingPrice ?? 0));
}

/** Σ price × quantity to 2 decimals, summed in öre so 1,000 lines never drift. */
export function sumRevenue(lines: readonly { price: number; quantity: number }[]): number {
  let ore = 0;
  for (const line of lines) ore += Math.round(toOre(line.price) * line.quantity);
  return fromOre(ore);
}
