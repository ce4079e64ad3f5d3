// Content: the front page, and (with the content-layer issue) content and listing pages, banners, forms.
export { contentRoutes } from './routes';
