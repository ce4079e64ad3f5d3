import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsSandbox } from '../__tests__/sandbox';
import type { RichText as RichTextModel } from '../view-models';
import { RichText } from './rich-text';

let env: Awaited<ReturnType<typeof cmsSandbox>>;
let body: RichTextModel | null;

beforeAll(async () => {
  env = await cmsSandbox();
  body = (await env.client().getContentPage({ slug: 'om-oss' })).bodyTextPrimary;
});
afterAll(() => env.stop());

const html = (value: RichTextModel | null, props = {}) =>
  renderToStaticMarkup(<RichText value={value} {...props} />);

describe('RichText', () => {
  it('renders headings, paragraphs, marks and safe links from the content service', () => {
    const out = html(body);
    expect(out).toContain('<h2>Om oss</h2>');
    expect(out).toContain('<em>Läs mer nedan.</em>');
    expect(out).toContain('<a href="mailto:kundservice@bygg.sandbox.test">');
    expect(out).toContain('<a href="tel:+46102000000">');
    expect(out).toContain('<a href="https://www.boverket.se/sv/byggande/" rel="noopener noreferrer">');
    // an entry hyperlink to another content page becomes a relative link
    expect(out).toContain('<a href="/integritetspolicy">nästa artikel</a>');
  });

  it('never turns javascript: or data: URLs into links, in hyperlinks or in buttons', () => {
    const out = html(body);
    expect(out).not.toMatch(/javascript:/i);
    expect(out).not.toMatch(/data:text/i);
    expect(out).toContain('farlig länk');
    expect(out).toContain('<span>Klicka här</span>');
  });

  it('renders text as text: no raw HTML reaches the page', () => {
    const out = html(body);
    expect(out).not.toContain('<script>');
    expect(out).toContain('&lt;script&gt;alert(&quot;text är text&quot;)&lt;/script&gt;');
  });

  it('resolves embedded buttons, and lets the app render them', () => {
    const out = html(body);
    expect(out).toContain('<p><a href="/bli-kund" data-variant="primary">Ansök om konto</a></p>');
    expect(out).toContain('<a href="tel:+46102000000" data-variant="secondary">Ring kundservice</a>');
    const custom = html(body, {
      renderButton: (b: { text: string }, inline: boolean) => (
        <button type="button">{`${b.text}${inline ? ' (i)' : ''}`}</button>
      ),
    });
    expect(custom).toContain('<button type="button">Ansök om konto</button>');
    expect(custom).toContain('<button type="button">Ring kundservice (i)</button>');
  });

  it('renders embedded assets and asset links', () => {
    const page = html(body);
    expect(page).toContain('<a href="http://127.0.0.1:');
    const doc: RichTextModel = {
      document: {
        nodeType: 'document' as never,
        data: {},
        content: [
          {
            nodeType: 'embedded-asset-block' as never,
            data: { target: { sys: { id: 'a1', type: 'Link', linkType: 'Asset' } } },
            content: [],
          },
          {
            nodeType: 'embedded-asset-block' as never,
            data: { target: { sys: { id: 'bad', type: 'Link', linkType: 'Asset' } } },
            content: [],
          },
        ],
      },
      entries: {},
      assets: {
        a1: {
          id: 'a1',
          url: 'https://bilder.example/a.svg',
          title: 'Lastkaj',
          description: '',
          width: 10,
          height: 5,
        },
        bad: {
          id: 'bad',
          url: 'javascript:alert(1)',
          title: 'x',
          description: '',
          width: null,
          height: null,
        },
      },
    };
    expect(html(doc)).toBe(
      '<figure><img src="https://bilder.example/a.svg" alt="Lastkaj" width="10" height="5" loading="lazy"/></figure>',
    );
  });

  it('renders lists, tables, quotes and unknown nodes as their text', () => {
    const doc: RichTextModel = {
      document: {
        nodeType: 'document' as never,
        data: {},
        content: [
          {
            nodeType: 'unordered-list' as never,
            data: {},
            content: [
              {
                nodeType: 'list-item' as never,
                data: {},
                content: [
                  {
                    nodeType: 'paragraph' as never,
                    data: {},
                    content: [{ nodeType: 'text', value: 'a\nb', marks: [{ type: 'bold' }], data: {} }],
                  },
                ],
              },
            ],
          },
          {
            nodeType: 'mystery' as never,
            data: {},
            content: [
              {
                nodeType: 'paragraph' as never,
                data: {},
                content: [{ nodeType: 'text', value: '<b>x</b>', marks: [], data: {} }],
              },
            ],
          },
        ],
      } as never,
      entries: {},
      assets: {},
    };
    expect(html(doc)).toBe('<ul><li><p><strong>a<br/>b</strong></p></li></ul><p>&lt;b&gt;x&lt;/b&gt;</p>');
    expect(html(null)).toBe('');
  });

  it('lets the app render links (for the router)', () => {
    const out = html(body, {
      renderLink: ({
        href,
        children,
        external,
      }: {
        href: string;
        children: React.ReactNode;
        external: boolean;
      }) => (
        <a href={href} data-external={String(external)}>
          {children}
        </a>
      ),
    });
    expect(out).toContain('<a href="/integritetspolicy" data-external="false">nästa artikel</a>');
  });
});
