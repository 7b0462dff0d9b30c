import { describe, expect, it } from 'vitest';
import { sameOrigin } from './async-routes';

describe('sameOrigin', () => {
  it('lets a socket opened by a page of the same host, or with no Origin, through', () => {
    expect(sameOrigin({ headers: { host: 'bi.example.com', origin: 'https://bi.example.com' } })).toBe(true);
    expect(sameOrigin({ headers: { host: '127.0.0.1:8088' } })).toBe(true);
  });
  it('refuses another site, or an Origin that is not a URL', () => {
    expect(sameOrigin({ headers: { host: 'bi.example.com', origin: 'https://evil.example' } })).toBe(false);
    expect(sameOrigin({ headers: { host: 'bi.example.com', origin: 'null' } })).toBe(false);
  });
});
