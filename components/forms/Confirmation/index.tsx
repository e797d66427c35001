import Button from '@/components/ui/Button';
import NextSteps from '@/components/blocks/NextSteps';
import PageHero from '@/components/layout/PageHero';
import SubmissionReference from '@/components/forms/SubmissionReference';
import { site } from '@/content/site';
import styles from './index.module.scss';

type ConfirmationProps = {
  title: string;
  message: string;
  steps: readonly string[];
  actions: readonly { text: string; link: string }[];
};

/** The page a visitor lands on after sending a form, with the submission's reference when the URL carries it. */
export default function Confirmation({ title, message, steps, actions }: ConfirmationProps) {
  return (
    <>
      <PageHero
        eyebrow="Thank you"
        title={title}
        intro={
          <>
            <p>{message}</p>
            <SubmissionReference email={site.email} />
          </>
        }
      >
        {actions.map((action, index) => (
          <Button key={action.link} link={action.link} text={action.text} variant={index === 0 ? 'sunset' : 'white'} />
        ))}
      </PageHero>
      <div className={styles.steps}>
        <NextSteps title="What happens next" steps={steps} />
      </div>
    </>
  );
}
