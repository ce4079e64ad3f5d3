// The shell: the page frame (header, search, menus, footer, message bar), error pages, link behaviour.
export { faviconLinks } from './content-frame';
export { RootLayout } from './root-layout';
