'use client';
// The chain verifier under the crash screen (fairness.md "Crash and other shared rounds"): from a
// round's hash and the salt it recomputes the crash point, and checks that sha256(hash) is the
// previous round's hash, so each revealed hash proves the one before it back to the terminating
// hash published before round 1. Computed in the browser with the server's own pure code
// (./math.ts); the salt comes from GET /crash/fair, with how it was chosen (the seeding event,
// decision 066: the announcement, its time, the bitcoin block and where to read its hash).
import { useEffect, useId, useState } from 'react';
import type { CrashFair, CrashRound } from '../../contract/crash';
import { crashPoint, verifyChainLink } from './math';
import { crashRequest } from './use-crash-stream';

export interface CrashVerifierLabels {
  title: string;
  lead: string;
  formula: string;
  roundHash: string;
  salt: string;
  previousHash: string;
  terminating: string;
  check: string;
  point: string;
  linkOk: string;
  linkBad: string;
  badHash: string;
  /** The seeding event (decision 066): how the salt was chosen, shown with the chain. */
  seedingTitle: string;
  announcedAt: string;
  block: string;
  source: string;
  saltPending: string;
  saltedAt: string;
  seedingLocal: string;
}

/** How the chain's salt was chosen: the announcement, its time, the block and where to read it, or the demo's local seeding. */
export function SeedingFacts({ fair, labels }: { fair: CrashFair; labels: CrashVerifierLabels }) {
  const s = fair.seeding;
  const time = (ms: number) =>
    new Date(ms)
      .toISOString()
      .replace('T', ' ')
      .replace(/\.\d+Z$/, ' UTC');
  if (s.source === 'local') {
    return (
      <p className="text-xs text-muted" data-testid="crash-seeding" data-source="local">
        {labels.seedingLocal}
      </p>
    );
  }
  return (
    <dl
      className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs"
      data-testid="crash-seeding"
      data-source={s.source}
    >
      <dt className="col-span-2 font-semibold">{labels.seedingTitle}</dt>
      <dt className="text-muted">{labels.announcedAt}</dt>
      <dd data-testid="crash-seeding-announced">{time(s.announced_at)}</dd>
      <dt className="text-muted">{labels.block}</dt>
      <dd data-testid="crash-seeding-block">{s.block_height}</dd>
      <dt className="text-muted">{labels.source}</dt>
      <dd className="break-all">
        {s.source_url ? (
          <a className="underline" href={s.source_url} rel="noopener noreferrer" target="_blank">
            {s.source_url}
          </a>
        ) : null}
      </dd>
      <dt className="text-muted">{labels.salt}</dt>
      <dd className="break-all font-mono" data-testid="crash-seeding-salt">
        {fair.salt ?? labels.saltPending}
      </dd>
      {s.salted_at !== null ? (
        <>
          <dt className="text-muted">{labels.saltedAt}</dt>
          <dd>{time(s.salted_at)}</dd>
        </>
      ) : null}
    </dl>
  );
}

const HEX64 = /^[0-9a-f]{64}$/;
const field = 'w-full min-w-0 rounded border border-line bg-bg p-2 font-mono text-xs';

/** What the panel is asked to check: a round from the strip (its hash and the one before it). */
export interface VerifyRequest {
  round: CrashRound;
  previousHash: string | null;
}

export function CrashVerifier({
  labels,
  request,
  history,
}: {
  labels: CrashVerifierLabels;
  /** A round picked on the screen (the recent points strip); null until one is. */
  request: VerifyRequest | null;
  /** Finished rounds known to the screen: the previous hash of a typed-in one comes from here. */
  history: CrashRound[];
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [fair, setFair] = useState<CrashFair | null>(null);
  const [hash, setHash] = useState('');
  const [salt, setSalt] = useState('');
  const [previous, setPrevious] = useState('');
  const [result, setResult] = useState<{ point: number; link: boolean | null } | { error: string } | null>(null);

  // The salt and the terminating hash, read when the panel is first opened.
  useEffect(() => {
    if (!open || fair) return;
    crashRequest((c) => c.crashFairSchema, 'GET', '/fair')
      .then((f) => {
        setFair(f);
        setSalt((s) => s || (f.salt ?? ''));
      })
      .catch(() => {});
  }, [open, fair]);

  useEffect(() => {
    if (!request) return;
    setOpen(true);
    setHash(request.round.hash);
    setPrevious(request.previousHash ?? '');
    setResult(null);
  }, [request]);
  // Round 1's previous hash is the terminating hash, known once /crash/fair answered.
  useEffect(() => {
    if (request && !request.previousHash && fair && request.round.id === fair.first_round_id) {
      setPrevious(fair.terminating_hash);
    }
  }, [request, fair]);

  function check() {
    const h = hash.trim().toLowerCase();
    const prev = previous.trim().toLowerCase();
    if (!HEX64.test(h) || (prev && !HEX64.test(prev))) {
      setResult({ error: labels.badHash });
      return;
    }
    setResult({ point: crashPoint(h, salt.trim()), link: prev ? verifyChainLink(h, prev) : null });
  }

  // The hash before a typed-in one, when the screen knows that round (or it is round 1's).
  const fillPrevious = (h: string) => {
    const round = history.find((r) => r.hash === h.trim().toLowerCase());
    if (!round) return;
    const before = history.find((r) => r.id === round.id - 1);
    if (before) setPrevious(before.hash);
    else if (fair && round.id === fair.first_round_id) setPrevious(fair.terminating_hash);
  };

  return (
    <details
      id="crash-verifier"
      className="rounded-xl border border-line p-3"
      open={open}
      onToggle={(e) => setOpen(e.currentTarget.open)}
      data-testid="crash-verifier"
    >
      <summary className="cursor-pointer font-semibold">{labels.title}</summary>
      <div className="mt-3 flex flex-col gap-3 text-sm">
        <p className="text-muted">{labels.lead}</p>
        <code className="break-words rounded bg-bg p-2 text-xs text-muted">{labels.formula}</code>
        <label className="flex flex-col gap-1" htmlFor={`${id}-h`}>
          {labels.roundHash}
          <input
            id={`${id}-h`}
            className={field}
            value={hash}
            spellCheck={false}
            onChange={(e) => {
              setHash(e.target.value);
              fillPrevious(e.target.value);
            }}
            data-testid="crash-verifier-hash"
          />
        </label>
        <label className="flex flex-col gap-1" htmlFor={`${id}-s`}>
          {labels.salt}
          <input
            id={`${id}-s`}
            className={field}
            value={salt}
            spellCheck={false}
            onChange={(e) => setSalt(e.target.value)}
            data-testid="crash-verifier-salt"
          />
        </label>
        <label className="flex flex-col gap-1" htmlFor={`${id}-p`}>
          {labels.previousHash}
          <input
            id={`${id}-p`}
            className={field}
            value={previous}
            spellCheck={false}
            onChange={(e) => setPrevious(e.target.value)}
            data-testid="crash-verifier-previous"
          />
        </label>
        {fair ? (
          <>
            <p className="break-all text-xs text-muted">
              {labels.terminating}: <code>{fair.terminating_hash}</code>
            </p>
            <SeedingFacts fair={fair} labels={labels} />
          </>
        ) : null}
        <button
          type="button"
          className="self-start rounded-lg bg-accent-fill px-4 py-2 font-bold text-white"
          onClick={check}
          data-testid="crash-verifier-check"
        >
          {labels.check}
        </button>
        {result ? (
          'error' in result ? (
            <p role="alert" className="text-lose">
              {result.error}
            </p>
          ) : (
            <div className="flex flex-col gap-1" aria-live="polite" data-testid="crash-verifier-result">
              <p>
                {labels.point}:{' '}
                <strong className="tabular-nums" data-testid="crash-verifier-point">
                  {result.point.toFixed(2)}×
                </strong>
              </p>
              {result.link === null ? null : (
                <p
                  className={result.link ? 'text-win' : 'text-lose'}
                  data-testid="crash-verifier-link"
                  data-ok={result.link ? 'true' : 'false'}
                >
                  {result.link ? '✓' : '✗'} {result.link ? labels.linkOk : labels.linkBad}
                </p>
              )}
            </div>
          )
        ) : null}
      </div>
    </details>
  );
}
