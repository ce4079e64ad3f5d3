import { fileURLToPath } from 'node:url';
import { measureBundle } from '@shop/config/bundle-size';
import { describe, expect, it } from 'vitest';

describe('the bundle an app gets', () => {
  it('loads neither the contentful SDK nor urql with the page', async () => {
    const chunks = await measureBundle(fileURLToPath(new URL('./index.ts', import.meta.url)));
    const initial = chunks.filter((c) => c.initial).flatMap((c) => c.packages);
    const lazy = chunks.filter((c) => !c.initial).flatMap((c) => c.packages);
    expect(initial).not.toContain('contentful');
    expect(initial).not.toContain('axios');
    expect(initial).not.toContain('@urql/core');
    expect(lazy).toContain('contentful');
    expect(lazy).toContain('@urql/core');
  }, 30_000);
});
