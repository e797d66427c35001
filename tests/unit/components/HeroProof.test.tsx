import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import HeroProof from '@/components/layout/HeroProof';

describe('HeroProof', () => {
  it('lists each fact under its label, with the case study it comes from', () => {
    render(
      <HeroProof
        label="Our record"
        items={[
          { value: '-41%', label: 'No-shows in the first six months', source: 'Glow' },
          { value: '70+', label: 'developers' },
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Our record' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '-41%No-shows in the first six monthsGlow',
      '70+developers',
    ]);
  });

  it('is left out of the site search, whose excerpts start with the page’s own words', () => {
    render(<HeroProof label="The work below" layout="grid" items={[{ value: '7', label: 'case studies' }]} />);
    expect(screen.getByRole('list', { name: 'The work below' }).closest('[data-pagefind-ignore]')).not.toBeNull();
  });
});
