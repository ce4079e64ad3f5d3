import { test } from 'vitest';
import { isClosedDay, nextDeliverableDate } from './closed-days';
import { availableDeliveryOptions, type DeliveryOption } from './delivery-options';

const start = Date.UTC(2026, 0, 1);
let i = 0;
const nextDay = () => new Date(start + (i++ % 3650) * 86_400_000 + 9 * 3_600_000);

const options: DeliveryOption[] = (['DBI', 'EXH', 'XXX', 'EXB', '24-12'] as const).map((id, n) => ({
  id,
  name: id,
  useDestination: false,
  useContextZipCode: false,
  requiresZipCode: n % 2 === 0,
  availableBetweenHours: n > 1 ? { start: '06:00', end: '14:00' } : null,
  orderType: null,
  deliveryServices: [],
}));
const settings = { limitedDeliveryOptionId: 'DBI', punchoutDeliveryOptionId: 'EXH' } as const;

// Figures only: nothing here asserts a time (speed is measured, never tested).
test('delivery-rules throughput', async ({ bench }) => {
  await bench.compare(
    bench('nextDeliverableDate over ten years of start days', () => {
      nextDeliverableDate(nextDay(), { extraClosedDays: ['2024-12-23', '2024-12-27'] });
    }),
    bench('isClosedDay', () => {
      isClosedDay(nextDay());
    }),
    bench('availableDeliveryOptions (5 options)', () => {
      availableDeliveryOptions(options, { now: nextDay(), zipCode: '11122', settings });
    }),
  );
});
