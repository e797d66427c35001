import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import SiteNav from '@/components/layout/SiteNav';
import type { NavItem } from '@/content/navigation';

vi.mock('next/navigation', () => ({ usePathname: () => '/' }));

const items: NavItem[] = [
  {
    label: 'Services',
    href: '/services',
    groups: [
      { label: 'Build', links: [{ label: 'Web development', href: '/services/web-development' }] },
      { label: 'Care', links: [{ label: 'App maintenance', href: '/services/app-maintenance' }] },
    ],
  },
  { label: 'Projects', href: '/projects' },
];

function renderPage() {
  render(
    <>
      <header>
        <SiteNav items={items} cta={{ label: "Let's Talk", href: '/contact' }} />
      </header>
      <main>
        <a href="#hero">Hero link</a>
      </main>
    </>,
  );
  return {
    toggle: screen.getByRole('button', { name: 'Menu' }),
    services: screen.getByRole('button', { name: 'Services' }),
    heroLink: screen.getByRole('link', { name: 'Hero link' }),
  };
}

describe('SiteNav: the Services menu on a wide screen', () => {
  it('closes when focus moves on past it', async () => {
    const user = userEvent.setup();
    const { services } = renderPage();
    await user.click(services);
    expect(services).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Web development' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(services).toHaveAttribute('aria-expanded', 'true'); // still inside: the overview link
    await user.tab();
    expect(screen.getByRole('link', { name: 'Projects' })).toHaveFocus();
    expect(services).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Web development' })).not.toBeInTheDocument();
  });

  it('closes when the mouse leaves it, not when a finger lifts', async () => {
    const user = userEvent.setup();
    const { services } = renderPage();
    await user.click(services);
    const item = services.closest('li')!;
    fireEvent.pointerLeave(item, { pointerType: 'touch' });
    expect(services).toHaveAttribute('aria-expanded', 'true');
    fireEvent.pointerLeave(item, { pointerType: 'mouse' });
    expect(services).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes with Escape wherever focus is and returns focus to its button', async () => {
    const user = userEvent.setup();
    const { services } = renderPage();
    await user.click(services);
    services.blur(); // a click on the menu's background leaves focus on the page itself
    expect(services).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(services).toHaveAttribute('aria-expanded', 'false');
    expect(services).toHaveFocus();
  });
});

describe('SiteNav: the mobile menu', () => {
  it('has one name, Menu, with its state in aria-expanded', async () => {
    const user = userEvent.setup();
    const { toggle } = renderPage();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Menu', expanded: true })).toBe(toggle);
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });

  it('keeps Tab inside while open, both ways', async () => {
    const user = userEvent.setup();
    const { toggle } = renderPage();
    await user.click(toggle);
    const cta = screen.getByRole('link', { name: "Let's Talk" });
    cta.focus();
    await user.tab();
    expect(toggle).toHaveFocus();
    await user.tab({ shift: true });
    expect(cta).toHaveFocus();
  });

  it('lets Tab leave once closed', async () => {
    const user = userEvent.setup();
    const { toggle, heroLink } = renderPage();
    screen.getByRole('link', { name: "Let's Talk" }).focus();
    await user.tab();
    expect(heroLink).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes with Escape from anywhere and returns focus to the toggle', async () => {
    const user = userEvent.setup();
    const { toggle, services, heroLink } = renderPage();
    await user.click(toggle);
    await user.click(services); // a sub-menu open inside it as well
    heroLink.focus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(services).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('keeps a sub-menu open while focus moves through the menu', async () => {
    const user = userEvent.setup();
    const { toggle, services } = renderPage();
    await user.click(toggle);
    await user.click(services);
    screen.getByRole('link', { name: 'Projects' }).focus();
    expect(services).toHaveAttribute('aria-expanded', 'true');
  });
});
