import type { AlertBanner as AlertBannerModel, InformationBanner as InformationBannerModel } from '@shop/cms';
import type { ReactNode } from 'react';
import { CloseIcon, ContentIcon, ToneIcon } from '../internal/icons';
import { ContentLink, resolveLink } from './shared';

// The close button is a native one: the banners are in every page's first bundle, and
// react-aria's Button (14 KB gzip with its press handling) is not needed for one click.

/** The words of a site-wide message: the close button's name and the landmark's name. */
export interface MessageBannerLabels {
  /** e.g. 'Stäng meddelandet' */
  close: string;
  /** e.g. 'Viktigt meddelande' */
  region: string;
}

export interface AlertBannerProps {
  /** The alert's view model from `@shop/cms`. */
  banner: AlertBannerModel;
  /** The close button's name and the region's name. */
  labels: MessageBannerLabels;
  /** The person closed it; the app remembers that and stops rendering it. */
  onClose: () => void;
}

const ALERT_TONES = { info: 'info', warning: 'warning', error: 'danger' } as const;

function MessageLink({ url, text, icon }: { url: string | null; text: string | null; icon?: string | null }) {
  const link = resolveLink(url);
  if (!link || !text) return null;
  // The banner's landmark is named; a new-tab hint needs a label this banner does not take, so links stay in the tab.
  return (
    <ContentLink link={{ href: link.href, external: false }} labels={null} className="shop-cms-message__link">
      <ContentIcon name={icon} size={16} />
      {text}
    </ContentLink>
  );
}

/**
 * The site-wide alert from the content service: a landmark region named by
 * `labels.region`, its type as colour and icon (info, warning, error), a
 * title, the message, up to two links and a close button.
 *
 * @example
 * <AlertBanner banner={alert} labels={{ close: 'Stäng meddelandet', region: 'Viktigt meddelande' }} onClose={hide} />
 */
export function AlertBanner({ banner, labels, onClose }: AlertBannerProps): ReactNode {
  const tone = ALERT_TONES[(banner.type ?? 'info').toLowerCase() as keyof typeof ALERT_TONES] ?? 'info';
  return (
    <section className="shop-cms-message" data-tone={tone} aria-label={labels.region}>
      <span className="shop-cms-message__icon">
        <ToneIcon tone={tone} size={20} />
      </span>
      <div className="shop-cms-message__body">
        {banner.title ? <p className="shop-cms-message__title">{banner.title}</p> : null}
        {banner.message ? <p className="shop-cms-message__text">{banner.message}</p> : null}
        <MessageLink url={banner.linkUrl} text={banner.linkText} />
        <MessageLink url={banner.secondLinkUrl} text={banner.secondLinkText} />
      </div>
      <MessageClose label={labels.close} onClose={onClose} />
    </section>
  );
}

/** The close button both banners end with. */
function MessageClose({ label, onClose }: { label: string; onClose: () => void }) {
  return (
    <button
      type="button"
      className="shop-icon-button shop-cms-message__close"
      aria-label={label}
      onClick={onClose}
    >
      <CloseIcon size={18} />
    </button>
  );
}

export interface InformationBannerProps {
  /** The banner's view model from `@shop/cms`. */
  banner: InformationBannerModel;
  labels: MessageBannerLabels;
  /** The person closed it; the app remembers that and stops rendering it. */
  onClose: () => void;
}

/**
 * The site-wide information strip: a landmark region with the message, an
 * optional link (with the icon its `linkIcon` names, when the shop draws it) and a close button.
 *
 * @example
 * <InformationBanner banner={info} labels={{ close: 'Stäng meddelandet', region: 'Information' }} onClose={hide} />
 */
export function InformationBanner({ banner, labels, onClose }: InformationBannerProps): ReactNode {
  return (
    <section className="shop-cms-message" data-variant="information" aria-label={labels.region}>
      <div className="shop-cms-message__body">
        {banner.message ? <p className="shop-cms-message__text">{banner.message}</p> : null}
        <MessageLink url={banner.linkUrl} text={banner.linkText} icon={banner.linkIcon} />
      </div>
      <MessageClose label={labels.close} onClose={onClose} />
    </section>
  );
}
