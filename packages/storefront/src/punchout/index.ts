// Punch-out (storefront-core §1, §4, §5, §7): PUNCHOUT mode's header line and the cart's transfer to the procurement system.
// The hand-over itself is the server's (`/punchout` in app/server/punchout-app.ts).
export { PunchoutBanner } from './banner';
export { PunchoutTransfer } from './transfer';
