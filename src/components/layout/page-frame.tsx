import type { ReactNode } from 'react';
import { getSiteContext } from '../../site/context.server';
import { getSeo, getT } from '../../site/data.server';
import { SeoHead, SeoText } from '../shell/seo-head';
import { PageHeading } from '../ui/page-heading';

/**
 * The frame every content page uses: SEO head from the operator's store (with the
 * page's own title as fallback), heading, content and the SEO text.
 */
export async function PageFrame({
  title,
  lead,
  description,
  fallbackTitle,
  noindex,
  hideHeading,
  children,
}: {
  title: string;
  lead?: string | undefined;
  /** A description for search results when the operator's store has none for this page. */
  description?: string | undefined;
  fallbackTitle?: string;
  noindex?: boolean;
  hideHeading?: boolean;
  children: ReactNode;
}) {
  const ctx = getSiteContext();
  const seo = await getSeo(ctx.path);
  return (
    // One content width for every page, the header's and footer's (issue 9: dice at 1,130 px
    // beside crash at full width looked accidental). Pages lay out their own columns inside.
    <div className="container-wide">
      <SeoHead
        seo={seo}
        fallbackTitle={fallbackTitle ?? `${title} | ${getT()('brand')}`}
        fallbackDescription={description}
        noindex={noindex ?? false}
      />
      {hideHeading ? null : <PageHeading title={title} lead={lead} />}
      {children}
      <SeoText seo={seo} />
    </div>
  );
}
