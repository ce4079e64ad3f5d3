import type { RichText as RichTextModel } from '@shop/cms';
import { RichText } from '@shop/cms/react';
import type { ReactNode } from 'react';
import type { ButtonSize } from '../button/button';
import { ContentIcon, isContentIcon } from '../internal/icons';
import { CmsImage, ContentLink, resolveLink } from './shared';

export interface CmsRichTextProps {
  /** The rich-text view model; null or undefined renders nothing. */
  value: RichTextModel | null | undefined;
  className?: string;
}

/** The content service's button sizes as `Button`'s; an unknown size is the default. */
const BUTTON_SIZES: Record<string, ButtonSize> = { small: 'sm', medium: 'md', large: 'lg' };
/** The content service's button shapes: 'rounded' is a pill, 'square' has no radius; else the brand's. */
const BUTTON_SHAPES: Record<string, 'pill' | 'square'> = { rounded: 'pill', square: 'square' };

/**
 * Rich text from the content service in the shop's look. `RichText` of
 * `@shop/cms/react` does the safe part (text stays text, a `javascript:` or
 * `data:` link stays unlinked text); this gives it ui's `Link` (external links
 * open a new tab), embedded buttons as button-looking links (`variant`
 * 'secondary' → `secondary-button`; `size` small, medium, large; `shape` rounded
 * or square; a named `icon`), and lazy images with their size.
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
          const icon = isContentIcon(button.icon) ? (
            <ContentIcon name={button.icon} size={button.size === 'large' ? 20 : 16} />
          ) : null;
          // Arrows point onwards, after the words; any other icon says what it is before them.
          const trailing = button.icon === 'arrow-right' || button.icon === 'external-link';
          const words = (
            <>
              {trailing ? null : icon}
              {button.text}
              {trailing ? icon : null}
            </>
          );
          const content = link ? (
            <ContentLink
              link={link}
              labels={null}
              appearance={button.variant === 'secondary' ? 'secondary-button' : 'button'}
              size={BUTTON_SIZES[button.size ?? ''] ?? 'md'}
              shape={BUTTON_SHAPES[button.shape ?? '']}
              className="shop-rich-text__button-link"
            >
              {words}
            </ContentLink>
          ) : (
            // A refused URL (javascript:, data:, …): the words stay, without a link or a button look.
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
