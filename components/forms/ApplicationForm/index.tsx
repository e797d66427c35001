'use client';

import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import SiteLink from '@/components/ui/SiteLink';
import FilePicker from '@/components/forms/FilePicker';
import FormShell from '@/components/forms/FormShell';
import PersonFields from '@/components/forms/PersonFields';
import NewsletterBox from '@/components/forms/NewsletterBox';
import SelectField from '@/components/forms/SelectField';
import TextField from '@/components/forms/TextField';
import { identify } from '@/lib/analytics/hotjar';
import { applyJobFormParameters, subscribedToNewsletterParameters, type JobOption } from '@/lib/analytics/events';
import { track } from '@/lib/analytics/track';
import { readAttribution } from '@/lib/attribution';
import { buildApplicationFormData } from '@/lib/forms/application';
import { lazyResolver } from '@/lib/forms/lazyResolver';
import { pagePaths } from '@/lib/routes';
import { APPLICATION_KEYS, MAX_LENGTH } from '@/lib/validation/keys';
import { APPLICATION_LABELS } from '@/lib/validation/labels';
import type { ApplicationValues } from '@/lib/validation/schemas';

const defaultValues: ApplicationValues = {
  name: '',
  email: '',
  phone: '',
  jobId: '',
  message: '',
  link: '',
  cv: [],
  mailing: false,
};

const checks = lazyResolver(() => import('@/lib/forms/resolvers').then((module) => module.applicationResolver));

type ApplicationFormProps = {
  /** The open jobs: slug and title, with the department and seniority the analytics event reports. */
  jobs: readonly JobOption[];
  /** Where the form posts, and the country lookup (from the runtime configuration, read on the server). */
  endpoints: { action: string; countryApiUrl: string };
  email: string;
};

/** The job application of /apply-job; `?job={slug}` chooses the job (read in the browser: the page is prerendered). */
export default function ApplicationForm({ jobs, endpoints, email }: ApplicationFormProps) {
  const form = useForm<ApplicationValues>({
    resolver: checks.resolver,
    defaultValues,
    mode: 'onBlur',
    reValidateMode: 'onBlur',
  });

  useEffect(() => {
    const job = new URLSearchParams(window.location.search).get('job');
    if (job && jobs.some((option) => option.value === job)) form.setValue('jobId', job);
  }, [form, jobs]);

  return (
    <FormShell
      form={form}
      label="Job application"
      action={endpoints.action}
      countryApiUrl={endpoints.countryApiUrl}
      onEngage={checks.preload}
      fieldKeys={APPLICATION_KEYS}
      build={(values, signals) => buildApplicationFormData(values, readAttribution(), signals)}
      onSent={(values) => {
        identify('job_form', { email: values.email, name: values.name });
        track('apply_job_form', applyJobFormParameters(values, jobs));
        if (values.mailing) track('subscribed_to_newsletter', subscribedToNewsletterParameters('application'));
      }}
      successPath={pagePaths.applySuccess}
      submitText="Send Application"
      sendingText="Sending your application…"
      phoneField="phone"
      email={email}
      notice={
        <>
          Our people team uses your details and CV only for this application. Read how in our{' '}
          <SiteLink href={pagePaths.privacy}>privacy policy</SiteLink>.
        </>
      }
    >
      <SelectField
        name="jobId"
        formName={APPLICATION_KEYS.jobId}
        label={APPLICATION_LABELS.jobId}
        placeholder="Choose an open position"
        options={jobs}
        required
      />
      <PersonFields keys={APPLICATION_KEYS}>
        <TextField
          name="link"
          formName={APPLICATION_KEYS.link}
          label={APPLICATION_LABELS.link}
          type="url"
          autoComplete="url"
          maxLength={MAX_LENGTH.link}
          hint="A full address, e.g. https://www.linkedin.com/in/your-name"
        />
      </PersonFields>
      <FilePicker
        name="cv"
        formName={APPLICATION_KEYS.cv}
        label={APPLICATION_LABELS.cv}
        hint="One PDF or DOCX file, up to 10 MB."
        required
      />
      <TextField
        name="message"
        formName={APPLICATION_KEYS.message}
        label={APPLICATION_LABELS.message}
        rows={4}
        maxLength={MAX_LENGTH.message}
        hint="Why this role, and anything your CV does not say."
      />
      <NewsletterBox
        name="mailing"
        label={APPLICATION_LABELS.mailing}
        description="One email a month with new openings and what we learn building apps. Unsubscribe with one click."
      />
    </FormShell>
  );
}
