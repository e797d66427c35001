import { staticRoute } from '@/app/(site)/_routing/pageRoutes';
import Confirmation from '@/components/forms/Confirmation';
import { pagePaths } from '@/lib/routes';
import { site } from '@/content/site';

export const metadata = staticRoute(pagePaths.applySuccess).metadata;

export default function Page() {
  return (
    <Confirmation
      title="Application received. Thank you!"
      message="Your application and CV are with our people team. A person, not a filter, reads every one of them."
      steps={[
        `Within ${site.replyWithin.application} you hear back from us, whatever the answer.`,
        'If there is a match, we book a 30-minute intro call.',
        'Then a technical or portfolio conversation with the people you would work with.',
      ]}
      actions={[
        { text: 'See The Team', link: pagePaths.team },
        { text: 'View Open Positions', link: pagePaths.jobs },
      ]}
    />
  );
}
