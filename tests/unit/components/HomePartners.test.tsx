import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import Home from '@/app/(site)/page';
import { awards } from '@/content/awards';
import { certifications } from '@/content/certifications';
import { projects } from '@/content/projects';
import { projectPath } from '@/lib/routes';

describe('home page: partners who trust us', () => {
  it('lists every case-study client by name, linking to its case study, beside the named badges', () => {
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
    // Each badge named, with who gave it or what it covers, in text beside it.
    for (const badge of [...awards, ...certifications]) {
      const item = partners.getByText(badge.name).closest('li')!;
      expect(item).toHaveTextContent(`${badge.name}${badge.detail}`);
    }
    expect(partners.getByText('European app development award, winner 2025').closest('li')).toHaveTextContent(
      'Given by a European technology awards jury',
    );
  }, 20_000); // renders the whole home page, which takes several seconds on a busy machine
});
