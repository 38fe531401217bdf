import { unstable_redirect as redirect } from 'waku/router/server';
import { I18nProvider } from '../client/i18n';
import { PageFrame } from '../components/layout/page-frame';
import { RESET_DONE_FLAG } from '../components/reset/done-flag';
import { ResetFlow } from '../components/reset/reset-flow';
import { TokenReset } from '../components/reset/token-reset';
import { ButtonLink } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { clientMessages } from '../i18n';
import { getSiteContext } from '../site/context.server';
import { getT } from '../site/data.server';
import { localePath } from '../site/locale';
import { checkResetToken, type ResetChannel } from '../site/reset-token.server';

// `phone`: the masked phone field's words (country names).
const CLIENT_NAMESPACES = ['reset', 'phone', 'error', 'common'];

/**
 * /password/reset (the whole flow, by e-mail or phone) and /reset-password/{token} (the
 * e-mail link; `?channel=phone` for a phone link). The token page checks the token while
 * it renders, so it is never kept in the render cache (its route is `noCache`: a used or
 * expired token would otherwise keep its old answer). Both pages ask the browser to send
 * no referrer, so a token in the address reaches neither another site nor our own logs.
 */
export default async function PasswordResetPage({ token }: { token?: string | undefined }) {
  const ctx = getSiteContext();
  const t = getT();
  const link = (p: string) => localePath(ctx.lang, p);
  const messages = clientMessages(ctx.lang, CLIENT_NAMESPACES, ctx.config.texts);

  if (token === undefined) {
    // Where a finished reset lands (see NewPasswordForm): the confirmation, for the player it logged in.
    const done = ctx.profile !== null && ctx.url.searchParams.get(RESET_DONE_FLAG) === '1';
    return (
      <PageFrame title={t('reset.title')} lead={t('reset.lead')} noindex>
        <meta name="referrer" content="no-referrer" />
        <div className="flex max-w-lg flex-col gap-6">
          <Card>
            <I18nProvider lang={ctx.lang} messages={messages}>
              <ResetFlow done={done} region={ctx.region} />
            </I18nProvider>
          </Card>
          <p className="text-sm text-muted">
            {t('reset.help')} <a href={link('/faq')}>{t('nav.faq')}</a>
          </p>
        </div>
      </PageFrame>
    );
  }

  const channel: ResetChannel = ctx.url.searchParams.get('channel') === 'phone' ? 'phone' : 'email';
  const check = await checkResetToken(token, channel);
  // Spec section 8: a failed phone token check goes to the error page.
  if (channel === 'phone' && check.state !== 'valid') {
    redirect(`${link('/error')}?errorCode=${check.state === 'invalid' ? 404 : 500}`, 307);
  }

  return (
    <PageFrame title={t('reset.newTitle')} lead={check.state === 'valid' ? t('reset.newLead') : undefined} noindex>
      <meta name="referrer" content="no-referrer" />
      <Card className="flex max-w-lg flex-col gap-4">
        {check.state === 'valid' ? (
          <I18nProvider lang={ctx.lang} messages={messages}>
            <TokenReset token={token} login={check.login} channel={channel} />
          </I18nProvider>
        ) : (
          <>
            <p role="alert" data-testid={check.state === 'invalid' ? 'reset-link-invalid' : 'reset-link-unavailable'}>
              {t(check.state === 'invalid' ? 'reset.linkInvalid' : 'reset.linkUnavailable')}
            </p>
            <div className="flex flex-wrap gap-2">
              <ButtonLink href={link('/password/reset')}>{t('reset.requestNew')}</ButtonLink>
              {check.state === 'unavailable' ? (
                <ButtonLink href={`${link(ctx.path)}${ctx.url.search}`} variant="secondary">
                  {t('reset.tryAgain')}
                </ButtonLink>
              ) : null}
            </div>
          </>
        )}
      </Card>
    </PageFrame>
  );
}
