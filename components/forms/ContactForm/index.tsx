'use client';

import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import SiteLink from '@/components/ui/SiteLink';
import CheckboxGroup from '@/components/forms/CheckboxGroup';
import FilePicker from '@/components/forms/FilePicker';
import FormShell from '@/components/forms/FormShell';
import PersonFields from '@/components/forms/PersonFields';
import NewsletterBox from '@/components/forms/NewsletterBox';
import SelectField from '@/components/forms/SelectField';
import TextField from '@/components/forms/TextField';
import { identify } from '@/lib/analytics/hotjar';
import { getInTouchFormParameters, subscribedToNewsletterParameters } from '@/lib/analytics/events';
import { track } from '@/lib/analytics/track';
import { readAttribution } from '@/lib/attribution';
import { lazyResolver } from '@/lib/forms/lazyResolver';
import { buildLeadFormData } from '@/lib/forms/lead';
import { isQuoteRequest, pagePaths } from '@/lib/routes';
import { BUDGET_OPTIONS, SOURCE_OPTIONS, TIMELINE_OPTIONS } from '@/lib/validation/options';
import { LEAD_KEYS, MAX_LENGTH } from '@/lib/validation/keys';
import { LEAD_LABELS, SOURCES_LEGEND } from '@/lib/validation/labels';
import { MAX_ATTACHMENTS } from '@/lib/validation/rules';
import type { ContactValues } from '@/lib/validation/schemas';
import FieldRow from '@/components/forms/FieldRow';

const defaultValues: ContactValues = {
  name: '',
  email: '',
  phone: '',
  message: '',
  budget: '',
  timeline: '',
  sources: [],
  attachments: [],
  mailing: false,
  leadType: 'general_enquiry',
  subscriberSource: 'contact_page',
};

const checks = lazyResolver(() => import('@/lib/forms/resolvers').then((module) => module.contactResolver));

/** The lead form of /contact. Arriving from the pricing page (`?type=quote`) makes it a quote request. */
type ContactFormProps = {
  /** Where the form posts, and the country lookup (from the runtime configuration, read on the server). */
  endpoints: { action: string; countryApiUrl: string };
  email: string;
};

export default function ContactForm({ endpoints, email }: ContactFormProps) {
  const form = useForm<ContactValues>({
    resolver: checks.resolver,
    defaultValues,
    mode: 'onBlur',
    reValidateMode: 'onBlur',
  });
  const [leadType, subscriberSource] = useWatch({ control: form.control, name: ['leadType', 'subscriberSource'] });

  useEffect(() => {
    // The page is prerendered once, so the query is read in the browser.
    if (!isQuoteRequest(window.location.search)) return;
    form.setValue('leadType', 'quote_request');
    form.setValue('subscriberSource', 'pricing_page');
  }, [form]);

  return (
    <FormShell
      form={form}
      label="Contact form"
      action={endpoints.action}
      countryApiUrl={endpoints.countryApiUrl}
      onEngage={checks.preload}
      fieldKeys={LEAD_KEYS}
      build={(values, signals) => buildLeadFormData(values, readAttribution(), signals)}
      onSent={(values) => {
        identify('contact_form', { email: values.email, name: values.name });
        track('get_in_touch_form', getInTouchFormParameters(values, readAttribution()));
        if (values.mailing) track('subscribed_to_newsletter', subscribedToNewsletterParameters('contact'));
      }}
      successPath={pagePaths.contactSuccess}
      submitText="Send Message"
      sendingText="Sending your message…"
      phoneField="phone"
      email={email}
      notice={
        <>
          We use your details only to reply to you. Read how in our{' '}
          <SiteLink href={pagePaths.privacy}>privacy policy</SiteLink>.
        </>
      }
    >
      <input type="hidden" name={LEAD_KEYS.leadType} value={leadType} />
      <input type="hidden" name={LEAD_KEYS.subscriberSource} value={subscriberSource} />
      <PersonFields keys={LEAD_KEYS} />
      <TextField
        name="message"
        formName={LEAD_KEYS.message}
        label={LEAD_LABELS.message}
        rows={6}
        maxLength={MAX_LENGTH.message}
        hint="What you are building and for whom, where it stands today, and anything that cannot move."
        required
      />
      <FieldRow>
        <SelectField
          name="budget"
          formName={LEAD_KEYS.budget}
          label={LEAD_LABELS.budget}
          hint="In euros, excluding VAT."
          placeholder="Choose a range"
          options={BUDGET_OPTIONS}
        />
        <SelectField
          name="timeline"
          formName={LEAD_KEYS.timeline}
          label={LEAD_LABELS.timeline}
          hint="When the work should start."
          placeholder="Choose a timeline"
          options={TIMELINE_OPTIONS}
        />
      </FieldRow>
      <CheckboxGroup name="sources" formName={LEAD_KEYS.sources} legend={SOURCES_LEGEND} options={SOURCE_OPTIONS} />
      <FilePicker
        name="attachments"
        formName={LEAD_KEYS.attachments}
        label={LEAD_LABELS.attachments}
        hint={`Briefs, specs or designs: up to ${MAX_ATTACHMENTS} PDF or DOCX files, 10 MB in total.`}
        multiple
      />
      <NewsletterBox
        name="mailing"
        label={LEAD_LABELS.mailing}
        description="One email a month with what we learn building apps. Unsubscribe with one click."
      />
    </FormShell>
  );
}
