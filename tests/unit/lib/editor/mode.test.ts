// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { editorSetup, isEditorApi, isEditorPage, isEditorPath } from '@/lib/editor/mode';
import { allowedMethods } from '@/lib/security/methods';

const GITHUB = {
  KEYSTATIC_GITHUB_REPO: 'wolfpack-digital/website',
  KEYSTATIC_GITHUB_CLIENT_ID: 'Iv1.0123456789',
  KEYSTATIC_GITHUB_CLIENT_SECRET: 'a-secret',
  KEYSTATIC_SECRET: 'x'.repeat(32),
};

describe('whether the content editor is on', () => {
  it('is off on a production server without the GitHub variables, local in next dev', () => {
    expect(editorSetup({ NODE_ENV: 'production' })).toEqual({ mode: 'off' });
    expect(editorSetup({ NODE_ENV: 'development' })).toEqual({ mode: 'local' });
    expect(editorSetup({ NODE_ENV: 'test' })).toEqual({ mode: 'off' });
  });

  it('saves to GitHub with all four variables, on any server', () => {
    expect(editorSetup({ NODE_ENV: 'production', ...GITHUB })).toEqual({
      mode: 'github',
      repo: 'wolfpack-digital/website',
    });
    expect(editorSetup({ NODE_ENV: 'development', ...GITHUB }).mode).toBe('github');
  });

  it('stays off in production when a GitHub variable is missing or wrong, and says why', () => {
    const { KEYSTATIC_SECRET: _, ...withoutSecret } = GITHUB;
    expect(editorSetup({ NODE_ENV: 'production', ...withoutSecret })).toEqual({
      mode: 'off',
      problem: 'the content editor needs KEYSTATIC_SECRET as well for GitHub mode',
    });
    expect(editorSetup({ NODE_ENV: 'production', ...GITHUB, KEYSTATIC_SECRET: 'short' }).mode).toBe('off');
    expect(editorSetup({ NODE_ENV: 'production', ...GITHUB, KEYSTATIC_GITHUB_REPO: 'no-owner' })).toMatchObject({
      mode: 'off',
      problem: expect.stringContaining('owner/name'),
    });
  });

  it('lets Keystatic set up the GitHub App in next dev from the repository alone', () => {
    expect(editorSetup({ NODE_ENV: 'development', KEYSTATIC_GITHUB_REPO: 'wolfpack-digital/website' })).toEqual({
      mode: 'github',
      repo: 'wolfpack-digital/website',
    });
  });
});

describe('the editor’s paths', () => {
  it('are /keystatic and /api/keystatic with everything below them, and nothing else', () => {
    expect(['/keystatic', '/keystatic/', '/keystatic/collection/posts'].every(isEditorPage)).toBe(true);
    expect(['/api/keystatic', '/api/keystatic/update'].every(isEditorApi)).toBe(true);
    expect(['/keystatics', '/api/keystatics', '/blog/keystatic', '/api/leads'].some(isEditorPath)).toBe(false);
  });

  it('take GET and POST on the API (when on), pages as any page', () => {
    expect(allowedMethods('/api/keystatic/update')).toEqual(['GET', 'HEAD', 'POST']);
    expect(allowedMethods('/keystatic/collection/posts')).toEqual(['GET', 'HEAD']);
  });
});
