/**
 * Writes src/graphql-env.gen.ts: the introspection of the GraphQL schema the
 * sandbox serves (generated from the content model the way Contentful
 * generates it), in gql.tada's format. `pnpm --filter @shop/cms generate`;
 * a test fails when the file is stale.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { graphqlEnv } from './graphql-env-source.ts';

const target = fileURLToPath(new URL('../src/graphql-env.gen.ts', import.meta.url));
writeFileSync(target, graphqlEnv());
console.log(`wrote ${target}`);
