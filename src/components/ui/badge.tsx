import type { ReactNode } from 'react';

const TONE = {
  accent: 'bg-accent/20 text-[#b9a8ff] border-accent/40',
  win: 'bg-win/15 text-win border-win/40',
  gold: 'bg-gold/15 text-gold border-gold/40',
  muted: 'bg-elevated text-muted border-line',
} as const;

export function Badge({ children, tone = 'accent' }: { children: ReactNode; tone?: keyof typeof TONE }) {
  return (
    <span className={`inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-semibold ${TONE[tone]}`}>
      {children}
    </span>
  );
}
