import { notFound } from 'next/navigation';

/**
 * Any address under /inbox that is no back-office page: the inbox's own 404 (app/(inbox)/inbox/not-found.tsx),
 * inside the inbox's layout and under its policy, rather than the public site's not-found page with its consent
 * panel and tags.
 */
export default function InboxPathNotFound(): never {
  notFound();
}
