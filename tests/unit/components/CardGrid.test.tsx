import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import CardGrid from '@/components/cards/CardGrid';

const cards = ['Ledgerly', 'Campus Quest', 'Glow'].map((title, index) => ({
  title,
  href: `/projects/${index}`,
  image: { src: `/images/projects/${index}.svg`, alt: `${title} on a phone`, width: 1200, height: 800 },
}));

describe('CardGrid', () => {
  it('fetches the first picture at once when the grid leads the page, and the others only near the viewport', () => {
    render(<CardGrid cards={cards} leadImage />);
    const [first, ...rest] = screen.getAllByRole('img');
    expect(first).toHaveAccessibleName('Ledgerly on a phone');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    for (const image of rest) {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).not.toHaveAttribute('fetchpriority');
    }
  });

  it('loads every picture lazily in a grid further down the page', () => {
    render(<CardGrid cards={cards} />);
    for (const image of screen.getAllByRole('img')) {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).not.toHaveAttribute('fetchpriority');
    }
  });

  it('lays the first card across its row where it leads the grid, on a tablet (two a row), a laptop or both', () => {
    const many = (count: number) =>
      Array.from({ length: count }, (_, index) => ({ title: `Card ${index + 1}`, href: `/projects/${index}` }));
    const across = (count: number) => {
      const { unmount } = render(<CardGrid cards={many(count)} />);
      const [first, ...rest] = screen.getAllByRole('article');
      for (const card of rest) expect(card).not.toHaveAttribute('data-across');
      const value = first!.getAttribute('data-across');
      unmount();
      return value;
    };
    // 7: one lead and three rows of two; one lead and two rows of three.
    expect(across(7)).toBe('tablet laptop');
    // 4: two rows of two; one lead and a row of three.
    expect(across(4)).toBe('laptop');
    // 3: one lead and a row of two; one row of three.
    expect(across(3)).toBe('tablet');
    expect(across(6)).toBeNull();
    expect(across(1)).toBe('tablet laptop');
  });
});
