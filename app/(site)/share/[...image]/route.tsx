import { notFound } from 'next/navigation';
import { isPreview } from '@/content/files';
import { renderShareImage } from '@/lib/shareImage/render';
import { shareCards } from '@/lib/shareImage/pages';

// Drawn at build, one PNG per page, and served as files: no image is drawn while the site runs.
export const dynamic = 'force-static';
export const dynamicParams = false;

// None under `npm run dev`, which draws an image when asked (a new entry's too: see app/(site)/_routing/pageRoutes.ts).
export const generateStaticParams = () =>
  isPreview() ? [] : [...shareCards().keys()].map((imagePath) => ({ image: imagePath.split('/').slice(2) }));

export async function GET(_request: Request, { params }: { params: Promise<{ image: string[] }> }) {
  const card = shareCards().get(`/share/${(await params).image.join('/')}`);
  if (!card) notFound();
  const image = await renderShareImage(card);
  // The page's og:image URL carries a version of the card (lib/shareImage/cards.ts): any change is a new URL.
  image.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
  return image;
}
