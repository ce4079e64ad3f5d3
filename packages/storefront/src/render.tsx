// `@shop/storefront/render`: renders the storefront's pages on the server (Node). A brand's
// server build (`vite build --ssr`, see `brandAppConfig`) bundles it with the brand.

export type { PageRenderer, RenderedPage, RenderPageOptions } from './app/server/render';
export { createPageRenderer } from './app/server/render';
