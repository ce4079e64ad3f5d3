import { type RunningSandbox, startSandbox } from '@shop/sandbox';
import { type CmsClientOptions, createCmsClient } from '../index';

const SPACE = 'shop-sandbox';
const CDA = 'sandbox-cda-token';

/** A private sandbox (in-memory database) and a client factory pointed at its content service. */
export async function cmsSandbox() {
  const sandbox: RunningSandbox = await startSandbox({ port: 0, db: ':memory:' });
  const client = (options: Partial<CmsClientOptions> = {}) =>
    createCmsClient({
      space: SPACE,
      accessToken: CDA,
      host: `${sandbox.url}/cms`,
      retryBaseDelayMs: 5,
      ...options,
    });
  /** Makes the next matching requests fail (the sandbox's fault injection). */
  const fault = async (fault: Record<string, unknown>) => {
    const res = await fetch(`${sandbox.url}/__sandbox/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(fault),
    });
    if (!res.ok) throw new Error(`fault: ${res.status} ${await res.text()}`);
  };
  const clearFaults = () => fetch(`${sandbox.url}/__sandbox/faults`, { method: 'DELETE' });
  /** fetch that counts the GraphQL requests it makes. */
  const countingFetch = () => {
    const calls: string[] = [];
    const counted: typeof fetch = async (input, init) => {
      calls.push(String(init?.body ?? ''));
      return fetch(input, init);
    };
    return { calls, fetch: counted };
  };
  return { sandbox, client, fault, clearFaults, countingFetch, stop: () => sandbox.stop() };
}
