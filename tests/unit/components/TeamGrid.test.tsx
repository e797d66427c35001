import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import TeamGrid from '@/components/cards/TeamGrid';
import { teamMembers } from '@/content/team';
import { initials } from '@/lib/text';

describe('TeamGrid', () => {
  it('shows each member by name with their initials, and no picture that could pass for their face', () => {
    const { container } = render(<TeamGrid members={teamMembers.all} />);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(teamMembers.all.length);
    expect(container.querySelector('img, svg')).toBeNull();
    teamMembers.all.forEach((member, index) => {
      const item = items[index]!;
      expect(within(item).getByRole('heading', { level: 3 })).toHaveTextContent(member.name);
      // The monogram is decorative: the name beside it says who it is.
      const monogram = within(item).getByText(initials(member.name));
      expect(monogram).toHaveAttribute('aria-hidden', 'true');
    });
  });

  it('gives neighbours different colours', () => {
    render(<TeamGrid members={teamMembers.all.slice(0, 4)} />);
    const tones = screen
      .getAllByRole('listitem')
      .map((item) => item.querySelector('[data-tone]')!.getAttribute('data-tone'));
    expect(new Set(tones).size).toBe(4);
  });
});
