// The shell: the page frame (header, search, menus, footer, message bar), error pages, link behaviour.
export { RootLayout } from './root-layout';
