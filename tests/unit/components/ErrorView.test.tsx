import { render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ErrorPage from '@/app/(site)/error';

/** Stands in for the boundary Next puts around each route segment with app/(site)/error.tsx. */
class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    return this.state.error ? <ErrorPage error={this.state.error} /> : this.props.children;
  }
}

function Broken(): ReactNode {
  throw new Error('Cannot read properties of undefined');
}

function renderFailingPage(userAgent: string) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  return render(
    <main>
      <Boundary>
        <Broken />
      </Boundary>
    </main>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('runtime error view', () => {
  it('shows the 404 view to a visitor', () => {
    window.history.replaceState(null, '', '/services/web-development');
    renderFailingPage('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/142.0 Safari/537.36');
    expect(screen.getByRole('heading', { level: 1, name: 'Oops!' })).toBeInTheDocument();
    expect(screen.getByText("Looks like you've gone off the beaten path...")).toBeInTheDocument();
    expect(screen.getByText('Page not found: /services/web-development')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return To Homepage' })).toHaveAttribute('href', '/');
  });

  it('does not show the error view to a search bot', () => {
    renderFailingPage('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
    expect(screen.queryByRole('heading', { name: 'Oops!' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Page not found/)).not.toBeInTheDocument();
  });
});

describe('runtime error view in the editor’s preview (`npm run dev`)', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('says what is wrong, in the words the build would stop with, and where to repair it', () => {
    vi.stubEnv('NODE_ENV', 'development');
    renderFailingPage('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/142.0 Safari/537.36');
    expect(screen.getByRole('heading', { level: 1, name: 'This page cannot be shown' })).toBeInTheDocument();
    expect(screen.getByText('Cannot read properties of undefined')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'content editor' })).toHaveAttribute('href', '/keystatic');
    expect(screen.queryByRole('heading', { name: 'Oops!' })).not.toBeInTheDocument();
  });
});
