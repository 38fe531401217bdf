import type { BonusTerms } from '../../contract/bonus';
import type { Lang } from '../../contract/common';
import type { Translate } from '../../i18n';
import { formatMoney } from '../../site/format';

// Every term of a bonus in plain words, the same on /bonuses (before accepting) and in the
// profile (while wagering). No directive: the offers page renders it on the server, the
// profile's list in the browser; both hand in their translator.

/** Game slug → its name in the reader's language (the registry stays on the server). */
export type GameNames = Record<string, string>;

/** What the wagering asks in money: the bonus times the multiple. */
export const wageringMoney = (amount: number, wagering: number): number => Math.round(amount * wagering);

/** One line saying what the bonus is: "100% of your deposit, up to 100 $". */
export function bonusHeadline(terms: BonusTerms, t: Translate, lang: Lang, games: GameNames): string {
  const amount = formatMoney(terms.amount, terms.currency, lang);
  switch (terms.kind) {
    case 'deposit_match':
      return t('bonus.kind_deposit_match', { percent: terms.percent ?? 0, amount });
    case 'free_bets':
      return t('bonus.kind_free_bets', {
        count: terms.count ?? 0,
        amount,
        game: (terms.game && games[terms.game]) || terms.game || '',
      });
    case 'cashback':
      return t('bonus.kind_cashback', {
        percent: terms.percent ?? 0,
        period: t(`bonus.period_${terms.period ?? 'week'}`),
        amount,
      });
    default:
      return t('bonus.kind_no_deposit', { amount });
  }
}

/**
 * The terms as a definition list, then the rules every bonus shares. `amount` is the bonus the
 * wagering is counted on: the offer's largest, or the bonus actually granted.
 */
export function BonusTermsList({
  terms,
  amount,
  t,
  lang,
  games,
}: {
  terms: BonusTerms;
  amount: number;
  t: Translate;
  lang: Lang;
  games: GameNames;
}) {
  const money = (minor: number) => formatMoney(minor, terms.currency, lang);
  const weights = Object.entries(terms.weights).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const rows: [string, string, string][] = [
    [
      'wagering',
      t('bonus.termWagering'),
      terms.wagering > 0
        ? t('bonus.wageringValue', {
            x: terms.wagering,
            money: money(wageringMoney(amount, terms.wagering)),
            amount: money(amount),
          })
        : t('bonus.wageringNone'),
    ],
  ];
  if (terms.minDeposit !== null) rows.push(['min-deposit', t('bonus.termMinDeposit'), money(terms.minDeposit)]);
  rows.push([
    'max-stake',
    t('bonus.termMaxStake'),
    terms.maxStake === null ? t('bonus.noCap') : t('bonus.maxStakeValue', { amount: money(terms.maxStake) }),
  ]);
  rows.push([
    'max-cashout',
    t('bonus.termMaxCashout'),
    terms.maxCashout === null ? t('bonus.noCap') : t('bonus.maxCashoutValue', { amount: money(terms.maxCashout) }),
  ]);
  rows.push(['validity', t('bonus.termValidity'), t('bonus.validityValue', { days: terms.validDays })]);
  rows.push(['product', t('bonus.termProduct'), t(`bonus.product_${terms.product}`)]);

  return (
    <div className="flex flex-col gap-3 text-sm" data-testid="bonus-terms">
      <dl className="grid gap-x-4 gap-y-1.5 sm:grid-cols-[minmax(0,14rem)_1fr]">
        {rows.map(([id, label, value]) => (
          <div key={id} className="contents" data-term={id}>
            <dt className="text-muted">{label}</dt>
            <dd className="font-medium" data-testid={`term-${id}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <table className="w-full max-w-md text-left" data-testid="bonus-weights">
        <caption className="mb-1 text-left font-semibold">{t('bonus.termWeights')}</caption>
        <thead className="text-xs text-muted">
          <tr>
            <th scope="col" className="py-1 font-normal">
              {t('bonus.weightsGame')}
            </th>
            <th scope="col" className="py-1 text-right font-normal">
              {t('bonus.weightsShare')}
            </th>
          </tr>
        </thead>
        <tbody>
          {weights.map(([slug, w]) => (
            <tr key={slug} className="border-t border-line">
              <td className="py-1">{games[slug] ?? slug}</td>
              <td className="py-1 text-right tabular-nums">{w}%</td>
            </tr>
          ))}
          <tr className="border-t border-line">
            <td className="py-1 text-muted">{weights.length ? t('bonus.weightsOther') : t('bonus.weightsAll')}</td>
            <td className="py-1 text-right tabular-nums">{terms.defaultWeight}%</td>
          </tr>
        </tbody>
      </table>
      <ul className="list-disc space-y-1 pl-5 text-muted" data-testid="bonus-rules">
        <li>{t('bonus.ruleCashFirst')}</li>
        <li>{t('bonus.ruleInstantOnly')}</li>
        <li>
          {terms.maxStake === null
            ? t('bonus.ruleCountingNoCap')
            : t('bonus.ruleCounting', { amount: money(terms.maxStake) })}
        </li>
        <li>{t('bonus.ruleConvert')}</li>
        <li>{t('bonus.ruleOneActive')}</li>
        <li className="font-medium text-text">{t('bonus.ruleWithdrawal')}</li>
      </ul>
    </div>
  );
}
