import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ProjectScreens from '@/components/blocks/ProjectScreens';

describe('ProjectScreens', () => {
  it('shows each uploaded screen resized for the layout, lazily, with its size and caption', () => {
    render(
      <ProjectScreens
        screens={[
          {
            picture: { src: '/images/projects/glow/booking.png', alt: 'The booking screen', width: 1170, height: 2532 },
            caption: 'Three taps from opening the app to a booked slot',
          },
        ]}
      />,
    );
    const picture = screen.getByRole('img', { name: 'The booking screen' });
    expect(picture).toHaveAttribute('width', '1170');
    expect(picture).toHaveAttribute('height', '2532');
    expect(picture).toHaveAttribute('loading', 'lazy');
    expect(picture).toHaveAttribute('sizes', '(min-width: 48rem) 17rem, 46vw');
    expect(picture.getAttribute('srcset')).toMatch(
      /\/_next\/image\?url=%2Fimages%2Fprojects%2Fglow%2Fbooking\.png&w=640&q=75 640w/,
    );
    const caption = screen.getByText('Three taps from opening the app to a booked slot');
    expect(caption.tagName).toBe('FIGCAPTION');
    expect(caption.closest('figure')).toContainElement(picture);
    expect(picture.closest('li')).toHaveAttribute('data-shape', 'phone');
  });

  it('tells a page from a phone, so a row of both lines up at one height', () => {
    render(
      <ProjectScreens
        screens={[
          {
            picture: { src: '/images/projects/acme/phone.svg', alt: 'The Acme app', width: 324, height: 664 },
            caption: 'The app',
          },
          {
            picture: { src: '/images/projects/acme/page.svg', alt: 'The Acme dashboard', width: 960, height: 600 },
            caption: 'The dashboard',
          },
        ]}
      />,
    );
    expect(screen.getByRole('img', { name: 'The Acme app' }).closest('li')).toHaveAttribute('data-shape', 'phone');
    const page = screen.getByRole('img', { name: 'The Acme dashboard' });
    expect(page.closest('li')).toHaveAttribute('data-shape', 'page');
    expect(page).toHaveAttribute('loading', 'lazy');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('The dashboard').tagName).toBe('FIGCAPTION');
  });
});
