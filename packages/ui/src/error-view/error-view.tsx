import type { ReactNode } from 'react';
import './error-view.css';

export interface ErrorViewProps {
  /** The HTTP status (404, 500, …), shown large so support can be told it. */
  status: number;
  /** The page's `h1`. */
  headline: string;
  /** What happened and what the customer can do. */
  reason: string;
  /** Actions: links or buttons (back to start, try again, contact customer service). */
  children?: ReactNode;
}

/**
 * A whole-page error (not found, server error, no access): the status code
 * visible, the headline as the page's `h1`, the reason, and what to do next.
 *
 * @example
 * <ErrorView status={404} headline="Sidan finns inte" reason="Länken kan vara gammal."><a href="/">Till startsidan</a></ErrorView>
 */
export function ErrorView({ status, headline, reason, children }: ErrorViewProps) {
  return (
    <div className="shop-error-view">
      <p className="shop-error-view__status">{status}</p>
      <h1 className="shop-error-view__headline">{headline}</h1>
      <p className="shop-error-view__reason">{reason}</p>
      {children ? <div className="shop-error-view__actions">{children}</div> : null}
    </div>
  );
}
