import type { ReactNode } from 'react';

export const metadata = {
  title: 'A bare Next.js page',
  description: 'The benchmark’s framework floor: what any App Router page costs before its own code.',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
