'use client';
// The bet verifier: recomputes an outcome in the browser from revealed seeds with the same pure
// code the server settles with (src/games/verify.ts), for instant bets and finished rounds alike;
// nothing is sent anywhere.
import { useId, useState } from 'react';
import { VERIFIABLE_GAMES, type VerifiableGame } from '../../contract/instant-games';
import type { VerifyParams } from '../../games/verify';

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

// Rounds take their bet's moves: miner its mine count and opened tiles, hilo its guesses.
const EXAMPLE: Record<VerifiableGame, string> = {
  dice: '{"target":50,"condition":"over"}',
  coinflip: '{"side":"heads"}',
  keno: '{"risk":"classic","numbers":[1,2,3]}',
  roulette: '{"placements":[{"type":"red","amount":100}]}',
  cases: '{"case":"starter","count":1}',
  miner: '{"mines":3,"revealed":[0,1,2]}',
  hilo: '{"actions":["higher","lower","skip"]}',
};

export function Verifier({ labels, initialGame = 'dice' }: { labels: VerifierLabels; initialGame?: VerifiableGame }) {
  const id = useId();
  const [game, setGame] = useState<VerifiableGame>(initialGame);
  const [serverSeed, setServerSeed] = useState('');
  const [clientSeed, setClientSeed] = useState('');
  const [nonce, setNonce] = useState('0');
  const [params, setParams] = useState(EXAMPLE[initialGame]);
  const [amount, setAmount] = useState('100');
  const [out, setOut] = useState<string | null>(null);

  async function compute() {
    try {
      if (!/^[0-9a-f]{64}$/.test(serverSeed.trim())) throw new Error('server seed: 64 hex characters');
      const seed = { serverSeed: serverSeed.trim(), clientSeed: clientSeed.trim(), nonce: Number(nonce) };
      // The games' math and the hash library load on the first check, not with the game page.
      const [{ verifyBet }, { hashServerSeed }] = await Promise.all([
        import('../../games/verify'),
        import('../../games/kit/fair'),
      ]);
      const s = verifyBet(game, seed, JSON.parse(params) as VerifyParams[typeof game], Number(amount));
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
            const g = e.target.value as VerifiableGame;
            setGame(g);
            setParams(EXAMPLE[g]);
          }}
          data-testid="verifier-game"
        >
          {VERIFIABLE_GAMES.map((g) => (
            <option key={g} value={g}>
              {g}
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
