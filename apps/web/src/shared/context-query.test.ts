import { describe, expect, it } from 'vitest';
import { afterSignIn, loginUrlFor, safeReturnTo, withContextQuery, withSignInContext } from './context-query';

describe('context query', () => {
  it('keeps only service, orgUnit, employee and occupation', () => {
    expect(withContextQuery('/registration', '?service=12&orgUnit=3&x=1&employee=7&occupation=9&ssotoken=s')).toBe(
      '/registration?service=12&orgUnit=3&employee=7&occupation=9',
    );
    expect(withContextQuery('/registration', '')).toBe('/registration');
  });

  it('sends to sign-in with the way back and the context', () => {
    const url = new URL(loginUrlFor('/allergy/1/2', '?service=5&tab=x'), 'https://p.example');
    expect(url.pathname).toBe('/login');
    expect(url.searchParams.get('service')).toBe('5');
    expect(url.searchParams.get('returnTo')).toBe('/allergy/1/2?service=5&tab=x');
  });

  it('accepts only paths of this portal as the way back', () => {
    expect(safeReturnTo('/allergies?x=1')).toBe('/allergies?x=1');
    expect(safeReturnTo('https://evil.example')).toBeNull();
    expect(safeReturnTo('//evil.example')).toBeNull();
    expect(safeReturnTo('/\\evil.example')).toBeNull();
    expect(safeReturnTo('/login?returnTo=/x')).toBeNull();
    expect(safeReturnTo(null)).toBeNull();
  });
});

describe('the sign-in steps', () => {
  it("carry the booking context and a safe returnTo, after the page's own params", () => {
    expect(withSignInContext('/mergeaccount', '?service=12&x=1&returnTo=%2Fallergies', { email: 'a@b.pl' })).toBe(
      '/mergeaccount?email=a%40b.pl&service=12&returnTo=%2Fallergies',
    );
    expect(withSignInContext('/login', '?returnTo=%2F%2Fevil.example')).toBe('/login');
    expect(afterSignIn('?service=12&orgUnit=3')).toBe('/main?service=12&orgUnit=3');
    expect(afterSignIn('?service=12&returnTo=%2Faccount')).toBe('/account');
  });
});
