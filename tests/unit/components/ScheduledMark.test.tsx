import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ScheduledMark from '@/components/ui/ScheduledMark';

afterEach(() => vi.unstubAllEnvs());

describe('ScheduledMark', () => {
  it('tells an editor previewing a post dated after the content clock when it goes live', () => {
    vi.stubEnv('CONTENT_NOW', '2026-12-07T18:00:00+02:00');
    render(<ScheduledMark date="2026-12-08" />);
    expect(screen.getByText(/^Scheduled for/)).toHaveTextContent(
      'Scheduled for 8 Dec 2026: published by the first build on that day',
    );
  });

  it('says nothing on a post already published', () => {
    vi.stubEnv('CONTENT_NOW', '2026-12-08T00:10:00+02:00');
    const { container } = render(<ScheduledMark date="2026-12-08" />);
    expect(container).toBeEmptyDOMElement();
  });
});
