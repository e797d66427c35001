import { describe, expect, it } from 'vitest';
import { afterSignIn, homeOf, inboxAccess } from '@/lib/inbox/access';
import { ROLES, type Role } from '@/lib/inbox/roles';

const allowed = (path: string) => {
  const access = inboxAccess(path);
  return access === 'anyone' ? 'anyone' : ROLES.filter((role: Role) => access(role));
};

describe('who may open each part of the inbox', () => {
  it('lets anyone reach the sign-in pages, and only them', () => {
    expect(allowed('/inbox/sign-in')).toBe('anyone');
    expect(allowed('/inbox/sign-in/confirm')).toBe('anyone');
    expect(allowed('/inbox/sign-inx')).not.toBe('anyone');
    expect(allowed('/inbox')).toEqual([...ROLES]);
  });

  it('gives leads to sales, applications to recruiting, figures to marketing, everything to admins', () => {
    expect(allowed('/inbox/leads')).toEqual(['admin', 'sales']);
    expect(allowed('/inbox/leads/0b7c/export')).toEqual(['admin', 'sales']);
    expect(allowed('/inbox/applications/x')).toEqual(['admin', 'recruiting']);
    expect(allowed('/inbox/campaigns')).toEqual(['admin', 'sales', 'marketing']);
    for (const path of ['/inbox/privacy', '/inbox/privacy/export', '/inbox/audit', '/inbox/people']) {
      expect(allowed(path)).toEqual(['admin']);
    }
  });

  it('sends each role to its work after signing in', () => {
    expect(ROLES.map(homeOf)).toEqual(['/inbox/leads', '/inbox/leads', '/inbox/applications', '/inbox/campaigns']);
  });

  it('opens the page a person was going to after signing in, if it is an inbox page of their role', () => {
    expect(afterSignIn('sales', '/inbox/leads/0b7c-11')).toBe('/inbox/leads/0b7c-11');
    expect(afterSignIn('sales', '/inbox/applications/0b7c-11')).toBe('/inbox/leads');
    expect(afterSignIn('recruiting', undefined)).toBe('/inbox/applications');
    for (const elsewhere of [
      'https://evil.example/inbox',
      '//evil.example',
      '/inbox/../x',
      '/inbox/sign-in',
      '/inbox?x=1',
    ]) {
      expect(afterSignIn('admin', elsewhere), elsewhere).toBe('/inbox/leads');
    }
  });
});
