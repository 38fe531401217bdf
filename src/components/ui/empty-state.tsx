import type { ReactNode } from 'react';
import { ButtonLink } from './button';

/**
 * A list with nothing in it yet: a picture, one line saying why, and the one thing to do
 * next (issue 9). Server-rendered; the icon is decorative.
 */
export function EmptyState({
  icon,
  text,
  action,
  testId,
}: {
  icon: ReactNode;
  text: string;
  action?: { href: string; label: string };
  testId?: string;
}) {
  return (
    <div className="flex flex-col items-center gap-3 py-8 text-center" data-testid={testId}>
      <div
        aria-hidden="true"
        className="grid size-16 place-items-center rounded-2xl border border-line bg-elevated text-3xl shadow-[0_8px_24px_rgb(124_92_255/0.18)]"
      >
        {icon}
      </div>
      <p className="max-w-sm text-muted">{text}</p>
      {action ? (
        <ButtonLink href={action.href} size="sm">
          {action.label}
        </ButtonLink>
      ) : null}
    </div>
  );
}
