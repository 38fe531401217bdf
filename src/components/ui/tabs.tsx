/** Navigation tabs: each tab is a link; the current one is marked for assistive tech. */
export function TabNav({
  label,
  items,
  current,
}: {
  label: string;
  items: { href: string; label: string }[];
  current: string;
}) {
  return (
    <nav aria-label={label} className="overflow-x-auto">
      <ul className="flex min-w-max gap-1 rounded-xl border border-line bg-surface p-1">
        {items.map((item) => {
          const active = item.href === current;
          return (
            <li key={item.href}>
              <a
                href={item.href}
                aria-current={active ? 'page' : undefined}
                className={`block rounded-lg px-4 py-2 text-sm font-semibold no-underline ${active ? 'bg-accent-fill text-white' : 'text-muted hover:bg-elevated hover:text-text'}`}
              >
                {item.label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
