import { ErrorScreen, useMessages } from '../core';

/** The brand's custom pages (my pages, order history, user administration) arrive with later issues. */
export function CustomPage() {
  const t = useMessages();
  return (
    <ErrorScreen status={501}>
      <p>{t('error.notYet')}</p>
    </ErrorScreen>
  );
}
