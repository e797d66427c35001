import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import Button, { BUTTON_STYLES } from '@/components/ui/Button';
import { recordFollowedLinks } from '../../support/followedLinks';

const navigations = recordFollowedLinks();

describe('Button', () => {
  it('writes its label in Title Case, in the markup, with the words it was given', () => {
    render(<Button text="See Our work" link="/projects" />);
    expect(screen.getByRole('link', { name: 'See Our Work' })).toHaveTextContent(/^See Our Work$/);
  });

  it('offers the nine styles of the spec', () => {
    expect(BUTTON_STYLES).toEqual([
      'none',
      'sunset',
      'midnight',
      'full-moon',
      'borealis',
      'white',
      'white-borealis',
      'white-midnight',
      'link',
    ]);
  });

  it('is a <button type="button"> by default and honours type', () => {
    const { rerender } = render(<Button text="Send" />);
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('type', 'button');
    rerender(<Button text="Send" type="submit" />);
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('type', 'submit');
  });

  it('renders an internal link when given a link', async () => {
    render(<Button text="See The Team" link="/team" />);
    const link = screen.getByRole('link', { name: 'See The Team' });
    expect(link).toHaveAttribute('href', '/team');
    expect(link).not.toHaveAttribute('target');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    await userEvent.click(link);
    expect(navigations).toHaveBeenCalledWith('/team');
  });

  it('opens a link in a new tab with a safe rel when asked', () => {
    render(<Button text="Privacy policy" link="/privacy" newTab />);
    const link = screen.getByRole('link', { name: 'Privacy Policy' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('calls the click handler on click and on Enter', async () => {
    const onClick = vi.fn();
    render(<Button text="Let's Talk" onClick={onClick} />);
    const button = screen.getByRole('button', { name: "Let's Talk" });
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('calls the click handler of a link button on Enter', async () => {
    const onClick = vi.fn();
    render(<Button text="Request A Quote" link="/contact" onClick={onClick} />);
    screen.getByRole('link', { name: 'Request A Quote' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(navigations).toHaveBeenCalledWith('/contact');
  });

  it('does nothing when disabled', async () => {
    const onClick = vi.fn();
    render(<Button text="Save Changes" onClick={onClick} disabled link="/contact" />);
    const button = screen.getByRole('button', { name: 'Save Changes' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(navigations).not.toHaveBeenCalled();
  });

  it('uses the aria label as the accessible name and hides decorative svg and icon', () => {
    render(
      <Button
        ariaLabel="Close the menu"
        svg={<svg data-testid="svg" />}
        icon={<svg data-testid="icon" />}
        className="extra"
      />,
    );
    const button = screen.getByRole('button', { name: 'Close the menu' });
    expect(button).toHaveClass('extra');
    expect(screen.getByTestId('svg').parentElement).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true');
  });
});
