import { type Context, Hono } from 'hono';
import { favouriteChange } from '../../lists';
import { postedForm } from './cart-form-app';
import type { ServerContext } from './context';
import { tooLarge } from './http';

/** A posted toggle is two short fields. */
const MAX_TOGGLE_BODY = 2 * 1024;

/**
 * `POST /favoriter`: the 'Favorit' toggle of a product page or a listing card as a plain form
 * post, for a page whose scripts have not taken over yet (or never will). The article (`artikel`)
 * becomes a favourite, or stops being one when it is; at §9's cap of 50 nothing is added. The
 * browser goes back (`tillbaka`, 303) with a one-time note that says which.
 */
export function createFavouriteFormApp(ctx: ServerContext) {
  const app = new Hono();
  app.use('*', async (c, next) => {
    if (ctx.facts.isForeign(c)) return c.text('Förfrågan kom från en annan webbplats.', 403);
    return next();
  });
  app.post('/', tooLarge(MAX_TOGGLE_BODY), (c) => toggleFavourite(ctx, c));
  return app;
}

async function toggleFavourite(ctx: ServerContext, c: Context): Promise<Response> {
  const form = await postedForm(ctx, c);
  if (!form.session) return form.signIn;
  const { client, fields, answer } = form;
  const articleNumber = (fields.get('artikel') ?? '').trim();
  if (!/^\d{5,10}$/.test(articleNumber)) return answer('favourite_failed');
  try {
    const change = favouriteChange((await client.favourites.list()).favourites, articleNumber);
    if (change.kind === 'full') return answer('favourites_full');
    if (change.kind === 'remove') {
      await client.favourites.remove([change.favouriteId]);
      return answer('favourite_removed');
    }
    await client.favourites.add(change.articleNumber);
    return answer('favourite_added');
  } catch (error) {
    return answer((error as { status?: number }).status === 409 ? 'favourites_full' : 'favourite_failed');
  }
}
