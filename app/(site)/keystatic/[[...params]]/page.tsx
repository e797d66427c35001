/**
 * Every editor address: the editor itself is the layout (app/(site)/keystatic/layout.tsx), which routes in the
 * browser.
 */
export const dynamic = 'force-dynamic';

export default function EditorPage() {
  return null;
}
