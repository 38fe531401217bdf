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
  noindex = false,
}: {
  seo: SeoData | null;
  fallbackTitle: string;
  noindex?: boolean;
}) {
  const ctx = getSiteContext();
  const href = (lang: (typeof LANGS)[number]) => `${ctx.origin}${localePath(lang, ctx.path)}`;
  const verification = ctx.mirror.meta_yandex_verification;
  return (
    <>
      <title>{seo?.title || fallbackTitle}</title>
      {seo?.description ? <meta name="description" content={seo.description} /> : null}
      {seo?.keywords ? <meta name="keywords" content={seo.keywords} /> : null}
      {noindex ? <meta name="robots" content="noindex" /> : null}
      <link rel="canonical" href={href(ctx.lang)} />
      {LANGS.map((l) => (
        <link key={l} rel="alternate" hrefLang={LOCALE_INFO[l].htmlLang} href={href(l)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={href('ru')} />
      <meta property="og:title" content={seo?.title || fallbackTitle} />
      {seo?.description ? <meta property="og:description" content={seo.description} /> : null}
      <meta property="og:image" content={`${ctx.origin}/images/og-default.svg`} />
      {verification ? <meta name="yandex-verification" content={verification} /> : null}
    </>
  );
}

/** The operator's SEO text for the page, paragraphs split on blank lines. */
export function SeoText({ seo }: { seo: SeoData | null }) {
  if (!seo?.text) return null;
  return (
    <section className="prose-text mt-12 border-t border-line pt-6 text-sm" aria-label={seo.title}>
      {seo.text.split(/\n\s*\n/).map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </section>
  );
}
