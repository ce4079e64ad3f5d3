/**
 * Builders for Contentful rich-text documents (the JSON of
 * `@contentful/rich-text-types`), for the seed and the tests.
 */

export interface RichNode {
  nodeType: string;
  data: Record<string, unknown>;
  content?: RichNode[];
  value?: string;
  marks?: { type: string }[];
}

const link = (linkType: 'Entry' | 'Asset', id: string) => ({
  target: { sys: { type: 'Link', linkType, id } },
});

export const t = (value: string, ...marks: string[]): RichNode => ({
  nodeType: 'text',
  value,
  marks: marks.map((type) => ({ type })),
  data: {},
});
type Inline = RichNode | string;
const inlines = (content: Inline[]) => content.map((c) => (typeof c === 'string' ? t(c) : c));

export const doc = (...content: RichNode[]): RichNode => ({ nodeType: 'document', data: {}, content });
export const p = (...content: Inline[]): RichNode => ({
  nodeType: 'paragraph',
  data: {},
  content: inlines(content),
});
export const h = (level: 1 | 2 | 3 | 4 | 5 | 6, text: string): RichNode => ({
  nodeType: `heading-${level}`,
  data: {},
  content: [t(text)],
});
export const ul = (...items: Inline[][]): RichNode => ({
  nodeType: 'unordered-list',
  data: {},
  content: items.map((item) => ({ nodeType: 'list-item', data: {}, content: [p(...item)] })),
});
export const ol = (...items: Inline[][]): RichNode => ({
  nodeType: 'ordered-list',
  data: {},
  content: items.map((item) => ({ nodeType: 'list-item', data: {}, content: [p(...item)] })),
});
export const quote = (...content: Inline[]): RichNode => ({
  nodeType: 'blockquote',
  data: {},
  content: [p(...content)],
});
export const hr = (): RichNode => ({ nodeType: 'hr', data: {}, content: [] });
export const table = (rows: string[][]): RichNode => ({
  nodeType: 'table',
  data: {},
  content: rows.map((row, r) => ({
    nodeType: 'table-row',
    data: {},
    content: row.map((cell) => ({
      nodeType: r === 0 ? 'table-header-cell' : 'table-cell',
      data: {},
      content: [p(cell)],
    })),
  })),
});
export const a = (uri: string, text: string): RichNode => ({
  nodeType: 'hyperlink',
  data: { uri },
  content: [t(text)],
});
export const entryLink = (id: string, text: string): RichNode => ({
  nodeType: 'entry-hyperlink',
  data: link('Entry', id),
  content: [t(text)],
});
export const assetLink = (id: string, text: string): RichNode => ({
  nodeType: 'asset-hyperlink',
  data: link('Asset', id),
  content: [t(text)],
});
export const entryInline = (id: string): RichNode => ({
  nodeType: 'embedded-entry-inline',
  data: link('Entry', id),
  content: [],
});
export const entryBlock = (id: string): RichNode => ({
  nodeType: 'embedded-entry-block',
  data: link('Entry', id),
  content: [],
});
export const assetBlock = (id: string): RichNode => ({
  nodeType: 'embedded-asset-block',
  data: link('Asset', id),
  content: [],
});

export const isRichText = (value: unknown): value is RichNode =>
  typeof value === 'object' && value !== null && (value as RichNode).nodeType === 'document';

/** Every link in a rich-text document, by where it sits (GraphQL's `links { entries { block … } }`). */
export function richTextLinks(node: RichNode, out: RichLinks = emptyLinks()): RichLinks {
  const target = (node.data?.target as { sys?: { id?: string } } | undefined)?.sys?.id;
  if (target) {
    const where =
      node.nodeType === 'embedded-entry-block'
        ? out.entries.block
        : node.nodeType === 'embedded-entry-inline'
          ? out.entries.inline
          : node.nodeType === 'entry-hyperlink'
            ? out.entries.hyperlink
            : node.nodeType === 'embedded-asset-block'
              ? out.assets.block
              : node.nodeType === 'asset-hyperlink'
                ? out.assets.hyperlink
                : null;
    if (where && !where.includes(target)) where.push(target);
  }
  for (const child of node.content ?? []) richTextLinks(child, out);
  return out;
}
export interface RichLinks {
  entries: { block: string[]; inline: string[]; hyperlink: string[] };
  assets: { block: string[]; hyperlink: string[] };
}
const emptyLinks = (): RichLinks => ({
  entries: { block: [], inline: [], hyperlink: [] },
  assets: { block: [], hyperlink: [] },
});

/** The plain text of a document (full-text search). */
export function richTextPlain(node: RichNode): string {
  if (node.nodeType === 'text') return node.value ?? '';
  return (node.content ?? []).map(richTextPlain).join(' ');
}
