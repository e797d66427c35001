import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import FilePicker from '@/components/forms/FilePicker';
import { pdfFile } from '../lib/forms/fixtures';

type Values = { files: File[] };
/** The one rule of these tests: at least one file. */
const atLeastOneFile: Resolver<Values> = (values) => {
  if (values.files.length > 0) return { values, errors: {} as Record<string, never> };
  return { values: {}, errors: { files: { type: 'required', message: 'Required field' } } };
};

function Form({ children }: { children: ReactNode }) {
  const form = useForm<Values>({ defaultValues: { files: [] }, mode: 'onBlur', resolver: atLeastOneFile });
  return (
    <FormProvider {...form}>
      <form aria-label="Test form" noValidate onSubmit={form.handleSubmit(() => {})}>
        {children}
        <button type="submit">Send</button>
      </form>
    </FormProvider>
  );
}

const setup = (multiple: boolean) => {
  const user = userEvent.setup({ applyAccept: false });
  render(
    <Form>
      <FilePicker
        name="files"
        formName={multiple ? 'lead[leads_attachments][]' : 'application[cv]'}
        label={multiple ? 'Attachments' : 'Your CV'}
        hint="PDF or DOCX, up to 10 MB."
        multiple={multiple}
        required
      />
    </Form>,
  );
  return user;
};

describe('FilePicker', () => {
  it('refuses a program renamed .pdf as soon as it is chosen, by its first bytes, and never badges it PDF', async () => {
    const user = setup(false);
    const picker = screen.getByLabelText('Your CV');
    // An executable's first bytes ("MZ") under a PDF's name and type.
    await user.upload(picker, new File(['MZ\x90\x00\x03'], 'cv.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only PDF and DOCX files are allowed');
    expect(picker).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('list', { name: 'Chosen file' })).not.toBeInTheDocument();
    expect(screen.queryByText('PDF')).not.toBeInTheDocument();

    await user.upload(picker, pdfFile('cv.pdf'));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(within(screen.getByRole('list', { name: 'Chosen file' })).getByText('cv.pdf')).toBeInTheDocument();
  });

  it('keeps the real documents of a choice and says at once that the others are not PDF or DOCX', async () => {
    const user = setup(true);
    await user.upload(screen.getByLabelText('Attachments'), [
      pdfFile('brief.pdf'),
      new File(['PK\x05\x06 renamed text'], 'notes.docx', { type: 'application/octet-stream' }),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Only PDF or DOCX files are allowed');
    const items = within(screen.getByRole('list', { name: 'Chosen files' })).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent('brief.pdf');
  });

  it('lists each chosen file with its whole name, its size and a remove button', async () => {
    const user = setup(true);
    const long = 'product-requirements-for-the-clinic-booking-app-final-v3.pdf';
    await user.upload(screen.getByLabelText('Attachments'), [pdfFile(long), pdfFile('scope.pdf')]);
    const list = screen.getByRole('list', { name: 'Chosen files' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText(long)).toBeInTheDocument();
    expect(within(items[0]!).getByText('9 bytes')).toBeInTheDocument();
    expect(within(items[0]!).getByRole('button', { name: `Remove ${long}` })).toBeInTheDocument();
    expect(screen.getByText('2 files chosen, 18 bytes in total.')).toBeInTheDocument();
  });

  it('removes one file, keeps the others and moves focus to the next remove button, then to the input', async () => {
    const user = setup(true);
    const input = screen.getByLabelText('Attachments');
    await user.upload(input, [pdfFile('a.pdf'), pdfFile('b.pdf'), pdfFile('c.pdf')]);
    await user.click(screen.getByRole('button', { name: 'Remove b.pdf' }));
    const list = screen.getByRole('list', { name: 'Chosen files' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['PDFa.pdf9 bytesRemove', 'PDFc.pdf9 bytesRemove']);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove c.pdf' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove a.pdf' })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('list', { name: 'Chosen files' })).not.toBeInTheDocument();
    await waitFor(() => expect(input).toHaveFocus());
  });

  it('is not announced invalid before the visitor chooses or sends, even after focus leaves it', async () => {
    const user = setup(false);
    const input = screen.getByLabelText('Your CV');
    expect(input).not.toHaveAttribute('required');
    expect(input).toHaveAttribute('aria-required', 'true');
    await user.click(input);
    await user.tab();
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Required field')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Required field');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });
});
