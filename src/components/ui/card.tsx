import type { ReactNode } from 'react';

export function Card({
  children,
  className = '',
  as: Tag = 'div',
}: {
  children: ReactNode;
  className?: string;
  as?: 'div' | 'section' | 'article' | 'li';
}) {
  return (
    <Tag
      className={`rounded-[var(--radius-card)] border border-line bg-surface p-5 shadow-[var(--shadow-card)] ${className}`}
    >
      {children}
    </Tag>
  );
}

/** A card that is one link: the whole surface is the target, the title names it. */
export function LinkCard({
  href,
  image,
  title,
  subtitle,
  badge,
  imageWidth,
  imageHeight,
  eager = false,
}: {
  href: string;
  image: string;
  title: string;
  subtitle?: string | undefined;
  badge?: ReactNode;
  imageWidth: number;
  imageHeight: number;
  eager?: boolean;
}) {
  return (
    <a
      href={href}
      className="group relative flex flex-col overflow-hidden rounded-[var(--radius-card)] border border-line bg-surface no-underline shadow-[var(--shadow-card)] transition-transform hover:-translate-y-0.5 hover:border-accent"
    >
      <img
        src={image}
        alt=""
        width={imageWidth}
        height={imageHeight}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className="h-auto w-full bg-elevated"
      />
      <span className="flex flex-col gap-0.5 p-3">
        <span className="font-semibold text-text">{title}</span>
        {subtitle ? <span className="text-sm text-muted">{subtitle}</span> : null}
      </span>
      {badge ? <span className="absolute left-2 top-2">{badge}</span> : null}
    </a>
  );
}
