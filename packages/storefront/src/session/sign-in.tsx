import { Button, Flyout, FormError, TextField } from '@shop/ui';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useAtom, useStore } from 'jotai';
import { type FormEvent, useState } from 'react';
import { AppLink, safeReturnPath, useMessages, useServices } from '../core';
import { afterSignInAtom, challengeAtom, overlayAtom } from './atoms';
import '../core/page.css';

/**
 * The sign-in flyout of §4: user name and password; a challenge goes to
 * /activate-user; success returns to the page that asked for sign-in.
 * What the user typed stays in the fields when signing in fails.
 */
export function SignInFlyout() {
  const t = useMessages();
  const { services } = useServices();
  const store = useStore();
  const navigate = useNavigate();
  const [overlay, setOverlay] = useAtom(overlayAtom);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const login = useMutation({
    mutationFn: (credentials: { username: string; password: string }) => services.session.login(credentials),
    onSuccess: async (outcome) => {
      if (outcome.outcome === 'success') {
        // Only ever a path of this shop (issue 18: `?login=https://…` led to another site).
        const back = safeReturnPath(store.get(afterSignInAtom));
        store.set(afterSignInAtom, null);
        setPassword('');
        setOverlay(null);
        await navigate({ href: back ?? window.location.pathname + window.location.search, replace: true });
      } else if (outcome.outcome === 'challenge') {
        store.set(challengeAtom, outcome.challenge);
        setPassword('');
        setOverlay(null);
        await navigate({ to: '/activate-user' });
      } else if (outcome.outcome === 'not_authenticated') {
        // §8: a sign-in the service answers 'Invalid token' shows invalid_token; another refusal, signIn.failed.
        setError(t(outcome.messageKey === 'errors.invalid_token' ? 'errors.invalid_token' : 'signIn.failed'));
      } else if (outcome.outcome === 'technical_issues') {
        setOverlay(null);
        await navigate({ to: '/' });
      } else {
        setError(t('signIn.error'));
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
    <Flyout
      title={t('signIn.title')}
      closeLabel={t('app.close')}
      isOpen={overlay === 'sign-in'}
      onOpenChange={(open) => setOverlay(open ? 'sign-in' : null)}
    >
      {(close) => (
        <form className="shop-form" onSubmit={submit} noValidate>
          {error ? <FormError>{error}</FormError> : null}
          <TextField
            label={t('signIn.username')}
            name="username"
            autoComplete="username"
            value={username}
            onChange={setUsername}
            isRequired
            autoFocus
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
          <AppLink to="/gloemt-loesenord" onClick={() => close()}>
            {t('signIn.forgot')}
          </AppLink>
        </form>
      )}
    </Flyout>
  );
}
