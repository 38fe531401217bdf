'use client';
// Cases in the verifier: the case (from the page's catalogue), how many were opened and the price
// of one, filled in from the catalogue in the player's currency; the items as they came out.
import { useEffect } from 'react';
import { counting, defineVerifyForm, rowClass, SelectField } from '../../components/games/verify-kit';
import { majorText, strOf, wholeOf, withStake } from '../../components/games/verifier-params';

interface CasesForm {
  slug: string;
  count: string;
}

/** The verifier's texts this form shows besides its own (`verifier.<key>`). */
const LABELS = ['case', 'count', 'items', 'casePrice'] as const;

export default defineVerifyForm<CasesForm, (typeof LABELS)[number]>({
  labels: LABELS,
  initial: ({ cases, initialCase }) => ({ slug: initialCase ?? cases[0]?.slug ?? 'starter', count: '1' }),
  amountLabel: 'casePrice',
  Fields: function CaseFields({ state, set, setAmount, amountField, id, labels, cases, currency }) {
    // The case's price in the player's currency, filled in when the case (or the currency) changes.
    useEffect(() => {
      const price = currency ? cases.find((c) => c.slug === state.slug)?.prices[currency] : undefined;
      if (price) setAmount(majorText(price));
    }, [state.slug, currency, cases, setAmount]);
    return (
      <div className={rowClass}>
        <SelectField
          label={labels.case}
          id={`${id}-case`}
          value={state.slug}
          options={cases.map((c) => [c.slug, c.name])}
          onChange={(v) => set({ slug: v })}
          testId="verifier-case"
        />
        <SelectField
          label={labels.count}
          id={`${id}-cc`}
          value={state.count}
          options={counting(1, 5)}
          onChange={(v) => set({ count: v })}
          testId="verifier-count"
        />
        {amountField}
      </div>
    );
  },
  toParams(s, amount) {
    const count = wholeOf(s.count);
    if (count === null) return { field: 'count' };
    // A case's amount is the price of one case.
    return withStake({ case: s.slug, count }, amount);
  },
  fromBet(p, amount, prev) {
    const count = typeof p.count === 'number' && p.count > 0 ? p.count : 1;
    // A case's amount is the price of one case.
    return {
      state: { slug: strOf(p.case, prev.slug), count: String(count) },
      amount: majorText(Math.round(amount / count)),
    };
  },
  Result: ({ outcome, labels, choices }) => (
    <ul className="flex flex-wrap gap-2" aria-label={labels.items} data-testid="verifier-items">
      {(outcome.items as { id: string; value: number }[]).map((it, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the items of one opening, in order
        <li key={i} className="rounded-lg border border-line bg-bg px-3 py-2 text-sm font-semibold">
          {choices.items?.[it.id] ?? it.id} <span className="text-muted">×{it.value}</span>
        </li>
      ))}
    </ul>
  ),
});
