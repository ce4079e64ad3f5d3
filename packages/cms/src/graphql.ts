import { initGraphQLTada } from 'gql.tada';
import type { introspection } from './graphql-env.gen';

/**
 * gql.tada bound to the GraphQL Content API schema (src/graphql-env.gen.ts,
 * generated from the schema the sandbox serves): every query's result and
 * variables are typed from its text.
 */
export const graphql = initGraphQLTada<{
  introspection: introspection;
  scalars: { JSON: unknown; DateTime: string };
}>();

export type { ResultOf } from 'gql.tada';
