import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import TeamGrid from '@/components/cards/TeamGrid';
import { authors } from '@/content/authors';
import { teamMembers } from '@/content/team';
import { initials } from '@/lib/text';

describe('TeamGrid', () => {
  it('shows each member by name with their portrait, and no picture that could pass for their face', () => {
    const { container } = render(<TeamGrid members={teamMembers.all} />);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(teamMembers.all.length);
    // No member has a photo yet: every one shows their initials, nothing drawn.
    expect(container.querySelector('img, svg')).toBeNull();
    teamMembers.all.forEach((member, index) => {
      const item = items[index]!;
      expect(within(item).getByRole('heading', { level: 3 })).toHaveTextContent(member.name);
      expect(within(item).getByText(member.bio)).toBeInTheDocument();
      // The monogram is decorative: the name beside it says who it is.
      expect(within(item).getByText(initials(member.name))).toHaveAttribute('aria-hidden', 'true');
    });
  });

  it('links a member who writes to their author page, and leaves the others unlinked', () => {
    render(<TeamGrid members={teamMembers.all} />);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(
      teamMembers.all.filter((member) => member.writes).map((member) => member.name),
    );
    for (const author of authors.all)
      expect(screen.getByRole('link', { name: author.name })).toHaveAttribute('href', `/authors/${author.slug}`);
  });

  it('shows the photo uploaded for a member instead of their initials', () => {
    const [first, ...rest] = teamMembers.all;
    const portrait = {
      src: '/images/team/x/portrait.jpg',
      alt: `${first!.name} in the office`,
      width: 800,
      height: 1000,
    };
    render(<TeamGrid members={[{ ...first!, portrait }, ...rest]} />);
    expect(screen.getByRole('img', { name: portrait.alt })).toBeInTheDocument();
    expect(screen.queryByText(initials(first!.name))).toBeNull();
  });

  it('adds the note asked for under each role', () => {
    render(<TeamGrid members={authors.all} note={(author) => `Note on ${author.slug}`} />);
    for (const author of authors.all) expect(screen.getByText(`Note on ${author.slug}`)).toBeInTheDocument();
  });
});
