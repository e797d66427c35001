import { expect, test } from '@playwright/test';
import { E2E_INTAKE_DB } from '../../playwright.config';

/** The built-in intake of `next start`: what it stores stays on the server. */
test.describe('the built-in intake', () => {
  test('no URL serves the store or its files', async ({ request }) => {
    for (const path of ['/data/intake.db', `/${E2E_INTAKE_DB}`, '/intake.db', '/api/leads']) {
      expect((await request.get(path)).status(), path).toBeGreaterThanOrEqual(404);
    }
  });
});
