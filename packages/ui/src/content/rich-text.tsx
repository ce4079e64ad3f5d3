import type { RichText as RichTextModel } from '@shop/cms';
import { RichText } from '@shop/cms/react';
import type { ReactNode } from 'react';
import { CmsImage, ContentLink, resolveLink } from './shared';

export interface CmsRichTextProps {
  /** The rich-text view model; null or undefined renders nothing. */
  value: RichTextModel | null | undefined;
  className?: string;
}

/**
 * Rich text from the content service in the shop's look. `RichText` of
 * `@shop/cms/react` does the safe part (text stays text, a `javascript:` or
 * `data:` link stays unlinked text); this gives it ui's `Link` (external links
 * open a new tab), embedded buttons as button-looking links (`variant`
 * 'secondary' → `secondary-button`), and lazy images with their size.
 *
 * @example
 * <CmsRichText value={page.bodyTextPrimary} />
 */
export function CmsRichText({ value, className }: CmsRichTextProps): ReactNode {
  if (!value) return null;
  return (
    <div className={className ? `shop-rich-text ${className}` : 'shop-rich-text'}>
      <RichText
        value={value}
        renderLink={({ href, children, external }) => (
          <ContentLink link={{ href, external }} labels={null}>
            {children}
          </ContentLink>
        )}
        renderButton={(button, inline) => {
          const link = resolveLink(button.url);
          const content = link ? (
            <ContentLink
              link={link}
              labels={null}
              appearance={button.variant === 'secondary' ? 'secondary-button' : 'button'}
            >
              {button.text}
            </ContentLink>
          ) : (
            <span>{button.text}</span>
          );
          return inline ? content : <p className="shop-rich-text__button">{content}</p>;
        }}
        renderAsset={(image) => (
          <figure className="shop-rich-text__figure">
            <CmsImage image={image} />
          </figure>
        )}
      />
    </div>
  );
}
