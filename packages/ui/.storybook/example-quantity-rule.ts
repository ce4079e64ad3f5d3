/**
 * A stand-in for the shop's quantity rule (`quantityRule` of
 * `@shop/stock-rules`), for stories only: `@shop/ui` knows no rule package,
 * its quantity fields take `parse` and `snap` through props. Like the real
 * rule it reads a decimal comma or point with spaces ignored, and rounds up
 * to the step, at least one step.
 */
export function exampleQuantityRule(step: number, decimals = 0) {
  const scale = 10 ** decimals;
  return {
    parse(text: string): number | null {
      const plain = text.replace(/\s/g, '').replace(',', '.');
      return /^(\d+\.?\d*|\.\d+)$/.test(plain) ? Number(plain) : null;
    },
    snap(value: number): number {
      // The epsilon keeps 12,3 of a 0,1 step at 12,3 (floats say 123.00000000000001 steps).
      const steps = Math.max(1, Math.ceil(value / step - 1e-9));
      return Math.round(steps * step * scale) / scale;
    },
  };
}
