'use client';

import ErrorView from '@/components/errors/ErrorView';

export default function Error({ error }: { error: Error & { digest?: string } }) {
  return <ErrorView error={error} />;
}
