import { POLICY_TITLES } from '../../content/policies';
import { getSiteContext } from '../../site/context.server';
import { getT } from '../../site/data.server';
import { localePath } from '../../site/locale';
import { POLICY_DOCS } from '../../site/routes';
import { visibleGames } from '../../site/visible-games';
import { FOOTER_INFO, footerGames } from './nav';

export function Footer() {
  const ctx = getSiteContext();
  const t = getT();
  const link = (p: string) => localePath(ctx.lang, p);
  const telegram = ctx.mirror.settings.telegram_channel_url;
  const colClass = 'flex flex-col gap-2 text-sm';
  const linkClass = 'text-muted no-underline hover:text-text';
  return (
    <footer className="mt-16 border-t border-line bg-surface/60">
      <div className="container-wide grid gap-8 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div className="flex flex-col gap-3">
          <span className="flex items-center gap-2 text-lg font-extrabold">
            <img src="/images/logo.svg" alt="" width={28} height={28} />
            {t('brand')}
          </span>
          <p className="text-sm text-muted">{t('footer.about')}</p>
          {telegram ? (
            <a
              href={telegram}
              rel="external noopener noreferrer"
              target="_blank"
              className="text-sm font-semibold text-info no-underline hover:underline"
              data-testid="telegram-link"
            >
              {t('footer.telegram')}
            </a>
          ) : null}
        </div>
        <nav aria-label={t('footer.games')} className={colClass}>
          <h2 className="font-bold">{t('footer.games')}</h2>
          {footerGames(visibleGames()).map((g) => (
            <a key={g.href} href={link(g.href)} className={linkClass}>
              {t(g.label)}
            </a>
          ))}
        </nav>
        <nav aria-label={t('footer.info')} className={colClass}>
          <h2 className="font-bold">{t('footer.info')}</h2>
          {FOOTER_INFO.map((g) => (
            <a key={g.href} href={link(g.href)} className={linkClass}>
              {t(g.label)}
            </a>
          ))}
        </nav>
        <nav aria-label={t('footer.legal')} className={colClass}>
          <h2 className="font-bold">{t('footer.legal')}</h2>
          {POLICY_DOCS.map((d) => (
            <a key={`${d.lang}/${d.doc}`} href={link(`/policy/${d.lang}/${d.doc}`)} className={linkClass}>
              {POLICY_TITLES[ctx.lang][d.doc]} ({d.lang.toUpperCase()})
            </a>
          ))}
        </nav>
      </div>
      <div className="border-t border-line">
        <div className="container-wide flex flex-col gap-2 py-4 text-xs text-muted sm:flex-row sm:items-center sm:justify-between">
          <p>
            <span className="mr-2 inline-flex h-6 w-6 items-center justify-center rounded-full border border-danger text-[10px] font-bold text-danger">
              18+
            </span>
            {t('footer.responsible')}
          </p>
          <p>© 2026 {t('brand')}</p>
        </div>
      </div>
    </footer>
  );
}
