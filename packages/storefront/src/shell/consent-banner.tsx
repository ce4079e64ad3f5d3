import { useLocation } from '@tanstack/react-router';
import { useAtom } from 'jotai';
import {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE,
  type Consent,
  consentAtom,
  consentFromCookie,
  useMessages,
  useTracker,
} from '../core';
import './consent-banner.css';
import './popover.css';

/** The two answers, as equal as the law wants them: same look, same place, no default. */
const ANSWERS = [
  ['granted', 'consent.accept'],
  ['denied', 'consent.reject'],
] as const;

/**
 * The consent question for marketing tags (the brand's tag manager), asked until the visitor
 * answers; shown only when the brand has a tag manager. Necessary cookies (session, cart) and
 * the shop's own error reports and search-ranking events are legitimate interest and need no
 * consent. The answer is kept for a year in a cookie, so the server renders the page without the
 * question from then on. Saying no is as easy as saying yes: two equal buttons, no pre-ticked box.
 */
export function ConsentBanner() {
  const t = useMessages();
  const tracker = useTracker();
  const [consent, setConsent] = useAtom(consentAtom);
  const here = useLocation({ select: (location) => location.href });
  if (!tracker.asksConsent || consent !== null) return null;
  const decide = (value: Consent) => {
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    const before = consentFromCookie(document.cookie);
    // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie; the Cookie Store API is not in every browser we serve
    document.cookie = `${CONSENT_COOKIE}=${value}; Path=/; Max-Age=${CONSENT_MAX_AGE}; SameSite=Lax${secure}`;
    // A yes taken back: the tag manager this page already runs goes only with a new page.
    if (before === 'granted' && value === 'denied') return window.location.reload();
    setConsent(value);
    // The banner goes: keyboard focus goes on to the page instead of being lost.
    document.getElementById('main')?.focus({ preventScroll: true });
  };
  return (
    <section className="shop-consent" aria-labelledby="shop-consent-title">
      <h2 id="shop-consent-title" className="shop-consent__title">
        {t('consent.title')}
      </h2>
      <p className="shop-consent__text">{t('consent.text')}</p>
      {/* Before the scripts, a form the server answers (`/samtycke`); after, the app's answer. */}
      <form method="post" action="/samtycke" className="shop-consent__actions">
        <input type="hidden" name="tillbaka" value={here} />
        {ANSWERS.map(([value, label]) => (
          <button
            key={value}
            type="submit"
            name="samtycke"
            value={value}
            className="shop-button"
            data-variant="secondary"
            onClick={(event) => {
              event.preventDefault();
              decide(value);
            }}
          >
            {t(label)}
          </button>
        ))}
      </form>
    </section>
  );
}
