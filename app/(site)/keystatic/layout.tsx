import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { editorChoices } from '@/lib/editor/choices';
import { editorMode } from '@/lib/editor/mode';
import EditorApp from './EditorApp';
import '@fontsource-variable/inter';
import styles from './editor.module.scss';

export const metadata: Metadata = {
  title: { absolute: 'Content editor' },
  robots: { index: false, follow: false },
};

// Read per request: whether the editor is on and where it saves (lib/editor/mode.ts), and each page's nonce.
export const dynamic = 'force-dynamic';

/**
 * The content editor (Keystatic) at /keystatic. It is on in `next dev` (saves write this checkout's files) and
 * wherever the GitHub variables are set (saves are commits); otherwise proxy.ts answers 404 before this renders.
 *
 * The site's root layout wraps it, as it wraps every public route: the editor fills the window and its styles hide
 * the site's header, footer, skip link and cookie banner (editor.module.scss). Keystatic's UI asks for Inter from
 * fonts.googleapis.com; the page's policy blocks that (lib/security/editorPolicy.ts) and the same face comes from
 * the site itself (@fontsource-variable/inter).
 */
export default function EditorLayout({ children }: { children: ReactNode }) {
  if (editorMode() === 'off') notFound();
  return (
    <div className={styles.editor} data-keystatic-editor="">
      <EditorApp choices={editorChoices()} />
      {children}
    </div>
  );
}
