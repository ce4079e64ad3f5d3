import { SANDBOX_URL } from '../brands.ts';
import { expect, test } from './fixtures';
import { chooseNewPasswordAndSignIn, expectNoSeriousViolations } from './helpers';

// A forgotten password, end to end against the sandbox (issue 17): a temporary one by e-mail,
// the challenge at sign-in, a password of one's own, signed in.

const USER = 'ej.order';
const CHOSEN = 'Nytt-lösen-2026';

test('a forgotten password: a temporary one by e-mail, the new-password challenge, signed in with the new one', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Logga in' }).click();
  await page.getByRole('dialog', { name: 'Logga in' }).getByRole('link', { name: 'Glömt lösenord?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Glömt lösenord?' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Användarnamn' }).fill(USER);
  await page.getByRole('button', { name: 'Skicka tillfälligt lösenord' }).click();
  await expect(page.getByRole('status')).toContainText('tillfälligt lösenord till din e-post');
  await expectNoSeriousViolations(page);

  // The e-mail, as the sandbox keeps it.
  const outbox = (await (
    await page.request.get(`${SANDBOX_URL}/__sandbox/outbox?username=${USER}`)
  ).json()) as {
    messages: { body: string }[];
  };
  const temporary = /lösenord är (\S+)\./.exec(outbox.messages[0]?.body ?? '')?.[1] ?? '';
  expect(temporary).not.toBe('');

  await page.getByRole('main').getByRole('link', { name: 'Logga in' }).click();
  await chooseNewPasswordAndSignIn(page, USER, temporary, CHOSEN);
});
