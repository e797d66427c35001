import Confirmation from '@/components/forms/Confirmation';
import { staticPage } from '@/content/staticPages';
import { staticPageMetadata } from '@/lib/metadata';
import { pagePaths } from '@/lib/routes';
import { site } from '@/content/site';

export const metadata = staticPageMetadata(staticPage(pagePaths.applySuccess));

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
