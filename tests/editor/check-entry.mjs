// Reads entry files as the site's build does, in the project this script belongs to (its working directory):
// content/files.ts's parseEntryFile, the collection's zod schema (which measures pictures in public/) and, for a
// Markdoc body, lib/markdoc's bodyErrors. Prints one JSON line per file: { file, problems }.
// Usage (from the project's root): node tests/editor/check-entry.mjs posts content/blog/entries/x.mdoc ...
import '../../scripts/typescript.mjs';
import { readFileSync } from 'node:fs';

const { parseEntryFile } = await import('@/content/files');
const schemas = await import('@/content/schemas');
const { bodyErrors } = await import('@/lib/markdoc');

const SCHEMAS = {
  posts: schemas.blogPostSchema,
  press: schemas.pressItemSchema,
  jobs: schemas.jobSchema,
  projects: schemas.projectSchema,
  team: schemas.teamMemberSchema,
};

const [collection, ...files] = process.argv.slice(2);
const schema = SCHEMAS[collection];
if (!schema) throw new Error(`Unknown collection "${collection}" (one of: ${Object.keys(SCHEMAS).join(', ')})`);
for (const file of files) {
  const problems = [];
  try {
    const { data, bodyOffset } = parseEntryFile(file, readFileSync(file, 'utf8'));
    const result = schema.safeParse(data);
    if (!result.success)
      problems.push(...result.error.issues.map((issue) => `${issue.path.join('.') || '(entry)'}: ${issue.message}`));
    if (typeof data.body === 'string')
      problems.push(
        ...bodyErrors(data.body).map(
          ({ line, message }) => `${line ? `line ${line + bodyOffset}` : 'body'}: ${message}`,
        ),
      );
  } catch (error) {
    problems.push(error.message);
  }
  console.log(JSON.stringify({ file, problems }));
}
