// The dialog's code, as its own chunk: `LazyModal` imports it when a dialog is first wanted.
export { Modal } from '@shop/ui';
