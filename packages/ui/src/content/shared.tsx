import type { Image } from '@shop/cms';
import { safeHref } from '@shop/cms/react';
import type { LiHTMLAttributes, ReactNode } from 'react';
import type { ButtonSize } from '../button/button';
import { Link, type LinkAppearance } from '../link/link';
import type { ContentLabels } from './labels';
import { backgroundTone } from './tone';
// Before content.css, which restyles the icon button for the message banners.
import '../internal/icon-button.css';
import './content.css';

/*
 * Helpers the content components share (not exported from the package):
 * every URL from content passes `safeHref` here, and every link leaves
 * through `ContentLink`.
 */

export type HeadingLevel = 2 | 3;

/** A link from content, or null when its href is unsafe or missing (the content is then shown unlinked). */
export function resolveLink(
  raw: string | null | undefined,
  isExternalLink = false,
): { href: string; external: boolean } | null {
  const href = safeHref(raw);
  if (!href) return null;
  // Any absolute http(s) URL counts as another site: the server cannot know
  // the page's origin before rendering, and server and browser must agree.
  return { href, external: isExternalLink || /^https?:/i.test(href) };
}

/** An `<a>` from content: external ones open a new tab and say so (visually hidden); relative ones follow the router. */
export function ContentLink({
  link,
  labels,
  appearance,
  size,
  shape,
  className,
  children,
}: {
  link: { href: string; external: boolean };
  labels: Pick<ContentLabels, 'newTab'> | null;
  appearance?: LinkAppearance;
  /** For the button appearances: `Button`'s sizes. */
  size?: ButtonSize;
  /** For the button appearances: 'pill' (fully rounded) or 'square' corners; the brand's radius by default. */
  shape?: 'pill' | 'square';
  className?: string;
  children: ReactNode;
}) {
  return (
    <Link
      href={link.href}
      appearance={appearance}
      size={size}
      data-shape={shape}
      className={className}
      {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
      {link.external && labels ? <span className="shop-visually-hidden"> {labels.newTab}</span> : null}
    </Link>
  );
}

/**
 * A tile that is a plain link when it has a safe one; without, its content
 * stands as it is, or in a `<span>` with the link's class (`spanWhenUnlinked`).
 */
export function TileLink({
  link,
  labels,
  className,
  spanWhenUnlinked = false,
  children,
}: {
  link: { href: string; external: boolean } | null;
  labels: Pick<ContentLabels, 'newTab'>;
  className: string;
  spanWhenUnlinked?: boolean;
  children: ReactNode;
}): ReactNode {
  if (link) {
    return (
      <ContentLink link={link} labels={labels} appearance="plain" className={className}>
        {children}
      </ContentLink>
    );
  }
  return spanWhenUnlinked ? <span className={className}>{children}</span> : children;
}

/** A section's items as a list, one `<li>` each (with `itemProps`); nothing when there are none. */
export function CmsList<T extends { id: string }>({
  items,
  className,
  columns,
  itemProps,
  children,
}: {
  items: readonly T[];
  className: string;
  columns?: number;
  itemProps?: (item: T) => LiHTMLAttributes<HTMLLIElement> & Record<`data-${string}`, string | undefined>;
  children: (item: T) => ReactNode;
}): ReactNode {
  if (items.length === 0) return null;
  return (
    <ul className={className} data-columns={columns}>
      {items.map((item) => (
        <li key={item.id} {...itemProps?.(item)}>
          {children(item)}
        </li>
      ))}
    </ul>
  );
}

/**
 * An image URL that is safe to load: http(s) and relative URLs that `safeHref` allows (not its
 * mailto: and tel:, which are no picture and would show a broken one), plus inline raster and
 * SVG data (an `<img>` never runs script).
 */
export function imageSrc(image: Image | null | undefined): string | null {
  if (!image) return null;
  const href = safeHref(image.url);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers drop these inside a scheme; so must the check.
  if (href) return /^(mailto|tel):/i.test(href.replace(/[\u0000-\u0020\u007f-\u009f]/g, '')) ? null : href;
  return /^data:image\/[a-z0-9.+-]+[;,]/i.test(image.url.trim()) ? image.url.trim() : null;
}

/** A content image: width and height when known (no layout shift), lazy by default. */
export function CmsImage({
  image,
  decorative = false,
  className,
  alt,
  priority = false,
}: {
  image: Image | null | undefined;
  /** Icons beside text that says it all: `alt=""`. */
  decorative?: boolean;
  className?: string;
  /** Overrides the image's own description or title. */
  alt?: string;
  /** The page's largest paint (a hero): fetched at once with high priority, not lazily. */
  priority?: boolean;
}) {
  const src = imageSrc(image);
  if (!image || !src) return null;
  return (
    <img
      className={className}
      src={src}
      alt={decorative ? '' : (alt ?? (image.description || image.title))}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  );
}

/**
 * An image with its mobile version for narrow screens (≤ 767 px) through `<picture>`, or the one
 * of the two that has a URL; null when neither has one.
 */
export function CmsPicture({
  desktop,
  mobile,
  alt,
  className,
  imageClassName,
  priority = false,
}: {
  desktop: Image | null | undefined;
  mobile: Image | null | undefined;
  alt?: string;
  className: string;
  imageClassName: string;
  priority?: boolean;
}) {
  const wide = imageSrc(desktop) ? desktop : null;
  const narrow = imageSrc(mobile) ? mobile : null;
  const main = wide ?? narrow;
  if (!main) return null;
  return (
    <picture className={className}>
      {wide && narrow ? (
        <source
          media="(max-width: 767px)"
          srcSet={imageSrc(narrow) ?? undefined}
          width={narrow.width ?? undefined}
          height={narrow.height ?? undefined}
        />
      ) : null}
      <CmsImage image={main} alt={alt} className={imageClassName} priority={priority} />
    </picture>
  );
}

export type HeadingTag = 'h1' | 'h2' | 'h3' | 'h4';

/** The heading tag of a level. */
export function headingTag(level: number): HeadingTag {
  return level <= 1 ? 'h1' : level === 2 ? 'h2' : level === 3 ? 'h3' : 'h4';
}

/** A section's wrapper: its background tone, its title (with an optional decorative icon) and its content. */
export function SectionShell({
  kind,
  title,
  icon,
  backgroundColor,
  headingLevel,
  className,
  children,
}: {
  kind: string;
  title: string | null | undefined;
  icon?: Image | null;
  backgroundColor?: string | null;
  headingLevel: HeadingLevel;
  className?: string;
  children: ReactNode;
}) {
  const Heading = headingTag(headingLevel);
  const tone = backgroundTone(backgroundColor);
  return (
    <section
      className={className ? `shop-cms-section ${className}` : 'shop-cms-section'}
      data-kind={kind}
      data-tone={tone}
    >
      {title ? (
        <Heading className="shop-cms-section__title">
          <CmsImage image={icon} decorative className="shop-cms-section__icon" />
          {title}
        </Heading>
      ) : null}
      {children}
    </section>
  );
}

/** The level of the items' headings: one below the section's title when it has one. */
function itemLevel(sectionTitle: string | null | undefined, headingLevel: HeadingLevel): number {
  return sectionTitle ? headingLevel + 1 : headingLevel;
}

/** Props of every section component: the view model, the labels and the title's heading level (default 2). */
export interface CmsSectionProps<Model> {
  /** The section's view model from `@shop/cms`. */
  section: Model;
  /** The shared content words ('Läs mer', '(öppnas i ny flik)', 'Telefon', 'Spela upp video'). */
  labels: ContentLabels;
  /** The section title's heading level (default 2); its items' headings are one below. */
  headingLevel?: HeadingLevel;
}

/** The parts of a section model its shell shows: kind, title and, where the model has them, icon and tone. */
interface SectionHead {
  kind: string;
  title: string | null;
  icon?: Image | null;
  backgroundColor?: string | null;
}

/** What a section component draws inside its shell with. */
interface SectionContent<Model> {
  section: Model;
  labels: ContentLabels;
  /** The level of the items' headings (`itemLevel`), and its tag. */
  itemLevel: number;
  ItemHeading: HeadingTag;
}

/**
 * The frame of a section component: the shell of its model (kind, title, icon, tone) at the
 * title's heading level (default 2), around its content; a function as `children` draws it
 * with the model, the labels and the items' heading level.
 *
 * @example
 * export function CmsTextBlock(props: CmsSectionProps<TextBlock>) {
 *   return <SectionFrame {...props}>{({ section }) => <CmsRichText value={section.text} />}</SectionFrame>;
 * }
 */
export function SectionFrame<Model extends SectionHead>({
  section,
  labels,
  headingLevel = 2,
  children,
}: CmsSectionProps<Model> & {
  children: ReactNode | ((content: SectionContent<Model>) => ReactNode);
}): ReactNode {
  const level = itemLevel(section.title, headingLevel);
  return (
    <SectionShell
      kind={section.kind}
      title={section.title}
      icon={section.icon}
      backgroundColor={section.backgroundColor}
      headingLevel={headingLevel}
    >
      {typeof children === 'function'
        ? children({ section, labels, itemLevel: level, ItemHeading: headingTag(level) })
        : children}
    </SectionShell>
  );
}

/**
 * A section of cards: its items in a grid, at most three to a row (fewer when there are fewer;
 * nothing when there are none), each drawn by `card` with what the frame gives.
 */
export function CardGridSection<Model extends SectionHead & { items: readonly { id: string }[] }>({
  card,
  ...props
}: CmsSectionProps<Model> & {
  card: (item: Model['items'][number], content: SectionContent<Model>) => ReactNode;
}): ReactNode {
  return (
    <SectionFrame {...props}>
      {(content) => (
        <CmsList
          items={content.section.items}
          className="shop-cms-grid"
          columns={Math.min(content.section.items.length, 3)}
        >
          {(item) => card(item, content)}
        </CmsList>
      )}
    </SectionFrame>
  );
}
