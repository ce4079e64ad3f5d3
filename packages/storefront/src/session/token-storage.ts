/**
 * Where versions of the shop before the server-held session kept the tokens
 * (`localStorage`, readable by any script on the page). Nothing is kept
 * there now; the browser's services remove what an old version left.
 */
export const TOKEN_STORAGE_KEY = 'shop.session';
