'use client';
// The bet verifier: recomputes an outcome in the browser from revealed seeds with the same pure
// code the server settles with (src/games/play.ts), for instant bets and finished rounds alike;
// nothing is sent anywhere. The list of games and each one's sample parameters come from the
// server (VerifierCard); the games' code loads with the first check.
import { useId, useState } from 'react';

export interface VerifierLabels {
  title: string;
  game: string;
  serverSeed: string;
  clientSeed: string;
  nonce: string;
  params: string;
  amount: string;
  compute: string;
  hash: string;
  outcome: string;
  payout: string;
}

/** A game the verifier knows, with sample parameters as JSON (rounds: miner its mines and opened tiles, hilo its guesses). */
export interface VerifierGame {
  slug: string;
  example: string;
}

export function Verifier({
  labels,
  games,
  initialGame,
}: {
  labels: VerifierLabels;
  games: readonly VerifierGame[];
  initialGame: string;
}) {
  const id = useId();
  const example = (slug: string) => games.find((g) => g.slug === slug)?.example ?? '{}';
  const [game, setGame] = useState(initialGame);
  const [serverSeed, setServerSeed] = useState('');
  const [clientSeed, setClientSeed] = useState('');
  const [nonce, setNonce] = useState('0');
  const [params, setParams] = useState(example(initialGame));
  const [amount, setAmount] = useState('100');
  const [out, setOut] = useState<string | null>(null);

  async function compute() {
    try {
      if (!/^[0-9a-f]{64}$/.test(serverSeed.trim())) throw new Error('server seed: 64 hex characters');
      const seed = { serverSeed: serverSeed.trim(), clientSeed: clientSeed.trim(), nonce: Number(nonce) };
      // The games' math and the hash library load on the first check, not with the game page.
      const [{ playDef, verifyBet }, { hashServerSeed }] = await Promise.all([
        import('../../games/play'),
        import('../../games/kit/fair'),
      ]);
      const def = playDef(game);
      if (!def) throw new Error(`unknown game ${game}`);
      const parsed = def.verifyParams.safeParse(JSON.parse(params));
      if (!parsed.success)
        throw new Error(parsed.error.issues.map((i) => `${['params', ...i.path].join('.')}: ${i.message}`).join('; '));
      const s = verifyBet(game, seed, parsed.data, Number(amount));
      setOut(
        JSON.stringify(
          {
            [labels.hash]: hashServerSeed(seed.serverSeed),
            [labels.outcome]: s.outcome,
            multiplier: s.multiplier,
            [labels.payout]: s.payout,
          },
          null,
          2,
        ),
      );
    } catch (e) {
      setOut(String((e as Error).message));
    }
  }

  const field = 'rounded border border-line bg-bg p-2 text-sm';
  return (
    <section aria-label={labels.title} className="flex flex-col gap-2" data-testid="verifier">
      <h2 className="text-lg font-bold">{labels.title}</h2>
      <label className="flex flex-col text-sm" htmlFor={`${id}-g`}>
        {labels.game}
        <select
          id={`${id}-g`}
          className={field}
          value={game}
          onChange={(e) => {
            setGame(e.target.value);
            setParams(example(e.target.value));
          }}
          data-testid="verifier-game"
        >
          {games.map((g) => (
            <option key={g.slug} value={g.slug}>
              {g.slug}
            </option>
          ))}
        </select>
      </label>
      {(
        [
          ['s', labels.serverSeed, serverSeed, setServerSeed, 'verifier-server-seed'],
          ['c', labels.clientSeed, clientSeed, setClientSeed, 'verifier-client-seed'],
          ['n', labels.nonce, nonce, setNonce, 'verifier-nonce'],
          ['p', labels.params, params, setParams, 'verifier-params'],
          ['a', labels.amount, amount, setAmount, 'verifier-amount'],
        ] as const
      ).map(([k, label, value, set, testId]) => (
        <label key={k} className="flex flex-col text-sm" htmlFor={`${id}-${k}`}>
          {label}
          <input
            id={`${id}-${k}`}
            className={field}
            value={value}
            onChange={(e) => set(e.target.value)}
            data-testid={testId}
          />
        </label>
      ))}
      <button
        type="button"
        onClick={() => void compute()}
        className="self-start rounded-lg bg-accent-fill px-4 py-2 font-bold text-white"
        data-testid="verifier-compute"
      >
        {labels.compute}
      </button>
      {out ? (
        <pre className="overflow-x-auto rounded-lg bg-bg p-3 text-xs" data-testid="verifier-result">
          {out}
        </pre>
      ) : null}
    </section>
  );
}
