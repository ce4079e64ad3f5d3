import { Button, FormError, TextField } from '@shop/ui';
import { useMutation } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { type FormEvent, useState } from 'react';
import { AppLink, useMessages, useServices } from '../core';
import { challengeAtom } from './atoms';
import '../core/page.css';

/** /activate-user: choose a password after a sign-in challenge, with the service's requirements shown. */
export function ActivateUserPage() {
  const t = useMessages();
  const { services } = useServices();
  const challenge = useAtomValue(challengeAtom);
  const [password, setPassword] = useState('');
  const activation = useMutation({
    mutationFn: (input: { username: string; session: string; newPassword: string }) =>
      services.client.auth.activateUser(input),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!challenge || activation.isPending) return;
    activation.mutate({ username: challenge.username, session: challenge.session, newPassword: password });
  }
  const rules = challenge?.passwordRules;
  return (
    <section className="shop-narrow">
      <h1>{t('activate.title')}</h1>
      {activation.isSuccess ? (
        <>
          <p role="status">{t('activate.done')}</p>
          {/* This page has no header (minimal layout): sign-in opens on the start page. */}
          <AppLink appearance="button" to="/" search={{ login: '/' }}>
            {t('signIn.open')}
          </AppLink>
        </>
      ) : !challenge ? (
        <>
          <p>{t('activate.needsSignIn')}</p>
          <AppLink appearance="button" to="/" search={{ login: '/activate-user' }}>
            {t('signIn.open')}
          </AppLink>
        </>
      ) : (
        <form onSubmit={submit} className="shop-form">
          <p>{t('activate.lead', { username: challenge.username })}</p>
          {activation.isError ? <FormError>{t('activate.failed')}</FormError> : null}
          <TextField
            label={t('activate.password')}
            type="password"
            autoComplete="new-password"
            description={t('activate.requirements', {
              minLength: rules?.minLength ?? 8,
              digit: rules?.requireDigit ? 'yes' : 'no',
              letter: rules?.requireLetter ? 'yes' : 'no',
            })}
            value={password}
            onChange={setPassword}
            isRequired
          />
          <Button type="submit" isPending={activation.isPending}>
            {t('activate.submit')}
          </Button>
        </form>
      )}
    </section>
  );
}

/** /gloemt-loesenord: request new credentials by user name. */
export function ForgotPasswordPage() {
  const t = useMessages();
  const { services } = useServices();
  const [username, setUsername] = useState('');
  const request = useMutation({
    // The answer is the same whether the user exists or not: nothing to learn from it.
    mutationFn: (name: string) => services.client.auth.requestCredentials(name).catch(() => undefined),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!username.trim() || request.isPending) return;
    request.mutate(username.trim());
  }
  return (
    <section className="shop-narrow">
      <h1>{t('forgot.title')}</h1>
      <p>{t('forgot.lead')}</p>
      {request.isSuccess ? (
        <>
          <p role="status">{t('forgot.done')}</p>
          <AppLink appearance="button" to="/" search={{ login: '/' }}>
            {t('signIn.open')}
          </AppLink>
        </>
      ) : (
        <form onSubmit={submit} className="shop-form">
          <TextField
            label={t('signIn.username')}
            autoComplete="username"
            value={username}
            onChange={setUsername}
            isRequired
          />
          {/* Disabled, not isPending: react-aria's pending announcement leaves an unlabelled role="img" behind (axe). */}
          <Button type="submit" isDisabled={request.isPending}>
            {request.isPending ? t('inquiry.sending') : t('forgot.submit')}
          </Button>
        </form>
      )}
    </section>
  );
}
