import { describe, expect, it } from 'vitest';
import { isSafeReturnPath, loginPathFor, returnPath } from './return-path.js';

describe('return path after login', () => {
  it('accepts paths of this app only', () => {
    expect(isSafeReturnPath('/ranking')).toBe(true);
    expect(isSafeReturnPath('/cat/abc?tab=1')).toBe(true);
    for (const bad of ['//evil.example', '/\\evil.example', 'https://evil.example', 'ranking']) {
      expect(isSafeReturnPath(bad)).toBe(false);
    }
    expect(isSafeReturnPath(undefined)).toBe(false);
  });

  it('never returns to the login or register pages', () => {
    expect(isSafeReturnPath('/login')).toBe(false);
    expect(isSafeReturnPath('/register?next=%2F')).toBe(false);
    expect(isSafeReturnPath('/login-help')).toBe(true);
  });

  it('prefers the location state, then ?next=', () => {
    expect(returnPath('?next=%2Fprofile', { from: '/ranking' })).toBe('/ranking');
    expect(returnPath('next=%2Fprofile', null)).toBe('/profile');
    expect(returnPath('?next=%2F%2Fevil.example', null)).toBeNull();
    expect(returnPath('', { from: 'https://evil.example' })).toBeNull();
  });

  it('builds the login URL that comes back', () => {
    expect(loginPathFor('/')).toBe('/login');
    expect(loginPathFor('/checkin/42?x=1')).toBe('/login?next=%2Fcheckin%2F42%3Fx%3D1');
  });
});

describe('loginPathFor', () => {
  it('names the page to come back to, but never an auth page or another origin', () => {
    expect(loginPathFor('/cat/a1?tab=tnr')).toBe('/login?next=%2Fcat%2Fa1%3Ftab%3Dtnr');
    expect(loginPathFor('/')).toBe('/login');
    expect(loginPathFor('/login?next=%2Fmap')).toBe('/login');
    expect(loginPathFor('/register')).toBe('/login');
    expect(loginPathFor('//evil.example')).toBe('/login');
  });
});
