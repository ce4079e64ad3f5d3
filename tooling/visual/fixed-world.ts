/**
 * Loaded with `node --import` into the sandbox and the brand servers that the page pictures
 * run against, so that two runs draw the same pages:
 * - their clocks start at `FIXED_NOW` and run on from there: a delivery date, an opening-hours
 *   line or an order's age reads the same on every run;
 * - `Math.random` is a seeded generator: the start page's random banner is the same one. The
 *   pages are pictured one after the other (the `pages` project is not parallel), so each
 *   server sees the same requests in the same order.
 * Nothing in the shop's own code knows about it; the browser's clock is fixed by Playwright
 * (`page.clock`).
 */
const fixed = Date.parse(process.env.FIXED_NOW ?? '');
if (Number.isNaN(fixed)) throw new Error('fixed-world: FIXED_NOW must be an ISO instant');

const RealDate = Date;
const offset = fixed - RealDate.now();

class ShiftedDate extends RealDate {
  constructor(...args: unknown[]) {
    if (args.length === 0) super(RealDate.now() + offset);
    else super(...(args as [string | number | Date]));
  }
  static override now() {
    return RealDate.now() + offset;
  }
}

globalThis.Date = ShiftedDate as DateConstructor;

// mulberry32, as the sandbox's seed uses.
let state = 20261122;
Math.random = () => {
  state = (state + 0x6d2b79f5) >>> 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
