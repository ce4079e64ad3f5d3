import { useLocation } from '@tanstack/react-router';
import { type FormEvent, type ReactNode, useState } from 'react';

/** The quantity's field name in a cart form, as the server's `/varukorg/lagg-till` reads it. */
export const QUANTITY_FIELD = 'antal';

/**
 * An add to cart as a plain form: posted to the server (`/varukorg/lagg-till`) before or without
 * the page's scripts, which adds through the same guard and comes back here; once the app has
 * taken over, `onSubmit` takes the post over (the cart door, no page load). The form carries
 * the article, the page to come back to, and an idempotency key of this page's own, so two taps
 * before the scripts add once. Its fields: the article's quantity (`QUANTITY_FIELD`) and the
 * delivery method (`leverans`), where the page offers them.
 */
export function CartForm({
  articleNumber,
  onSubmit,
  className,
  label,
  children,
}: {
  /** The article; without it, the form has a field of that name (`artikel`: quick add). */
  articleNumber?: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  className?: string;
  /** The form's accessible name, when it has one. */
  label?: string;
  children: ReactNode;
}) {
  const back = useLocation({ select: (location) => location.href });
  // Made where the page is rendered (the server, for a first page): the browser keeps that one.
  const [key] = useState(() => crypto.randomUUID());
  return (
    <form
      method="post"
      action="/varukorg/lagg-till"
      className={className}
      onSubmit={onSubmit}
      aria-label={label}
      noValidate
    >
      {articleNumber === undefined ? null : <input type="hidden" name="artikel" value={articleNumber} />}
      <input type="hidden" name="tillbaka" value={back} />
      <input type="hidden" name="nyckel" value={key} suppressHydrationWarning />
      {children}
    </form>
  );
}
