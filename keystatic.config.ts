import { editorChoices } from '@/lib/editor/choices';
import { editorConfig } from '@/lib/editor/config';

/**
 * The content editor's configuration (Keystatic, at /keystatic), as the server builds it: its API route
 * (app/api/keystatic) uses it, and the editor's page builds the same one in the browser from the same choices
 * (app/(site)/keystatic/layout.tsx). The fields are in lib/editor/config.tsx; whether the editor is on and where it
 * saves is in lib/editor/mode.ts.
 */
export default editorConfig(editorChoices());
