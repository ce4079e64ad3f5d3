import * as z from 'zod/mini';
import { ArticleNumber, Id, IsoDateTime } from './common';

/** Favourites are capped at 50 (spec §5). */
export const FAVOURITES_MAX = 50;
export const Favourite = z.object({ favouriteId: Id, articleNumber: ArticleNumber });
export const FavouriteList = z.object({ favourites: z.array(Favourite) });
export const AddFavouriteRequest = z.object({ articleNumber: ArticleNumber });

export const FavoriteListAccess = z.enum(['PRIVATE', 'CUSTOMER']);
export const FavoriteListSummary = z.object({
  favoriteId: Id,
  favoriteName: z.string(),
  access: FavoriteListAccess,
  userId: Id,
  customerId: Id,
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
  totalRows: z.number(),
  user: z.object({ fullName: z.string() }),
});
export const FavoriteLists = z.object({ lists: z.array(FavoriteListSummary), next: z.nullable(z.number()) });
export const FavoriteListItem = z.object({
  favoriteItemId: Id,
  articleNumber: ArticleNumber,
  quantity: z.number(),
});
export const FavoriteListItems = z.object({
  items: z.array(FavoriteListItem),
  total: z.number(),
  limit: z.number(),
  offset: z.number(),
});
const itemInput = z.object({
  articleNumber: ArticleNumber,
  quantity: z.number().check(z.gt(0), z.lte(100_000)),
});
export const FavoriteListWrite = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(80)),
  access: FavoriteListAccess,
  items: z.optional(z.array(itemInput).check(z.maxLength(500))),
});
export const FavoriteListPatch = z.object({
  name: z.optional(z.string().check(z.minLength(1), z.maxLength(80))),
  access: z.optional(FavoriteListAccess),
});
export const FavoriteListAddArticles = z.union([
  itemInput,
  z.object({ items: z.array(itemInput).check(z.minLength(1), z.maxLength(500)) }),
]);
