import type { Block, Document, Inline, Text } from '@contentful/rich-text-types';
import { Fragment, type ReactNode } from 'react';
import { safeHref } from '../safe-url';
import type { EmbeddedEntry, Image, RichText as RichTextModel } from '../view-models';

type Node = Block | Inline | Text | Document;

export interface RichTextProps {
  /** The rich text view model (document plus its resolved entries and assets). */
  value: RichTextModel | null | undefined;
  /** Renders an embedded button; default: a link with the button's text (and a data-variant). */
  renderButton?: (button: Extract<EmbeddedEntry, { kind: 'button' }>, inline: boolean) => ReactNode;
  /** Renders an embedded entry other than a button or page link; default: nothing. */
  renderEntry?: (entry: EmbeddedEntry, inline: boolean) => ReactNode;
  /** Renders an embedded asset; default: an image in a figure. */
  renderAsset?: (asset: Image) => ReactNode;
  /** Renders a link (e.g. the router's Link for relative paths); default: `<a>`. */
  renderLink?: (props: { href: string; children: ReactNode; external: boolean }) => ReactNode;
  /** href of an entry hyperlink to a content page; default `/<slug>`. */
  pageHref?: (slug: string) => string;
}

const MARKS: Record<string, (children: ReactNode, key: number) => ReactNode> = {
  bold: (c, k) => <strong key={k}>{c}</strong>,
  italic: (c, k) => <em key={k}>{c}</em>,
  underline: (c, k) => <u key={k}>{c}</u>,
  code: (c, k) => <code key={k}>{c}</code>,
  superscript: (c, k) => <sup key={k}>{c}</sup>,
  subscript: (c, k) => <sub key={k}>{c}</sub>,
  strikethrough: (c, k) => <s key={k}>{c}</s>,
};

const targetId = (node: Node) =>
  (node.data as { target?: { sys?: { id?: string } } } | undefined)?.target?.sys?.id ?? '';

/**
 * Rich text from the content service as React elements. Text is always text
 * (React escapes it; no raw HTML is ever injected); only http(s), mailto, tel
 * and relative links become links — any other href (`javascript:`…) leaves
 * its text unlinked. Embedded entries and assets come from the view model.
 *
 * @example
 * <RichText value={page.bodyTextPrimary} renderButton={(b) => <Button href={b.url}>{b.text}</Button>} />
 */
export function RichText(props: RichTextProps): ReactNode {
  if (!props.value) return null;
  const { entries, assets } = props.value;
  const link = (href: string | null, children: ReactNode, key: number) => {
    if (!href) return <Fragment key={key}>{children}</Fragment>;
    const external = /^https?:/i.test(href);
    if (props.renderLink)
      return <Fragment key={key}>{props.renderLink({ href, children, external })}</Fragment>;
    return (
      <a key={key} href={href} {...(external ? { rel: 'noopener noreferrer' } : {})}>
        {children}
      </a>
    );
  };
  const pageHref = props.pageHref ?? ((slug: string) => `/${slug}`);

  const embedded = (entry: EmbeddedEntry | undefined, inline: boolean, key: number): ReactNode => {
    if (!entry) return null;
    if (entry.kind === 'button') {
      if (props.renderButton) return <Fragment key={key}>{props.renderButton(entry, inline)}</Fragment>;
      const href = safeHref(entry.url);
      const button = href ? (
        <a key={key} href={href} data-variant={entry.variant ?? undefined}>
          {entry.text}
        </a>
      ) : (
        <span key={key}>{entry.text}</span>
      );
      return inline ? button : <p key={key}>{button}</p>;
    }
    if (entry.kind === 'page') return link(safeHref(pageHref(entry.slug)), entry.title, key);
    return props.renderEntry ? <Fragment key={key}>{props.renderEntry(entry, inline)}</Fragment> : null;
  };

  const asset = (image: Image | undefined, key: number): ReactNode => {
    if (!image || !safeHref(image.url)) return null;
    if (props.renderAsset) return <Fragment key={key}>{props.renderAsset(image)}</Fragment>;
    return (
      <figure key={key}>
        <img
          src={image.url}
          alt={image.description || image.title}
          width={image.width ?? undefined}
          height={image.height ?? undefined}
          loading="lazy"
        />
      </figure>
    );
  };

  const children = (node: Node): ReactNode[] =>
    'content' in node ? (node.content as Node[]).map((child, i) => render(child, i)) : [];

  function render(node: Node, key: number): ReactNode {
    switch (node.nodeType) {
      case 'text': {
        const text = node as Text;
        const lines = text.value.split('\n');
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one static text node never reorder.
        let out: ReactNode = lines.flatMap((line, i) => (i === 0 ? [line] : [<br key={`br${i}`} />, line]));
        text.marks.forEach((mark, i) => {
          const wrap = MARKS[mark.type];
          if (wrap) out = wrap(out, i);
        });
        return <Fragment key={key}>{out}</Fragment>;
      }
      case 'document':
        return <Fragment key={key}>{children(node)}</Fragment>;
      case 'paragraph':
        return <p key={key}>{children(node)}</p>;
      case 'heading-1':
        return <h1 key={key}>{children(node)}</h1>;
      case 'heading-2':
        return <h2 key={key}>{children(node)}</h2>;
      case 'heading-3':
        return <h3 key={key}>{children(node)}</h3>;
      case 'heading-4':
        return <h4 key={key}>{children(node)}</h4>;
      case 'heading-5':
        return <h5 key={key}>{children(node)}</h5>;
      case 'heading-6':
        return <h6 key={key}>{children(node)}</h6>;
      case 'unordered-list':
        return <ul key={key}>{children(node)}</ul>;
      case 'ordered-list':
        return <ol key={key}>{children(node)}</ol>;
      case 'list-item':
        return <li key={key}>{children(node)}</li>;
      case 'blockquote':
        return <blockquote key={key}>{children(node)}</blockquote>;
      case 'hr':
        return <hr key={key} />;
      case 'table':
        return (
          <table key={key}>
            <tbody>{children(node)}</tbody>
          </table>
        );
      case 'table-row':
        return <tr key={key}>{children(node)}</tr>;
      case 'table-header-cell':
        return <th key={key}>{children(node)}</th>;
      case 'table-cell':
        return <td key={key}>{children(node)}</td>;
      case 'hyperlink':
        return link(safeHref((node.data as { uri?: unknown }).uri), children(node), key);
      case 'entry-hyperlink': {
        const entry = entries[targetId(node)];
        const href = entry?.kind === 'page' ? safeHref(pageHref(entry.slug)) : null;
        return link(href, children(node), key);
      }
      case 'asset-hyperlink':
        return link(safeHref(assets[targetId(node)]?.url), children(node), key);
      case 'embedded-entry-inline':
        return embedded(entries[targetId(node)], true, key);
      case 'embedded-entry-block':
        return embedded(entries[targetId(node)], false, key);
      case 'embedded-asset-block':
        return asset(assets[targetId(node)], key);
      default:
        // A node kind this renderer does not know: its text, never its markup.
        return <Fragment key={key}>{children(node)}</Fragment>;
    }
  }

  return render(props.value.document, 0);
}
