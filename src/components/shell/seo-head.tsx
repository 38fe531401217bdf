import { LANGS, LOCALE_INFO } from '../../contract/common';
import type { SeoData } from '../../contract/seo';
import { getSiteContext } from '../../site/context.server';
import { localePath } from '../../site/locale';

/**
 * Title, description, keywords, canonical and hreflang alternates for the page.
 * React hoists these into <head> wherever they render.
 */
export function SeoHead({
  seo,
  fallbackTitle,
  fallbackDescription,
  noindex = false,
}: {
  seo: SeoData | null;
  fallbackTitle: string;
  /** The page's own summary, for pages the operator's store has no entry for (a case, a slot…). */
  fallbackDescription?: string | undefined;
  noindex?: boolean;
}) {
  const ctx = getSiteContext();
  const description = seo?.description || (fallbackDescription ? clip(fallbackDescription) : '');
  const href = (lang: (typeof LANGS)[number]) => `${ctx.origin}${localePath(lang, ctx.path)}`;
  const verification = ctx.mirror.meta_yandex_verification;
  return (
    <>
      <title>{seo?.title || fallbackTitle}</title>
      {description ? <meta name="description" content={description} /> : null}
      {seo?.keywords ? <meta name="keywords" content={seo.keywords} /> : null}
      {noindex ? <meta name="robots" content="noindex" /> : null}
      <link rel="canonical" href={href(ctx.lang)} />
      {LANGS.map((l) => (
        <link key={l} rel="alternate" hrefLang={LOCALE_INFO[l].htmlLang} href={href(l)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={href('ru')} />
      <meta property="og:title" content={seo?.title || fallbackTitle} />
      {description ? <meta property="og:description" content={description} /> : null}
      <meta property="og:image" content={`${ctx.origin}/images/og-default.svg`} />
      {verification ? <meta name="yandex-verification" content={verification} /> : null}
    </>
  );
}

/** Search engines show about 160 characters: cut at a word and mark the cut. */
export function clip(text: string, max = 160): string {
  const t = text.replace(/\s+/g, ' ').trim();
  if (t.length <= max) return t;
  const cut = t.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).replace(/[\s,;:—-]+$/, '')}…`;
}

/** The operator's SEO text for the page, paragraphs split on blank lines. */
export function SeoText({ seo }: { seo: SeoData | null }) {
  if (!seo?.text) return null;
  return (
    <section className="prose-text mt-12 border-t border-line pt-6 text-sm" aria-label={seo.title}>
      {seo.text.split(/\n\s*\n/).map((p, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a static text list, never reordered, and its texts may repeat.
        <p key={i}>{p}</p>
      ))}
    </section>
  );
}
