import type { ReactNode } from 'react';
import { getSiteContext } from '../../site/context.server';
import { matchRoute } from '../../site/routes';
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
  fallbackTitle,
  noindex,
  wide,
  hideHeading,
  children,
}: {
  title: string;
  lead?: string | undefined;
  fallbackTitle?: string;
  noindex?: boolean;
  wide?: boolean | undefined;
  hideHeading?: boolean;
  children: ReactNode;
}) {
  const ctx = getSiteContext();
  const seo = await getSeo(ctx.path);
  return (
    <div className={(wide ?? matchRoute(ctx.path)?.route.fullWidth) ? 'container-wide' : 'container-page'}>
      <SeoHead seo={seo} fallbackTitle={fallbackTitle ?? `${title} | ${getT()('brand')}`} noindex={noindex ?? false} />
      {hideHeading ? null : <PageHeading title={title} lead={lead} />}
      {children}
      <SeoText seo={seo} />
    </div>
  );
}
