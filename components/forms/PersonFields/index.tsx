import type { ReactNode } from 'react';
import FieldRow from '@/components/forms/FieldRow';
import TextField from '@/components/forms/TextField';
import { MAX_LENGTH } from '@/lib/validation/keys';
import { PERSON_LABELS } from '@/lib/validation/labels';

type PersonFieldsProps = {
  /** The payload keys of the three fields (`lead[name]` ... or `application[name]` ...). */
  keys: { name: string; email: string; phone: string };
  /** A field shown beside the phone number. */
  children?: ReactNode;
};

/** Who is writing: full name and email address (required) and a phone number, the same in both forms. */
export default function PersonFields({ keys, children }: PersonFieldsProps) {
  return (
    <>
      <FieldRow>
        <TextField
          name="name"
          formName={keys.name}
          label={PERSON_LABELS.name}
          autoComplete="name"
          maxLength={MAX_LENGTH.name}
          required
        />
        <TextField
          name="email"
          formName={keys.email}
          label={PERSON_LABELS.email}
          type="email"
          autoComplete="email"
          maxLength={MAX_LENGTH.email}
          required
        />
      </FieldRow>
      <FieldRow>
        <TextField
          name="phone"
          formName={keys.phone}
          label={PERSON_LABELS.phone}
          type="tel"
          autoComplete="tel"
          maxLength={MAX_LENGTH.phone}
          // Non-breaking spaces: the example number never splits across two lines.
          hint={'With the country code, e.g. +40\u00a0744\u00a0123\u00a0456.'}
        />
        {children}
      </FieldRow>
    </>
  );
}
