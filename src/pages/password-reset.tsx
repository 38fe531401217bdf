import { PageFrame } from '../components/layout/page-frame';
import { ButtonLink } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { getSiteContext } from '../site/context.server';
import { getT } from '../site/data.server';
import { localePath } from '../site/locale';

/** Password reset start page; the reset flow itself arrives with the accounts issue. */
export default function PasswordResetPage({ token }: { token?: string | undefined }) {
  const ctx = getSiteContext();
  const t = getT();
  return (
    <PageFrame title={t(token ? 'reset.newTitle' : 'reset.title')} lead={t(token ? 'reset.newLead' : 'reset.lead')} noindex>
      <Card className="flex max-w-lg flex-col gap-3">
        <p className="text-sm text-muted">{t('reset.help')}</p>
        <div className="flex flex-wrap gap-2">
          <ButtonLink href={`${localePath(ctx.lang, '/')}?login=1`}>{t('auth.login')}</ButtonLink>
          <ButtonLink href={localePath(ctx.lang, '/faq')} variant="secondary">{t('nav.faq')}</ButtonLink>
        </div>
      </Card>
    </PageFrame>
  );
}
