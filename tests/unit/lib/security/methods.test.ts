// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { allowedMethods, methodNotAllowed } from '@/lib/security/methods';

describe('allowed methods', () => {
  it('reads pages and files, and posts to the form endpoints', () => {
    expect(allowedMethods('/')).toEqual(['GET', 'HEAD']);
    expect(allowedMethods('/services/web-development')).toEqual(['GET', 'HEAD']);
    expect(allowedMethods('/apiary')).toEqual(['GET', 'HEAD']);
    expect(allowedMethods('/api/leads')).toEqual(['POST', 'OPTIONS']);
    expect(allowedMethods('/api/health')).toEqual(['GET', 'HEAD']);
  });

  it('also takes POST on the back office’s pages (server actions, plain HTML forms), and only there', () => {
    expect(allowedMethods('/inbox')).toEqual(['GET', 'HEAD', 'POST']);
    expect(allowedMethods('/inbox/leads/42')).toEqual(['GET', 'HEAD', 'POST']);
    expect(allowedMethods('/inboxes')).toEqual(['GET', 'HEAD']);
    expect(allowedMethods('/contact')).toEqual(['GET', 'HEAD']);
  });

  it('answers any other method with 405 and the Allow header', async () => {
    const answer = methodNotAllowed(['POST', 'OPTIONS']);
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('POST, OPTIONS');
    expect(await answer.json()).toEqual({ error: 'This address answers POST and OPTIONS only' });
  });
});
