import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod/mini';

/** An answer other than 2xx, with the JSON body every sandbox error has. */
export class HttpError extends Error {
  readonly status: ContentfulStatusCode;
  readonly body: Record<string, unknown>;
  constructor(
    status: ContentfulStatusCode,
    error: string,
    message: string,
    extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.status = status;
    this.body = { error, message, ...extra };
  }
}

export const badRequest = (message: string, field?: string) =>
  new HttpError(400, 'bad_request', message, field ? { field } : {});
export const forbidden = (message = 'Åtgärden är inte tillåten för din behörighet') =>
  new HttpError(403, 'forbidden_action', message);
export const notFound = (what: string) => new HttpError(404, 'not_found', `${what} hittades inte`);

function issuesOf(error: z.core.$ZodError) {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.') || '(body)',
    message: issue.message,
  }));
}

/** Parses input with a contract schema; a mismatch is a 400 naming the first field at fault. */
export function validate<T extends z.core.$ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = (schema as unknown as z.ZodMiniType).safeParse(input);
  if (result.success) return result.data as z.infer<T>;
  const issues = issuesOf(result.error);
  const first = issues[0];
  throw new HttpError(400, 'bad_request', first ? `${first.path}: ${first.message}` : 'Ogiltig begäran', {
    field: first?.path,
    issues,
  });
}

/** The JSON body of a request, or a 400 when it is not JSON. */
export async function jsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') throw badRequest('Begäran saknar innehåll');
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'malformed_json', 'Begäran är inte giltig JSON');
  }
}
