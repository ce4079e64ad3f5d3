import { describe, expect, it } from 'vitest';
import { isLegacyToken, isTokenValid } from '../tokens';

const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (claims: object) => `${part({ alg: 'none' })}.${part(claims)}.sig`;
const NOW = 1_800_000_000_000;

describe('token claims (decoded once per token)', () => {
  it('answers each token by its own claims, however many tokens were decoded before', () => {
    const fresh = jwt({ sub: 'anna', exp: NOW / 1000 + 600, ver: 2 });
    const expired = jwt({ sub: 'bertil', exp: NOW / 1000 - 1, ver: 1 });
    for (let round = 0; round < 3; round++) {
      expect(isTokenValid(fresh, 60, NOW)).toBe(true);
      expect(isTokenValid(expired, 60, NOW)).toBe(false);
      expect(isLegacyToken(fresh)).toBe(false);
      expect(isLegacyToken(expired)).toBe(true);
    }
    // Past the bound (256 tokens) the answers stay each token's own.
    for (let i = 0; i < 600; i++) {
      const token = jwt({ sub: `u${i}`, exp: NOW / 1000 + (i % 2 ? 600 : -600) });
      expect(isTokenValid(token, 60, NOW)).toBe(i % 2 === 1);
    }
    expect(isTokenValid('not a token', 60, NOW)).toBe(false);
    expect(isTokenValid(fresh, 60, NOW)).toBe(true);
  });
});
