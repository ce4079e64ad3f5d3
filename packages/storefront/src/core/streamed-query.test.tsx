import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { renderToReadableStream } from 'react-dom/server.node';
import { describe, expect, it } from 'vitest';
import { deferred } from '../test/test-utils';
import { useStreamedQuery } from './streamed-query';

function Price({ fetchPrice }: { fetchPrice: () => Promise<string> }) {
  const price = useStreamedQuery({ queryKey: ['price'], queryFn: fetchPrice });
  return <p>{price.isError ? `Fel: ${price.error.message}` : `Pris ${price.data}`}</p>;
}

function Page({ client, fetchPrice }: { client: QueryClient; fetchPrice: () => Promise<string> }) {
  return (
    <QueryClientProvider client={client}>
      {/* One element around the page, as the document is (React holds back a shell of loose siblings). */}
      <main>
        <h1>Kabel</h1>
        <Suspense fallback={<p>Laddar</p>}>
          <Price fetchPrice={fetchPrice} />
        </Suspense>
      </main>
    </QueryClientProvider>
  );
}

/** Renders on the server; the chunks as they are written, and what React reported as errors. */
async function serverChunks(element: React.ReactElement) {
  const errors: unknown[] = [];
  const stream = await renderToReadableStream(element, {
    onError: (error) => {
      errors.push(error);
    },
  });
  const chunks: string[] = [];
  const decoder = new TextDecoder();
  for await (const chunk of stream) chunks.push(decoder.decode(chunk));
  return { chunks, errors };
}

describe('useStreamedQuery on the server', () => {
  it('sends the page with the fallback first, the part after it when its answer is in', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const answer = deferred<string>();
    const rendering = serverChunks(<Page client={client} fetchPrice={() => answer.promise} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    answer.resolve('12,50 kr');
    const { chunks, errors } = await rendering;
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks[0]).toContain('<h1>Kabel</h1>');
    expect(chunks[0]).toContain('Laddar');
    expect(chunks[0]).not.toContain('Pris');
    expect(chunks.slice(1).join('')).toContain('Pris 12,50 kr');
    expect(errors).toEqual([]);
  });

  it('renders an answer already in the cache in place, without a fallback', async () => {
    const client = new QueryClient();
    client.setQueryData(['price'], '9 kr');
    const { chunks } = await serverChunks(
      <Page client={client} fetchPrice={() => Promise.reject(new Error('not called'))} />,
    );
    const html = chunks.join('');
    expect(html).toContain('Pris 9 kr');
    expect(html).not.toContain('Laddar');
  });

  it('shows a failure in place, without an error thrown to React (no client-rendered fallback)', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const answer = deferred<string>();
    const rendering = serverChunks(<Page client={client} fetchPrice={() => answer.promise} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    answer.reject(new Error('Tjänsten svarar inte'));
    const { chunks, errors } = await rendering;
    expect(chunks.join('')).toContain('Fel: Tjänsten svarar inte');
    expect(errors).toEqual([]);
  });

  it('starts a fetch nobody prefetched, once, for every part that reads it', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let calls = 0;
    const fetchPrice = async () => {
      calls += 1;
      return '5 kr';
    };
    const { chunks } = await serverChunks(
      <QueryClientProvider client={client}>
        <Suspense fallback={<p>Laddar</p>}>
          <Price fetchPrice={fetchPrice} />
          <Price fetchPrice={fetchPrice} />
        </Suspense>
      </QueryClientProvider>,
    );
    expect(chunks.join('').match(/Pris 5 kr/g)).toHaveLength(2);
    expect(calls).toBe(1);
  });
});
