import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import Portrait, { PORTRAIT_PIXELS } from '@/components/ui/Portrait';

const ioana = { name: 'Ioana Pop' };
const photographed = {
  name: 'Ioana Pop',
  portrait: { src: '/images/team/ioana-pop/ioana.jpg', alt: 'Ioana at her desk' },
};

describe('Portrait', () => {
  it('shows the uploaded photo, with the alt text its editor gave, cropped to the size asked for', () => {
    render(<Portrait person={photographed} size="medium" />);
    const photo = screen.getByRole('img', { name: 'Ioana at her desk' });
    expect(photo).toHaveAttribute('width', String(PORTRAIT_PIXELS.medium));
    expect(photo).toHaveAttribute('height', String(PORTRAIT_PIXELS.medium));
    expect(photo.getAttribute('src')).toContain(encodeURIComponent('/images/team/ioana-pop/ioana.jpg'));
    // No monogram beside a photo.
    expect(screen.queryByText('IP')).toBeNull();
  });

  it('keeps a photo marked decorative out of the accessibility tree, the name beside it saying who it is', () => {
    render(<Portrait person={{ ...photographed, portrait: { ...photographed.portrait, alt: '' } }} size="small" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('presentation')).toHaveAttribute('alt', '');
  });

  it('stands the initials in for a person without a photo, hidden from assistive technology, and draws no face', () => {
    const { container } = render(<Portrait person={ioana} size="large" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('presentation')).toBeNull();
    expect(container.querySelector('img, svg')).toBeNull();
    const monogram = screen.getByText('IP');
    expect(monogram).toHaveAttribute('aria-hidden', 'true');
  });

  it('gives everyone the same treatment at a size: a monogram and a photo differ only in what they hold', () => {
    const { container } = render(
      <>
        <Portrait person={ioana} size="small" />
        <Portrait person={photographed} size="small" />
      </>,
    );
    const frames = [...container.children];
    expect(frames.map((frame) => frame.getAttribute('data-size'))).toEqual(['small', 'small']);
    expect(frames[0]!.className).toBe(frames[1]!.className);
    expect(frames.map((frame) => frame.getAttribute('data-portrait'))).toEqual(['monogram', 'photo']);
  });

  it('writes one initial for a single name and the first and last for a double one', () => {
    render(
      <>
        <Portrait person={{ name: 'Ana-Maria Bota' }} size="medium" />
        <Portrait person={{ name: 'Cher' }} size="medium" />
      </>,
    );
    expect(screen.getByText('AB')).toBeInTheDocument();
    expect(screen.getByText('C')).toBeInTheDocument();
  });
});
