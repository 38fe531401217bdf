import { PageFrame } from '../components/layout/page-frame';
import { ButtonLink } from '../components/ui/button';
import { getSiteContext } from '../site/context.server';
import { getT } from '../site/data.server';
import { localePath } from '../site/locale';

const KNOWN = new Set(['400', '401', '403', '404', '429', '451', '500', '503']);

/** /error?errorCode=N: a generic error page that names the problem when it knows it. */
export default function ErrorPage() {
  const ctx = getSiteContext();
  const t = getT();
  const raw = ctx.url.searchParams.get('errorCode') ?? '';
  const code = /^\d{3}$/.test(raw) ? raw : '';
  const key = KNOWN.has(code) ? code : 'generic';
  return (
    <PageFrame title={t(`errorPage.${key}.title`)} lead={t(`errorPage.${key}.text`)} noindex>
      {code ? (
        <p className="mb-6 text-6xl font-extrabold text-accent" data-testid="error-code">
          {code}
        </p>
      ) : null}
      <ButtonLink href={localePath(ctx.lang, '/')}>{t('common.toHome')}</ButtonLink>
    </PageFrame>
  );
}
