// Renders the intake's e-mails (lib/intake/mail/messages.ts) for sample submissions and photographs them in Chromium
// at 600 px, the width most mail clients give a message, into docs/emails/ for docs/intake.md.
// Run after changing a template or its copy: node scripts/render-emails.mjs
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import './typescript.mjs';

const { acknowledgement, teamNotice, teamNotification } = await import('../lib/intake/mail/messages.ts');
// The unit tests' samples: a lead with every field, UTM attribution and two files; an application with its CV.
const { storedApplication, storedLead } = await import('../tests/support/storedSubmission.ts');

const lead = storedLead();
lead.fields.message +=
  '\nOur ERP has a REST API; we would like a first version in the stores by the autumn, before the flu season.';
const shots = {
  'team-lead.png': await teamNotification(lead),
  'team-application.png': await teamNotification(storedApplication()),
  'team-notice.png': await teamNotice(storedApplication()),
  'acknowledgement.png': await acknowledgement('lead'),
};

const folder = new URL('../docs/emails/', import.meta.url);
mkdirSync(folder, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  const page = await browser.newPage({ viewport: { width: 600, height: 800 } });
  for (const [file, mail] of Object.entries(shots)) {
    await page.setContent(mail.html);
    const path = new URL(file, folder).pathname;
    await page.screenshot({ path, fullPage: true });
    console.log(`${path}: ${mail.subject}`);
  }
} finally {
  await browser.close();
}
