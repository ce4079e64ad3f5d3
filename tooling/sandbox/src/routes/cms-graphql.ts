import { createYoga } from 'graphql-yoga';
import type { Context, Hono } from 'hono';
import type { AuthEnv } from '../auth.ts';
import { buildCmsSchema, type GqlContext } from '../cms/graphql.ts';
import { CMS_ENVIRONMENT, type ContentStore, createContentStore } from '../cms/store.ts';
import type { SandboxContext } from '../context.ts';
import { CMS_SPACE } from '../seed/content.ts';
import { apiOf, originOf, tokenOf } from './cms.ts';

const gqlError = (message: string, code: string) => ({
  errors: [{ message, extensions: { contentful: { code, requestId: `sandbox-${code.toLowerCase()}` } } }],
});

/**
 * The GraphQL Content API at `/cms/content/v1/spaces/{space}/environments/{env}`
 * (and `/cms/content/v1/spaces/{space}` for master), POST or GET.
 */
export function registerCmsGraphqlRoutes(
  app: Hono<AuthEnv>,
  ctx: SandboxContext,
  store: ContentStore = createContentStore(ctx.db),
): void {
  const yoga = createYoga<GqlContext>({
    schema: buildCmsSchema(),
    graphqlEndpoint: '/graphql',
    landingPage: false,
    graphiql: false,
    logging: false,
    maskedErrors: true,
  });

  const handle = async (c: Context<AuthEnv>, env: string) => {
    const api = apiOf(tokenOf(c));
    if (!api) {
      return c.json(
        gqlError(
          'Access denied. The access token you sent could not be found or is invalid.',
          'ACCESS_TOKEN_INVALID',
        ),
        401,
      );
    }
    if (c.req.param('space') !== CMS_SPACE) {
      return c.json(
        gqlError(`Query cannot be executed. The space could not be found.`, 'UNKNOWN_SPACE'),
        404,
      );
    }
    if (env !== CMS_ENVIRONMENT) {
      return c.json(
        gqlError(
          `Query cannot be executed. The environment '${env}' could not be found.`,
          'UNKNOWN_ENVIRONMENT',
        ),
        404,
      );
    }
    // Yoga answers one fixed path: hand it the request under that path.
    const url = new URL(c.req.url);
    url.pathname = '/graphql';
    const request = new Request(url, c.req.raw);
    return yoga.fetch(request, { api, view: (preview: boolean) => store.view(preview), origin: originOf(c) });
  };

  app.on(['GET', 'POST'], '/cms/content/v1/spaces/:space/environments/:env', (c) =>
    handle(c, c.req.param('env')),
  );
  app.on(['GET', 'POST'], '/cms/content/v1/spaces/:space', (c) => handle(c, CMS_ENVIRONMENT));
}
