import {
  type QueryClient,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';

/** One settling promise per fetch: every attempt that suspends on it waits on the same object. */
const settling = new WeakMap<Promise<unknown>, Promise<void>>();
const noop = () => undefined;

/**
 * A promise that settles (never rejects) once the query's answer or failure is in its state.
 * `fetchQuery` gives the fetch in flight when there is one (the same promise while it lasts,
 * also one the browser resumed from the server's HTML) and starts one when there is none.
 */
function firstAnswer(client: QueryClient, options: UseQueryOptions<any, any, any, any>): Promise<void> {
  const fetching: Promise<unknown> = client.fetchQuery(options);
  let settled = settling.get(fetching);
  if (!settled) {
    settled = fetching.then(noop, noop);
    settling.set(fetching, settled);
  }
  return settled;
}

/**
 * A query a page shows behind its own `<Suspense>` boundary. Until the first answer is in, the
 * boundary shows its fallback; on the server the rest of the page goes out meanwhile and the
 * boundary's HTML follows in the same response, with the query's data for hydration. A failure
 * is not thrown: it comes back as the result (`isError`, `error`), so the part shows its §8
 * message in place, the same on the server and in the browser, and nothing else on the page
 * is lost.
 *
 * @example
 * function Brackets({ articleNumber }: { articleNumber: string }) {
 *   const brackets = useStreamedQuery(catalogueQueries.brackets(client, articleNumber));
 *   return brackets.isError ? <Alert>…</Alert> : <BracketPriceTable … />;
 * }
 * // <Suspense fallback={<Skeleton … />}><Brackets articleNumber="1000001" /></Suspense>
 */
export function useStreamedQuery<TData, TError = Error, TKey extends QueryKey = QueryKey>(
  options: UseQueryOptions<TData, TError, TData, TKey>,
): UseQueryResult<TData, TError> {
  const client = useQueryClient();
  // A failure stays a failure when the part renders again after suspending: no refetch loop.
  // (A page shown again fetches it again: its route's loader prefetches what it shows.)
  const result = useQuery({ ...options, retryOnMount: false });
  // Thrown, not `use`d: React replays a component that suspended in `use` with the hooks it had
  // so far, and when the answer is in by then this call is skipped and the caller's later hooks
  // run as updates of hooks that were never mounted (#520, caused by #467, on the product page).
  // A thrown promise unwinds the part and renders it anew once settled, as `useSuspenseQuery` does.
  if (result.isPending && options.enabled !== false) throw firstAnswer(client, options);
  return result;
}
