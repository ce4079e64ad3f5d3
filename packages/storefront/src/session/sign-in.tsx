import { Button, FormError, TextField } from '@shop/ui';
import { useMutation } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useSetAtom, useStore } from 'jotai';
import { type FormEvent, useState } from 'react';
import { AppLink, isMessageKey, safeReturnPath, useMessages, usePageTitle, useServices } from '../core';
import { afterSignInAtom, challengeAtom, overlayAtom } from './atoms';
import { OverlayFlyout } from './overlay-flyout';

const signInRoute = getRouteApi('/logga-in');

import '../core/page.css';

/**
 * The sign-in form of §4: user name and password; a challenge goes to /activate-user; success
 * returns to `back` (else stays on the page). What the user typed stays in the fields when
 * signing in fails. Before the app has taken over it is a plain form posted to the server
 * (`/session/login`), which answers with a redirect: back, or to /logga-in with the message.
 */
export function SignInForm({
  back,
  initialUsername = '',
  initialError = null,
  autoFocus = true,
  onDone,
}: {
  back: string | null;
  initialUsername?: string;
  initialError?: string | null;
  /** The user name field takes focus (false in the header's panel, which the browser focuses). */
  autoFocus?: boolean;
  onDone?: () => void;
}) {
  const t = useMessages();
  const { services } = useServices();
  const navigate = useNavigate();
  const [username, setUsername] = useState(initialUsername);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(initialError);
  const login = useMutation({
    mutationFn: (credentials: { username: string; password: string }) => services.session.login(credentials),
    onSuccess: async (outcome) => {
      if (outcome.outcome === 'success') {
        setPassword('');
        onDone?.();
        await navigate({ href: back ?? window.location.pathname + window.location.search, replace: true });
      } else if (outcome.outcome === 'challenge') {
        services.store.set(challengeAtom, outcome.challenge);
        setPassword('');
        onDone?.();
        await navigate({ to: '/activate-user' });
      } else if (outcome.outcome === 'not_authenticated') {
        // §8: a sign-in the service answers 'Invalid token' shows invalid_token; another refusal, signIn.failed.
        setError(t(outcome.messageKey === 'errors.invalid_token' ? 'errors.invalid_token' : 'signIn.failed'));
      } else if (outcome.outcome === 'technical_issues') {
        onDone?.();
        await navigate({ to: '/' });
      } else {
        setError(isMessageKey(outcome.messageKey) ? t(outcome.messageKey) : t('signIn.error'));
      }
    },
    onError: () => setError(t('signIn.error')),
  });
  const busy = login.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!username.trim() || !password) {
      setError(
        t('signIn.required', {
          field: (!username.trim() ? t('signIn.username') : t('signIn.password')).toLowerCase(),
        }),
      );
      return;
    }
    setError(null);
    login.mutate({ username: username.trim(), password });
  }

  return (
    <form className="shop-form" method="post" action="/session/login" onSubmit={submit} noValidate>
      <FormError>{error}</FormError>
      {back ? <input type="hidden" name="return" value={back} /> : null}
      <TextField
        label={t('signIn.username')}
        name="username"
        autoComplete="username"
        value={username}
        onChange={setUsername}
        isRequired
        autoFocus={autoFocus}
      />
      <TextField
        label={t('signIn.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        isRequired
      />
      <Button type="submit" variant="primary" isDisabled={busy}>
        {busy ? t('signIn.submitting') : t('signIn.submit')}
      </Button>
      <AppLink to="/gloemt-loesenord" onClick={onDone}>
        {t('signIn.forgot')}
      </AppLink>
    </form>
  );
}

/** The sign-in flyout of §4: the form, over the page; back to the page that asked for sign-in. */
export function SignInFlyout() {
  const t = useMessages();
  const store = useStore();
  const setOverlay = useSetAtom(overlayAtom);
  // Only ever a path of this shop (issue 18: `?login=https://…` led to another site).
  const [back] = useState(() => safeReturnPath(store.get(afterSignInAtom)));
  return (
    <OverlayFlyout overlay="sign-in" title={t('signIn.title')}>
      {(close) => (
        <SignInForm
          back={back}
          onDone={() => {
            store.set(afterSignInAtom, null);
            close();
            setOverlay(null);
          }}
        />
      )}
    </OverlayFlyout>
  );
}

/**
 * /logga-in: the sign-in form as a page, for a visitor whose page has no scripts yet (the
 * header's 'Logga in' is a link here until the app takes over) and for a form post that failed.
 */
export function SignInPage() {
  const t = useMessages();
  const search = signInRoute.useSearch();
  usePageTitle(t('signIn.title'), { brand: true });
  const error = search.fel && isMessageKey(search.fel) ? t(search.fel) : null;
  return (
    <section className="shop-page shop-sign-in-page" aria-labelledby="sign-in-heading">
      <h1 id="sign-in-heading">{t('signIn.title')}</h1>
      <SignInForm
        back={safeReturnPath(search.tillbaka) ?? '/'}
        initialUsername={search.anvandare ?? ''}
        initialError={error}
      />
    </section>
  );
}
