// The side panel's code, as its own chunk: `OverlayFlyout` imports it when a panel is first wanted.
export { Flyout } from '@shop/ui';
