'use client';

import type { Config } from '@keystatic/core';
import { Keystatic } from '@keystatic/core/ui';
import { useMemo } from 'react';
import { editorConfig, type EditorChoices } from '@/lib/editor/config';

/** Where Keystatic's GitHub set-up screens send the editor to install the GitHub app (read at build time). */
const appSlug = {
  envName: 'NEXT_PUBLIC_KEYSTATIC_GITHUB_APP_SLUG',
  value: process.env.NEXT_PUBLIC_KEYSTATIC_GITHUB_APP_SLUG,
};

/**
 * Keystatic's editor, in the browser: what `makePage(config)` of @keystatic/next renders, with a configuration
 * that holds React components and so is built here, from the plain choices the server computed
 * (lib/editor/choices.ts), the same way keystatic.config.ts builds it there.
 */
export default function EditorApp({ choices }: { choices: EditorChoices }) {
  // Typed with its own collections; Keystatic's component takes any configuration.
  const config = useMemo(() => editorConfig(choices) as Config, [choices]);
  return <Keystatic config={config} appSlug={appSlug} />;
}
