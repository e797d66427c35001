import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import Home from '@/app/(site)/page';
import { projects } from '@/content/projects';
import { recognition } from '@/content/recognition';
import { projectPath } from '@/lib/routes';

describe('home page: partners who trust us', () => {
  it('lists every case-study client by name, linking to its case study, beside the awards and certifications as text', () => {
    render(<Home />);
    const section = screen.getByRole('heading', { level: 2, name: 'Partners who trust us' }).closest('section');
    expect(section).not.toBeNull();
    const partners = within(section!);
    const clients = within(partners.getByRole('heading', { level: 3, name: 'Clients' }).parentElement!);
    expect(projects.all).toHaveLength(7);
    for (const project of projects.all) {
      const link = clients.getByRole('link', { name: project.title });
      expect(link).toHaveAttribute('href', projectPath(project.slug));
      expect(within(link).getByRole('img', { name: project.title })).toHaveAttribute(
        'src',
        expect.stringContaining('clients'),
      );
    }
    expect(clients.getAllByRole('link')).toHaveLength(projects.all.length);
    // Each award and certification is its name and what it is for, in text: no picture of a badge.
    const { awards, certifications } = recognition();
    for (const [title, items] of [
      ['Awards', awards],
      ['Certifications', certifications],
    ] as const) {
      const list = within(partners.getByRole('heading', { level: 3, name: title }).parentElement!);
      expect(list.getAllByRole('listitem')).toHaveLength(items.length);
      expect(list.queryAllByRole('img')).toHaveLength(0);
      for (const item of items) expect(list.getByText(item.title).closest('li')).toHaveTextContent(item.summary);
    }
    // Nobody is credited who is not known: no issuer is named until the agency confirms one.
    expect(section).not.toHaveTextContent(/Given by|Certified by/);
  }, 20_000); // renders the whole home page, which takes several seconds on a busy machine
});
