import { minifyIntrospection, outputIntrospectionFile } from '@gql.tada/internal';
import { buildCmsSchema } from '@shop/sandbox/cms-schema';
import { introspectionFromSchema } from 'graphql';

/** The text of src/graphql-env.d.ts for the current content model. */
export function graphqlEnv(): string {
  const introspection = minifyIntrospection(introspectionFromSchema(buildCmsSchema()));
  const text = outputIntrospectionFile(introspection, { fileType: '.d.ts', shouldPreprocess: true });
  // The schema is handed to initGraphQLTada explicitly: no global augmentation of 'gql.tada'.
  const types = text.slice(0, text.indexOf("import * as gqlTada from 'gql.tada';")).trimEnd();
  return `${types}\n`;
}
