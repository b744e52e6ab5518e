import { describe, expect, it } from 'vitest';
import { safeNextPath, signInPath } from './sign-in-path';

describe('safeNextPath', () => {
  it('keeps paths of this site, query included', () => {
    expect(safeNextPath('/marketplace/listing/4')).toBe('/marketplace/listing/4');
    expect(safeNextPath('/marketplace?q=pram&page=2')).toBe('/marketplace?q=pram&page=2');
  });

  it('refuses anything that could lead to another site', () => {
    for (const next of ['//evil.example', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', 'evil', '/\tx', '/a\\b', '', null, undefined]) {
      expect(safeNextPath(next), String(next)).toBe('/');
    }
  });

  it('never returns to the sign-in screen itself', () => {
    expect(safeNextPath('/auth/login')).toBe('/');
    expect(safeNextPath('/auth/register?next=/x')).toBe('/');
    expect(safeNextPath('/authors')).toBe('/authors');
  });
});

describe('signInPath', () => {
  it('carries the page to come back to', () => {
    expect(signInPath('/marketplace/listing/4')).toBe('/auth/login?next=%2Fmarketplace%2Flisting%2F4');
    expect(signInPath('/', 'register')).toBe('/auth/register');
    expect(signInPath('//evil.example')).toBe('/auth/login');
  });
});
