import { expect } from 'vitest';
import type { z } from 'zod/mini';
import { type RunningSandbox, startSandbox } from './index.ts';

export const PASSWORD = 'Sandbox-2026';

/** A private in-memory sandbox for one test file. */
export async function privateSandbox(): Promise<RunningSandbox> {
  return startSandbox({ port: 0, db: ':memory:' });
}

/** Logs a seeded user in and returns the tokens. */
export async function login(sandbox: RunningSandbox, username: string, password = PASSWORD) {
  const res = await fetch(`${sandbox.url}/v2/sessions/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!res.ok) throw new Error(`login ${username} failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as { token: string; refreshToken: string; customerId: string };
}

/** fetch with a bearer token and JSON body; returns status, parsed body and headers. */
export async function call(
  sandbox: RunningSandbox,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.body !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
  }
  const res = await fetch(`${sandbox.url}${path}`, { method, headers, body });
  const text = await res.text();
  let json: unknown = text;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    // plain-text answers ('Invalid token') stay text
  }
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers of every shape; the contract checks them.
  return { status: res.status, body: json as any, headers: res.headers };
}

/** Asserts that a response body matches its contract schema, with a readable failure. */
export function expectContract<T extends z.core.$ZodType>(schema: T, body: unknown): z.infer<T> {
  const result = (schema as unknown as z.ZodMiniType).safeParse(body);
  if (!result.success) {
    expect.fail(
      `response does not match the contract: ${JSON.stringify(result.error.issues.slice(0, 5), null, 1)}`,
    );
  }
  return result.data as z.infer<T>;
}
