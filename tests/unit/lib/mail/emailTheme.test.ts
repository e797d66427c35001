// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { emailTheme } from '@/lib/intake/mail/templates/theme';

describe('the e-mail colours', () => {
  const tokens = readFileSync('styles/_tokens.scss', 'utf8');

  it.each(Object.entries(emailTheme.colors))('%s is the site token of that name', (name, value) => {
    const token = name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
    expect(tokens).toMatch(new RegExp(`^\\$${token}: ${value};`, 'm'));
  });
});
