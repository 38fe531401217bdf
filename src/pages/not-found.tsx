import { PageFrame } from '../components/layout/page-frame';
import { ButtonLink } from '../components/ui/button';
import { getSiteContext } from '../site/context.server';
import { getT } from '../site/data.server';
import { localePath } from '../site/locale';

/** Rendered with status 404 for any path no route matches (spec section 2). */
export default function NotFoundPage() {
  const ctx = getSiteContext();
  const t = getT();
  return (
    <PageFrame title={t('notFound.title')} noindex>
      <p className="mb-6 break-all text-muted" data-testid="not-found">
        {t('notFound.message', { path: ctx.url.pathname })}
      </p>
      <ButtonLink href={localePath(ctx.lang, '/')}>{t('common.toHome')}</ButtonLink>
    </PageFrame>
  );
}
