import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { type FormEvent, Suspense, useState } from 'react';
import { ActionModal, useMessages, useServices, useStreamedQuery } from '../core';
import { sessionAtom } from '../session';
import { favouriteChange, favouriteKeys, favouriteQueries } from './favourites';
import './lists.css';

interface FavouriteToggleProps {
  articleNumber: string;
  name: string;
  /** On a listing card: the article's name goes into the button's accessible name. */
  onCard?: boolean;
}

/**
 * 'Favorit' on the product page and a listing card (§7 `users/favourites`): a toggle button
 * (`aria-pressed`) that adds the article to the user's favourites or takes it away. At §9's cap of
 * 50 nothing is sent and an info alert says so (`favorites.info_modal.body`); the service's own
 * refusal at the cap (409) says the same. It is a form posted to the server (`/favoriter`) before
 * or without the page's scripts; the app takes the post over once it runs.
 *
 * Whether the article is a favourite shows once the favourites are in, behind a boundary of its
 * own: until then (a page whose server did not wait for them) the button is there, neither
 * pressed nor not. The server's HTML and the browser's first render then always agree: when the
 * favourites came after the server wrote the button, the pressed one follows in the same response
 * instead of the browser finding a ★ where the HTML has a ☆ (React #418), and the price and the
 * stock around it are not held back for them.
 */
export function FavouriteToggle(props: FavouriteToggleProps) {
  const signedIn = useAtomValue(sessionAtom).status === 'signed-in';
  if (!signedIn) return null;
  return (
    <Suspense fallback={<FavouriteForm {...props} isFavourite={undefined} />}>
      <KnownFavourite {...props} />
    </Suspense>
  );
}

function KnownFavourite(props: FavouriteToggleProps) {
  const { services } = useServices();
  const favourites = useStreamedQuery(favouriteQueries.ids(services.client));
  const isFavourite = favourites.data?.some((f) => f.articleNumber === props.articleNumber);
  return <FavouriteForm {...props} isFavourite={isFavourite} />;
}

function FavouriteForm({
  articleNumber,
  name,
  onCard = false,
  isFavourite,
}: FavouriteToggleProps & {
  /** Not known yet (or the favourites could not be read): neither pressed nor not. */
  isFavourite: boolean | undefined;
}) {
  const t = useMessages();
  const { services } = useServices();
  const queryClient = useQueryClient();
  const back = useLocation({ select: (location) => location.href });
  const [full, setFull] = useState(false);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);

  const toggle = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setFailed(false);
    setPending(true);
    try {
      const change = favouriteChange(
        await queryClient.fetchQuery(favouriteQueries.ids(services.client)),
        articleNumber,
      );
      if (change.kind === 'full') setFull(true);
      else if (change.kind === 'remove') await services.client.favourites.remove([change.favouriteId]);
      else await services.client.favourites.add(change.articleNumber);
    } catch (error) {
      if ((error as { status?: number }).status === 409) setFull(true);
      else setFailed(true);
    } finally {
      await queryClient.invalidateQueries({ queryKey: favouriteKeys.all });
      setPending(false);
    }
  };

  return (
    <form
      method="post"
      action="/favoriter"
      className="shop-favourite"
      onSubmit={(event) => void toggle(event)}
    >
      <input type="hidden" name="artikel" value={articleNumber} />
      <input type="hidden" name="tillbaka" value={back} />
      <button
        type="submit"
        className="shop-button shop-favourite__button"
        data-variant="secondary"
        data-size={onCard ? 'sm' : 'md'}
        aria-pressed={isFavourite === undefined ? undefined : isFavourite}
        aria-label={onCard ? t('favourites.toggleNamed', { name }) : undefined}
        aria-disabled={pending || undefined}
      >
        <span className="shop-favourite__star" aria-hidden="true">
          {isFavourite ? '★' : '☆'}
        </span>
        <span className="shop-button__label">{t('favourites.toggle')}</span>
      </button>
      <span role="status" className="shop-favourite__status">
        {failed ? t('errors.try_again_later_or_contact') : ''}
      </span>
      <ActionModal
        title={t('favourites.fullTitle')}
        isOpen={full}
        onClose={() => setFull(false)}
        cancel={false}
        action={t('lists.ok')}
        onAction={(close) => close()}
      >
        <p>{t('favorites.info_modal.body')}</p>
      </ActionModal>
    </form>
  );
}
