'use client';

import { getDefaultStore } from 'jotai';
import { useEffect, useId, useState } from 'react';
import { sessionAtom } from '../../client/atoms';
import { useLang, useT } from '../../client/i18n';
import { ApiRequestError, authApi } from '../../client/api';
import { completeLogin, openModal, reportFailure } from '../../client/session-actions';
import { localePath } from '../../site/locale';
import { buttonClass } from '../ui/button';
import { formErrorsFrom } from './form-errors';
import { FormAlert, FormNotice } from './form-widgets';
import { readAttribution, readFingerprint, userAgreementPath } from './request-extras';
import { runSocialLogin, startSocialFlow } from './social-popup';

type Provider = { id: string; name: string };

// The provider list is the same for every modal on the page: ask once.
let providersOnce: Promise<Provider[]> | null = null;
function loadProviders(): Promise<Provider[]> {
  providersOnce ??= authApi.socialProviders().then(
    (r) => r.data,
    () => {
      providersOnce = null; // try again next time a modal opens
      return [];
    },
  );
  return providersOnce;
}

const errorLine = (error: string) => (/^[a-z0-9_]+$/.test(error) ? `${error}: ${error}` : error);

/** The social networks the operator enabled, as buttons that log in through a popup. */
export function SocialButtons() {
  const t = useT();
  const lang = useLang();
  const [providers, setProviders] = useState<Provider[]>([]);
  const [waiting, setWaiting] = useState(false);
  const [problem, setProblem] = useState<string[]>([]);
  // A link offer the popup brought back: nothing is linked until the player says so here.
  const [offer, setOffer] = useState<{ link: string; provider: string; account: string } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const headingId = useId();

  async function confirmLink() {
    if (!offer) return;
    const { link, provider } = offer;
    setOffer(null);
    try {
      await authApi.socialLinkConfirm({ link });
      setNotice(t('auth.socialLinked', { provider }));
    } catch (err) {
      reportFailure('social', err, t);
      setProblem(formErrorsFrom(err, t, []).alert);
    }
  }

  useEffect(() => {
    let live = true;
    void loadProviders().then((list) => live && setProviders(list));
    return () => {
      live = false;
    };
  }, []);

  if (!providers.length) return null;

  const onClick = (provider: string) => {
    if (waiting) return;
    setProblem([]);
    setNotice(null);
    setOffer(null);
    const flow = startSocialFlow(document, window.location.protocol === 'https:');
    // Synchronously inside the click: the popup opens before any await.
    const run = runSocialLogin(window, () =>
      authApi.socialStart({
        provider,
        origin: window.location.origin,
        flow,
        promo: readAttribution().promo ?? null,
        fp: readFingerprint(),
        // The notice below the buttons says so: a new player accepts the terms and is 18+.
        accept_terms: true,
        // Logged in already: the social account gets linked to this player.
        token: getDefaultStore().get(sessionAtom).token,
      }),
    );
    setWaiting(true);
    const fail = (err: unknown) => {
      reportFailure('social', err, t);
      setProblem(formErrorsFrom(err, t, []).alert);
    };
    run.result
      .then(
        async (outcome) => {
          switch (outcome.kind) {
            case 'ok':
              // Spec section 4: log in, close the modal, attribute the source (completeLogin does
              // these, and sets a new social account's currency by region).
              // After a registration completeLogin opens PayIn 350 ms after the currency is set.
              // The waiting-bonus data then loads by itself: WaitingBonus asks again on every
              // session change (src/components/bonus/waiting-bonus.tsx).
              await completeLogin({ success: true, token: outcome.token }, 'social', {
                registered: outcome.registered,
              });
              return;
            case 'link':
              setOffer({ link: outcome.link, provider: outcome.provider, account: outcome.account });
              return;
            case 'two_factor':
              openModal('two-factor', { challenge: outcome.challenge, method: 'social' });
              return;
            case 'linked':
              setNotice(t('auth.socialLinked', { provider: outcome.provider }));
              return;
            case 'error':
              // The callback page reports "code: text" or a bare code (social_failed): translated
              // like an API error line, error.{code}.
              fail(new ApiRequestError(422, { message: outcome.error, errors: { _: [errorLine(outcome.error)] } }));
              return;
            case 'blocked':
              setProblem([t('auth.socialBlocked')]);
              return;
            case 'closed':
              return;
          }
        },
        // The start call failed (unknown provider, not our origin, network).
        fail,
      )
      .catch((err: unknown) => console.error('[social-login] after the login:', err))
      .finally(() => setWaiting(false));
  };

  return (
    <section className="flex flex-col gap-3" aria-labelledby={headingId} data-testid="social-login">
      <h3
        id={headingId}
        className="flex items-center gap-3 text-xs font-semibold uppercase tracking-wide text-muted before:h-px before:flex-1 before:bg-line after:h-px after:flex-1 after:bg-line"
      >
        {t('auth.orSocial')}
      </h3>
      <ul className="grid grid-cols-2 gap-2">
        {providers.map((p) => (
          <li key={p.id}>
            <button
              type="button"
              className={buttonClass('secondary', 'md', 'w-full')}
              disabled={waiting}
              aria-label={t('auth.socialWith', { provider: p.name })}
              data-testid={`social-${p.id}`}
              onClick={() => onClick(p.id)}
            >
              {p.name}
            </button>
          </li>
        ))}
      </ul>
      <p className="text-xs text-muted" data-testid="social-terms">
        {t('auth.socialTerms')}{' '}
        <a href={localePath(lang, userAgreementPath(lang))} target="_blank" rel="noopener" className="underline">
          {t('auth.socialTermsLink')}
        </a>
      </p>
      {waiting ? <FormNotice>{t('auth.socialWaiting')}</FormNotice> : null}
      {offer ? (
        <div className="flex flex-col gap-2 rounded-lg border border-line p-3 text-sm" data-testid="social-link-offer">
          <p>{t('auth.socialLinkAsk', { provider: offer.provider, account: offer.account })}</p>
          <div className="flex gap-2">
            <button type="button" className={buttonClass('primary', 'md')} onClick={() => void confirmLink()}>
              {t('auth.socialLinkYes')}
            </button>
            <button type="button" className={buttonClass('secondary', 'md')} onClick={() => setOffer(null)}>
              {t('auth.socialLinkNo')}
            </button>
          </div>
        </div>
      ) : null}
      {notice ? <FormNotice>{notice}</FormNotice> : null}
      <FormAlert lines={problem} />
    </section>
  );
}
