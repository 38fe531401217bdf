import type { ReactNode } from 'react';

export function PageHeading({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: string | undefined;
  children?: ReactNode;
}) {
  return (
    <header className="mb-6 flex flex-col gap-2">
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{title}</h1>
      {lead ? <p className="max-w-3xl text-muted">{lead}</p> : null}
      {children}
    </header>
  );
}
