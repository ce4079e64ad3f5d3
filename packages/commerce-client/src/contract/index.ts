/**
 * The wire contract of the commerce and search services: one zod schema per
 * request and response. The client parses every answer with these; the
 * sandbox validates every request with them and tests every response
 * against them, so the two cannot drift.
 */
export * from './addresses';
export * from './auth';
export * from './cart';
export * from './catalogue';
export * from './common';
export * from './deliveries';
export * from './documents';
export * from './favourites';
export * from './forms';
export * from './locations';
export * from './order-reference';
export * from './orders';
export * from './own-numbers';
export * from './routes';
export * from './search';
export * from './users';
