import type { Metadata } from 'next';
import NotFoundView from '@/components/errors/NotFoundView';
import { site } from '@/content/site';

export const metadata: Metadata = {
  title: { absolute: `404 | ${site.name}` },
  description: 'Oh dear, looks like the page is gone',
  robots: { index: false, follow: false },
};

export default function NotFound() {
  return <NotFoundView />;
}
