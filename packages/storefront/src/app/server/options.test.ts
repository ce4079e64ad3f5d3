// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { searchApiVersionFromEnv } from './options';
import { builtClient, render, serverWith } from './test-server';

describe('searchApiVersionFromEnv', () => {
  it.each([
    [{}, '1'],
    [{ SEARCH_API_VERSION: '' }, '1'],
    [{ SEARCH_API_VERSION: '  ' }, '1'],
    [{ SEARCH_API_VERSION: '2' }, '2'],
    [{ SEARCH_API_VERSION: ' 2.1 ' }, '2.1'],
    [{ SEARCH_API_VERSION: '2024-05-01' }, '2024-05-01'],
  ])('reads %j as %j', (env, version) => {
    expect(searchApiVersionFromEnv(env)).toBe(version);
  });

  it.each(['1; x', '2\n3', '-1', 'ä', 'v'.repeat(33)])(
    'stops the server at start on %j, naming the variable',
    (value) => {
      expect(() => searchApiVersionFromEnv({ SEARCH_API_VERSION: value })).toThrow(
        /^SEARCH_API_VERSION must be/,
      );
    },
  );
});

describe('the page config', () => {
  it("tells the page the configured search api-version, and nothing when there is none (the client's '1')", async () => {
    const dir = builtClient();
    const configured = await serverWith(dir, { searchApiVersion: '3', render }).app.request('/sok');
    expect(await configured.text()).toContain('"searchApiVersion":"3"');
    const plain = await serverWith(dir, { render }).app.request('/sok');
    expect(await plain.text()).not.toContain('searchApiVersion');
  });
});
