// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, Suspense, startTransition, useMemo } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { useStreamedQuery } from './streamed-query';

/** A part as the product page has them: the streamed query, then hooks of its own. */
function Price({ fetchPrice }: { fetchPrice: () => Promise<string> }) {
  const price = useStreamedQuery({ queryKey: ['price'], queryFn: fetchPrice });
  const text = useMemo(() => `Pris ${price.data}`, [price.data]);
  return <p>{text}</p>;
}

describe('useStreamedQuery in the browser', () => {
  it('renders a part whose answer comes while React waits on it, with the hooks after it, and reports no error (#520, #467)', async () => {
    const errors: unknown[] = [];
    const container = document.createElement('div');
    const root = createRoot(container, {
      onRecoverableError: (error) => errors.push(error),
      onUncaughtError: (error) => errors.push(error),
      onCaughtError: (error) => errors.push(error),
    });
    // Answered in a microtask: in time for React to replay the part instead of showing the fallback.
    const fetchPrice = () => Promise.resolve('12,50 kr');
    startTransition(() => {
      root.render(
        <StrictMode>
          <QueryClientProvider client={new QueryClient()}>
            <Suspense fallback={<p>Laddar</p>}>
              <Price fetchPrice={fetchPrice} />
            </Suspense>
          </QueryClientProvider>
        </StrictMode>,
      );
    });
    await expect.poll(() => container.textContent).toBe('Pris 12,50 kr');
    expect(errors).toEqual([]);
    root.unmount();
  });
});
