import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { htmlFileOf, PRERENDERED_APP_DIR, prerenderedRoutes } from '@/lib/nextBuild';
import { pageDirectives, RESOURCE_DIRECTIVES, serializePolicy, type PolicyConfig } from '@/lib/security/policy';
import { responseKind } from '@/lib/security/routes';
import { pageScripts } from '@/lib/security/scriptHashes';
import { tagScriptSources } from '@/lib/security/tagScripts';

type BuildOutput = { distDir: string; publicDir: string };

/**
 * The Content-Security-Policy of each response of a production build (`next start`). Every page is
 * prerendered, so a page's policy allows exactly the scripts in its HTML (hashed on first request,
 * then kept) plus the tag libraries' bootstrap snippets; answers that are not pages get a policy
 * that allows nothing.
 */
export function createPolicyLookup(config: PolicyConfig, { distDir, publicDir }: BuildOutput) {
  const routes = routesOf(distDir);
  const publicFiles = new Set(listFiles(publicDir).map((file) => `/${file}`));
  const tagSources = tagScriptSources(config);
  const resourcePolicy = serializePolicy(RESOURCE_DIRECTIVES);
  const pagePolicies = new Map<string, string>();
  let warned = false;
  const warn = (route: string) => {
    if (warned) return;
    warned = true;
    console.warn(
      `Content-Security-Policy: ${route} has <script src> tags without integrity, so 'strict-dynamic' is left out ` +
        'and scripts are allowed by address. Build with `npm run build` (it adds integrity after `next build`).',
    );
  };

  function pagePolicy(route: string): string {
    let policy = pagePolicies.get(route);
    if (policy === undefined) {
      const { sources, withoutIntegrity } = pageScripts(readFileSync(path.join(distDir, htmlFileOf(route)), 'utf8'));
      if (withoutIntegrity > 0) warn(route);
      const directives = pageDirectives(config, [...sources, ...tagSources], { strictDynamic: withoutIntegrity === 0 });
      policy = serializePolicy(directives);
      pagePolicies.set(route, policy);
    }
    return policy;
  }

  return (pathname: string): string => {
    const answer = responseKind(pathname, routes, publicFiles);
    return answer.kind === 'page' ? pagePolicy(answer.route) : resourcePolicy;
  };
}

/** The prerendered routes of the build and whether each is an HTML page (not a robots.txt or a feed). */
function routesOf(distDir: string): Map<string, { html: boolean }> {
  const files = new Set(listFiles(distDir, PRERENDERED_APP_DIR));
  return new Map(prerenderedRoutes(distDir).map((route) => [route, { html: files.has(htmlFileOf(route)) }]));
}

/** Files below `root/under`, as `/`-separated paths relative to `root` (none if it does not exist). */
function listFiles(root: string, under = ''): string[] {
  let entries;
  try {
    entries = readdirSync(path.join(root, under), { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const file = under ? `${under}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return listFiles(root, file);
    return entry.isFile() ? [file] : [];
  });
}
