import { staticRoute } from '@/app/(site)/_routing/pageRoutes';
import Confirmation from '@/components/forms/Confirmation';
import { pagePaths } from '@/lib/routes';
import { site } from '@/content/site';

export const metadata = staticRoute(pagePaths.contactSuccess).metadata;

export default function Page() {
  return (
    <Confirmation
      title="Message received. The pack is on it."
      message="Thank you for telling us about your project. It is already with a senior engineer and a product designer."
      steps={[
        `Within ${site.replyWithin.enquiry} we reply with questions and a first view on approach.`,
        'We set up a 45-minute call at a time that suits you.',
        'You get a written proposal with scope, team, timeline and cost.',
      ]}
      actions={[
        { text: 'See Our work', link: pagePaths.projects },
        { text: 'Read the blog', link: pagePaths.blog },
      ]}
    />
  );
}
