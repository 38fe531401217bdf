import type { ReactNode } from 'react';

// Minimal layout: no styles, no client components, no data.
export default function Layout({ children }: { children: ReactNode }) {
  return <main>{children}</main>;
}
