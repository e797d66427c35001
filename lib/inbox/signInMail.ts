import { randomUUID } from 'node:crypto';
import { site } from '@/content/site';
import { messageId, type OutgoingMail } from '@/lib/intake/mail/transport';

const MINUTES = 15;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The e-mail with a sign-in link to the inbox. The link opens a page with a button (a mail scanner that follows it
 * signs nobody in); it works once, for a quarter of an hour. Plain words, and the same facts in both parts.
 */
export function signInMail(name: string, link: string, from: string): Omit<OutgoingMail, 'to'> {
  const greeting = name.trim() ? `Hello ${name.trim()},` : 'Hello,';
  const lines = [
    greeting,
    '',
    `Here is your link to sign in to the ${site.name} inbox. It works once, for ${MINUTES} minutes:`,
    '',
    link,
    '',
    'The page it opens asks you to press "Sign in". If you did not ask for this link, ignore this e-mail: nobody can sign in without opening it.',
  ];
  const html = `<!doctype html><html lang="en"><body>
<p>${escapeHtml(greeting)}</p>
<p>Here is your link to sign in to the ${escapeHtml(site.name)} inbox. It works once, for ${MINUTES} minutes:</p>
<p><a href="${escapeHtml(link)}">Sign in to the inbox</a></p>
<p>The page it opens asks you to press “Sign in”. If you did not ask for this link, ignore this e-mail: nobody can sign in without opening it.</p>
</body></html>`;
  return {
    from,
    subject: `Your sign-in link to the ${site.name} inbox`,
    text: lines.join('\n'),
    html,
    messageId: messageId(randomUUID(), 'sign-in', from),
    attachments: [],
  };
}
