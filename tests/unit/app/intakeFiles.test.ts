// @vitest-environment node
/**
 * The intake route handlers refusing dangerous or too many files: a Word document with macros, a zip bomb
 * and more than 10 attachments, each answered with the form's message and nothing stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bombDocx, docxWithMacros, pdf } from '@/tests/support/files';
import { loadIntakeRoutes, upload, type IntakeRoutes } from '@/tests/support/intakeRoutes';
import { applicationBody, applicationValues, leadBody, leadValues } from '@/tests/support/submissions';

let routes: IntakeRoutes;
let bomb: Buffer;

beforeAll(async () => {
  // The per-address limit is not what these tests are about.
  routes = await loadIntakeRoutes({ INTAKE_RATE_LIMIT: '0' });
  bomb = await bombDocx(1024 * 1024 * 1024);
});
afterAll(() => routes.close());

const docxType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const pdfs = (count: number) =>
  Array.from({ length: count }, (_, n) => upload(pdf(`Brief part ${n + 1}`), `brief-${n + 1}.pdf`, 'application/pdf'));
const lead = (attachments: File[]) => routes.lead(leadBody(leadValues({ attachments })));
const application = (cv: File) => routes.application(applicationBody(applicationValues({ cv: [cv] })));

/** Checks the answer to a bad submission and that nothing was stored. */
async function refused(response: Promise<Response>, body: unknown) {
  const before = await routes.counts();
  const answer = await response;
  expect({ status: answer.status, body: await answer.json() }).toEqual({ status: 422, body });
  expect(await routes.counts()).toEqual(before);
}

const INFLATED =
  'This Word document expands too much when opened (to over 100 MB, or over 100 times its file size): send a smaller file or a PDF';

describe('POST /api/leads and /api/job-applications with dangerous or too many files', () => {
  it('stores a valid lead first, so that the refusals below are seen to store nothing', async () => {
    const answer = await lead(pdfs(1));
    expect(answer.status).toBe(201);
    expect(await routes.counts()).toEqual({ submissions: 1, files: 1 });
  });

  it('refuses a Word document with macros under plain content types, as an attachment and as a CV', async () => {
    const macros = docxWithMacros();
    await refused(lead([upload(macros, 'plan.docx', docxType)]), {
      errors: { attachments: 'Only PDF or DOCX files are allowed' },
    });
    await refused(application(upload(macros, 'cv.docx', docxType)), {
      errors: { cv: 'Only PDF and DOCX files are allowed' },
    });
  });

  it('refuses a Word document that unpacks to 1 GiB, saying what is too big', async () => {
    expect(bomb.length).toBeLessThan(10 * 1024 * 1024);
    await refused(lead([upload(bomb, 'plan.docx', docxType)]), { errors: { attachments: INFLATED } });
    await refused(application(upload(bomb, 'cv.docx', docxType)), { errors: { cv: INFLATED } });
  });

  it('refuses 11 or 150 attachments and stores exactly 10', async () => {
    await refused(lead(pdfs(11)), { errors: { attachments: 'Attach at most 10 files' } });
    await refused(lead(pdfs(150)), { errors: { attachments: 'Attach at most 10 files' } });
    const before = await routes.counts();
    const answer = await lead(pdfs(10));
    expect(answer.status).toBe(201);
    expect(await routes.counts()).toEqual({ submissions: before.submissions + 1, files: before.files + 10 });
  });
});
