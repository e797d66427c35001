/**
 * Whether the content editor (Keystatic, at /keystatic) is on, and where it saves. Read from the environment at
 * request time by proxy.ts, the editor's page and its API route, so one build serves every case:
 *
 * - `github`: the four GitHub variables are set (see .env.example). Each save is a commit to the repository by the
 *   editor's GitHub account; a merge to main publishes through the usual build. In `next dev`, the repository alone
 *   is enough: Keystatic's set-up screens then create the GitHub App and write the other three to `.env`.
 * - `local`: `next dev` without them. Saves write the entry files of this checkout. Keystatic's local API writes
 *   any file under the content folders for any request, without a sign-in, so it is never reachable otherwise.
 * - `off`: everything else, such as `next start` of a production build without the GitHub variables:
 *   /keystatic and /api/keystatic answer 404 to every method before any editor code runs.
 */
export type EditorMode = 'github' | 'local' | 'off';

export const EDITOR_PATH = '/keystatic';
export const EDITOR_API_PATH = '/api/keystatic';
/** Where the editor saves in local mode: one JSON body with every file of the save, pictures in base64. */
export const EDITOR_SAVE_PATH = `${EDITOR_API_PATH}/update`;

/** The variables GitHub mode needs, each read on the server only. */
export const GITHUB_VARIABLES = [
  'KEYSTATIC_GITHUB_REPO',
  'KEYSTATIC_GITHUB_CLIENT_ID',
  'KEYSTATIC_GITHUB_CLIENT_SECRET',
  'KEYSTATIC_SECRET',
] as const;

type Environment = Readonly<Record<string, string | undefined>>;

/** `owner/name`, as GitHub spells a repository. */
const REPOSITORY = /^[\w.-]+\/[\w.-]+$/;

export type EditorSetup = {
  mode: EditorMode;
  /** The repository GitHub mode saves to. */
  repo?: `${string}/${string}`;
  /** Why GitHub mode is off although some of its variables are set (said once when the server starts). */
  problem?: string;
};

export function editorSetup(env: Environment = process.env): EditorSetup {
  const set = GITHUB_VARIABLES.filter((name) => env[name]?.trim());
  const repo = env.KEYSTATIC_GITHUB_REPO?.trim() ?? '';
  const development = env.NODE_ENV === 'development';
  const local: EditorMode = development ? 'local' : 'off';
  if (set.length === 0) return { mode: local };
  if (!REPOSITORY.test(repo))
    return { mode: local, problem: `KEYSTATIC_GITHUB_REPO must be owner/name, not "${repo}"` };
  const missing = GITHUB_VARIABLES.filter((name) => !set.includes(name));
  // `next dev` with only the repository: Keystatic's own set-up screens create the GitHub App and write the rest.
  if (missing.length > 0 && development) return { mode: 'github', repo: repo as `${string}/${string}` };
  if (missing.length > 0)
    return { mode: local, problem: `the content editor needs ${missing.join(', ')} as well for GitHub mode` };
  if ((env.KEYSTATIC_SECRET ?? '').length < 32)
    return { mode: local, problem: 'KEYSTATIC_SECRET must be at least 32 characters long' };
  return { mode: 'github', repo: repo as `${string}/${string}` };
}

export const editorMode = (env: Environment = process.env): EditorMode => editorSetup(env).mode;

const under = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`);

/** The editor's pages: /keystatic and everything below it. */
export const isEditorPage = (pathname: string) => under(pathname, EDITOR_PATH);

/** The editor's API: /api/keystatic and everything below it. */
export const isEditorApi = (pathname: string) => under(pathname, EDITOR_API_PATH);

export const isEditorPath = (pathname: string) => isEditorPage(pathname) || isEditorApi(pathname);
