import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { graphqlEnv } from '../scripts/graphql-env-source';

describe('src/graphql-env.gen.ts', () => {
  it('is the introspection of the schema the sandbox serves (run `pnpm --filter @shop/cms generate`)', () => {
    const current = readFileSync(new URL('./graphql-env.gen.ts', import.meta.url), 'utf8');
    expect(current === graphqlEnv()).toBe(true);
  });
});
