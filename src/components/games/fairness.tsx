// "Provably fair", opened from every game page: how a result is made, drawn as a small diagram
// (server seed hash → client seed → nonce → HMAC-SHA256 → result), the exact rules fairness.md leaves
// open (coinflip's sides, "over" strictly greater, multiplier and payout rounding: issue 40, taken from
// src/games/*/math.ts and src/games/kit/fair/money.ts), and links to the page's seed panel and verifier. Plain HTML and CSS, rendered on the server: no client code besides the links.
import type { FairSeedsLabels } from './fair-seeds-panel';
import { getT } from '../../site/data.server';
import { ModalButton } from '../ui/modal';
import { FairJump, type FairSeedsTexts } from './fair-seeds';

const SEED_KEYS = [
  'heading',
  'serverSeedHash',
  'clientSeed',
  'newClientSeed',
  'random',
  'save',
  'saved',
  'nonce',
  'rotate',
  'rotateHint',
  'revealedTitle',
  'revealedSeed',
  'revealedHash',
  'revealedClientSeed',
  'lastNonce',
  'newHash',
  'copy',
  'copied',
  'loading',
  'seedRule',
  'gameInProgress',
  'seedsChanged',
  'verifyThese',
] as const satisfies readonly (keyof FairSeedsLabels)[];

/** The seed panel's texts (src/components/games/fair-seeds.tsx), in the page's language. */
export function fairSeedsTexts(): FairSeedsTexts {
  const t = getT();
  return {
    ...(Object.fromEntries(SEED_KEYS.map((k) => [k, t(`fair.${k}`)])) as Record<(typeof SEED_KEYS)[number], string>),
    signedOut: t('fair.signedOut'),
    funNote: t('fair.funNote'),
  };
}

function Step({ name, text, code, tone }: { name: string; text: string; code?: string; tone?: 'accent' | 'win' }) {
  const border = tone === 'accent' ? 'border-accent' : tone === 'win' ? 'border-win' : 'border-line';
  return (
    <li className={`flex min-w-0 flex-1 flex-col gap-0.5 rounded-lg border ${border} bg-bg p-2`}>
      <span className="text-xs font-bold">{name}</span>
      {code ? <code className="break-all text-[11px] text-muted">{code}</code> : null}
      <span className="text-xs text-muted">{text}</span>
    </li>
  );
}

/** The exact rules, in the order a bet meets them: the outcome, the win, the multiplier, the payout. */
export const RULE_KEYS = ['ruleCoinflip', 'ruleOver', 'ruleMultiplier', 'rulePayout'] as const;

const Arrow = () => (
  <li aria-hidden="true" className="self-center text-lg leading-none text-accent">
    ↓
  </li>
);

export function FairnessButton() {
  const t = getT();
  return (
    <ModalButton label={t('fair.button')} title={t('fair.title')} closeLabel={t('common.close')}>
      <div className="flex flex-col gap-4 text-sm">
        <p>{t('fair.p1')}</p>
        <figure className="flex flex-col gap-2" data-testid="fair-diagram">
          <figcaption className="font-semibold">{t('fair.stepsTitle')}</figcaption>
          {/* The three inputs side by side (stacked on a phone), then the HMAC, then the result. */}
          <ol className="flex flex-col gap-2">
            <li>
              <ol className="flex flex-col gap-2 sm:flex-row">
                <Step name={t('fair.stepServer')} code="sha256(serverSeed)" text={t('fair.stepServerText')} />
                <Step name={t('fair.stepClient')} code="clientSeed" text={t('fair.stepClientText')} />
                <Step name={t('fair.stepNonce')} code="0, 1, 2…" text={t('fair.stepNonceText')} />
              </ol>
            </li>
            <Arrow />
            <Step
              name="HMAC-SHA256"
              code={'HMAC_SHA256(serverSeed, clientSeed + ":" + nonce + ":" + round)'}
              text={t('fair.stepHmacText')}
              tone="accent"
            />
            <Arrow />
            <Step name={t('fair.stepResult')} code="0.37… → 37.42" text={t('fair.stepResultText')} tone="win" />
          </ol>
        </figure>
        <p>{t('fair.p2')}</p>
        <p>{t('fair.p3')}</p>
        <section className="flex flex-col gap-1" data-testid="fair-rules">
          <h3 className="font-semibold">{t('fair.rulesTitle')}</h3>
          <ul className="list-disc space-y-1 pl-5 text-muted">
            {RULE_KEYS.map((k) => (
              <li key={k} data-rule={k}>
                {t(`fair.${k}`)}
              </li>
            ))}
          </ul>
        </section>
        <nav aria-label={t('fair.linksLabel')} className="flex flex-col gap-2 sm:flex-row">
          <FairJump target="fair-seeds" testId="fair-link-seeds">
            <span aria-hidden="true">🔑</span> {t('fair.linkSeeds')}
          </FairJump>
          <FairJump target="verifier" testId="fair-link-verifier">
            <span aria-hidden="true">✓</span> {t('fair.linkVerifier')}
          </FairJump>
        </nav>
      </div>
    </ModalButton>
  );
}
