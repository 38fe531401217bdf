import { SeoHead } from '../components/shell/seo-head';
import { NO_ACCESS } from '../content/pages';
import { getSiteContext } from '../site/context.server';

export default function NoAccessPage() {
  const ctx = getSiteContext();
  const n = NO_ACCESS[ctx.lang];
  const telegram = ctx.mirror.settings.telegram_channel_url;
  return (
    <section className="flex max-w-lg flex-col items-center gap-4 text-center" data-testid="no-access">
      <SeoHead seo={null} fallbackTitle={n.title} noindex />
      <div className="text-5xl" aria-hidden="true">
        ⛔
      </div>
      <h1 className="text-2xl font-extrabold">{n.title}</h1>
      <p className="text-muted">{n.text}</p>
      {telegram ? (
        <a
          href={telegram}
          rel="external noopener noreferrer"
          target="_blank"
          className="text-sm font-semibold text-info"
        >
          Telegram
        </a>
      ) : null}
    </section>
  );
}
