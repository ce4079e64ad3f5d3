import type { ContentLabels } from '@shop/ui';
import { useMessages } from './intl';

/** The texts of `@shop/ui`'s content sections, in Swedish: every page with sections passes them. */
export function useContentLabels(): ContentLabels {
  const t = useMessages();
  return {
    phone: t('content.phone'),
    email: t('content.email'),
    newTab: t('content.newTab'),
    readMore: t('content.readMore'),
    playVideo: t('content.playVideo'),
    video: t('content.video'),
  };
}
