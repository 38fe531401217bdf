'use client';
// The signed-in player's seed pair, on every game page (loaded when the panel first comes into
// view): the active server seed's hash, the client seed (editable, or a random one), the next bet's
// nonce, and the rotation that reveals the server seed and commits a new one. The rotation names
// the hash the player sees, so a pair rotated meanwhile (another tab) is refused with
// seeds_changed rather than revealing one the player never saw. While a round game (one of steps) is
// open the server refuses both. A revealed pair can be sent to the page's verifier in one click.
import { answerGate } from '../../client/answer-order';
import { useEffect, useId, useRef, useState } from 'react';
import { ApiRequestError } from '../../client/api-error';
import { useT } from '../../client/i18n';
import { splitErrorLine } from '../../contract/error-line';
import type { FairRotateResponse, FairSeedsResponse } from '../../contract/fair';
import { CLIENT_SEED_PATTERN } from '../../contract/fair-rules';
import { sendToVerifier } from './fair-verify-event';
import { errorText, gameRequest } from './play-client';

export interface FairSeedsLabels {
  heading: string;
  serverSeedHash: string;
  clientSeed: string;
  newClientSeed: string;
  random: string;
  save: string;
  saved: string;
  nonce: string;
  rotate: string;
  rotateHint: string;
  revealedTitle: string;
  revealedSeed: string;
  revealedHash: string;
  revealedClientSeed: string;
  lastNonce: string;
  newHash: string;
  copy: string;
  copied: string;
  loading: string;
  seedRule: string;
  gameInProgress: string;
  seedsChanged: string;
  verifyThese: string;
}

const SERVICE = { service: 'general' } as const;

function randomSeed(): string {
  const b = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
}

/** The code of an API refusal's first message ("game_in_progress: …"), if any. */
function codeOf(e: unknown): string | undefined {
  if (!(e instanceof ApiRequestError)) return undefined;
  const line = Object.values(e.body?.errors ?? {}).flat()[0];
  return line ? splitErrorLine(line).code : undefined;
}

function CopyButton({
  text,
  label,
  labels,
  testId,
}: {
  text: string;
  label: string;
  labels: FairSeedsLabels;
  testId: string;
}) {
  const [done, setDone] = useState(false);
  return (
    <button
      type="button"
      className="shrink-0 rounded border border-line px-2 py-0.5 text-xs"
      aria-label={`${done ? labels.copied : labels.copy}: ${label}`}
      data-copied={done ? 'true' : undefined}
      onClick={() => {
        void navigator.clipboard?.writeText(text).then(
          () => {
            setDone(true);
            setTimeout(() => setDone(false), 1500);
          },
          () => {},
        );
      }}
      data-testid={testId}
    >
      {done ? `✓ ${labels.copied}` : labels.copy}
    </button>
  );
}

function Value({
  label,
  value,
  labels,
  testId,
}: {
  label: string;
  value: string;
  labels: FairSeedsLabels;
  testId: string;
}) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="flex items-start gap-2">
        <span className="min-w-0 flex-1 break-all font-mono text-xs" data-testid={testId}>
          {value}
        </span>
        <CopyButton text={value} label={label} labels={labels} testId={`${testId}-copy`} />
      </dd>
    </div>
  );
}

/** `refresh`: a counter; each change asks the server for the pair again (the nonce moves with every bet). */
export function FairSeedsPanel({ labels, refresh }: { labels: FairSeedsLabels; refresh: number }) {
  const t = useT();
  const id = useId();
  const [seeds, setSeeds] = useState<FairSeedsResponse | null>(null);
  const [draft, setDraft] = useState('');
  // A seed the player is typing survives a refresh.
  const [editing, setEditing] = useState(false);
  const [revealed, setRevealed] = useState<FairRotateResponse['revealed'] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  // A ref, not state: a double click lands before React re-renders the disabled button.
  const inFlight = useRef(false);
  // A reload asked before a save or rotation (a bet settling, the panel scrolling into view) may
  // answer after it: its older pair must not replace the saved one on screen (issue 44).
  const order = useRef(answerGate()).current;
  const revealedBox = useRef<HTMLDivElement>(null);
  // The revealed pair appears below the fold of the dialog: bring it into view.
  useEffect(() => {
    if (revealed) revealedBox.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [revealed]);

  const explain = (e: unknown) => {
    const code = codeOf(e);
    if (code === 'game_in_progress') return labels.gameInProgress;
    if (code === 'seeds_changed') return labels.seedsChanged;
    return errorText(e, t);
  };

  async function load() {
    const fresh = order.read();
    try {
      const s = await gameRequest('fairSeedsResponseSchema', 'GET', '/fair/seeds', { context: SERVICE });
      if (!fresh()) return;
      setSeeds(s);
      if (!editing) setDraft(s.client_seed);
    } catch (e) {
      setError(explain(e));
    }
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: reloads at every refresh
  useEffect(() => {
    void load();
  }, [refresh]);

  async function run(call: () => Promise<void>) {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setError(null);
    setSaved(false);
    let changedElsewhere = false;
    try {
      await order.write(call);
    } catch (e) {
      setError(explain(e));
      changedElsewhere = codeOf(e) === 'seeds_changed';
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
    // Someone else rotated first: show the pair that is active now (asked after the write ended).
    if (changedElsewhere) await load();
  }

  const save = () =>
    run(async () => {
      const value = draft.trim();
      if (!CLIENT_SEED_PATTERN.test(value)) {
        setError(labels.seedRule);
        return;
      }
      const s = await gameRequest('fairSeedsResponseSchema', 'PUT', '/fair/client-seed', {
        json: { client_seed: value },
        context: SERVICE,
      });
      setSeeds(s);
      setDraft(s.client_seed);
      setEditing(false);
      setSaved(true);
    });

  const rotate = () =>
    run(async () => {
      const r = await gameRequest('fairRotateResponseSchema', 'POST', '/fair/rotate', {
        json: seeds ? { server_seed_hash: seeds.server_seed_hash } : {},
        context: SERVICE,
      });
      setRevealed(r.revealed);
      setSeeds(r.next);
      setDraft(r.next.client_seed);
      setEditing(false);
    });

  return (
    <div className="flex flex-col gap-3 text-sm" data-testid="fair-seeds" data-ready={seeds ? 'true' : undefined}>
      {seeds ? (
        <>
          <dl className="flex flex-col gap-2">
            <Value
              label={labels.serverSeedHash}
              value={seeds.server_seed_hash}
              labels={labels}
              testId="fair-server-hash"
            />
            <Value label={labels.clientSeed} value={seeds.client_seed} labels={labels} testId="fair-client-seed" />
            <div className="flex flex-col gap-0.5">
              <dt className="text-xs text-muted">{labels.nonce}</dt>
              <dd className="font-mono text-xs" data-testid="fair-nonce">
                {seeds.nonce}
              </dd>
            </div>
          </dl>
          <form
            className="flex flex-col gap-1"
            onSubmit={(e) => {
              e.preventDefault();
              void save();
            }}
          >
            <label htmlFor={`${id}-c`} className="text-xs text-muted">
              {labels.newClientSeed}
            </label>
            <div className="flex flex-wrap gap-2">
              <input
                id={`${id}-c`}
                value={draft}
                maxLength={64}
                autoComplete="off"
                spellCheck={false}
                aria-describedby={`${id}-rule`}
                onChange={(e) => {
                  setDraft(e.target.value);
                  setEditing(true);
                  setSaved(false);
                }}
                className="min-w-0 flex-1 rounded border border-line bg-bg p-2 font-mono text-xs"
                data-testid="fair-client-seed-input"
              />
              <button
                type="button"
                onClick={() => {
                  setDraft(randomSeed());
                  setEditing(true);
                  setSaved(false);
                }}
                className="rounded-lg border border-line px-3 py-2"
                data-testid="fair-random"
              >
                {labels.random}
              </button>
              <button
                type="submit"
                disabled={busy}
                className="rounded-lg bg-accent-fill px-4 py-2 font-bold text-white disabled:opacity-50"
                data-testid="fair-save"
              >
                {labels.save}
              </button>
            </div>
            <p id={`${id}-rule`} className="text-xs text-muted">
              {labels.seedRule}
            </p>
          </form>
          {saved ? (
            <p className="text-xs text-win" role="status" data-testid="fair-saved">
              {labels.saved}
            </p>
          ) : null}
          <div className="flex flex-col gap-1">
            <button
              type="button"
              onClick={() => void rotate()}
              disabled={busy}
              className="self-start rounded-lg border border-accent px-4 py-2 font-bold disabled:opacity-50"
              data-testid="fair-rotate"
            >
              {labels.rotate}
            </button>
            <p className="text-xs text-muted">{labels.rotateHint}</p>
          </div>
        </>
      ) : error ? null : (
        <p className="text-muted">{labels.loading}</p>
      )}
      {error ? (
        <p role="alert" className="text-lose" data-testid="fair-error">
          {error}
        </p>
      ) : null}
      {revealed ? (
        <div ref={revealedBox} className="flex flex-col gap-2 rounded-lg bg-bg p-3" data-testid="fair-revealed">
          <h3 className="font-semibold">{labels.revealedTitle}</h3>
          <dl className="flex flex-col gap-2">
            <Value
              label={labels.revealedSeed}
              value={revealed.server_seed}
              labels={labels}
              testId="fair-revealed-seed"
            />
            <Value
              label={labels.revealedHash}
              value={revealed.server_seed_hash}
              labels={labels}
              testId="fair-revealed-hash"
            />
            <Value
              label={labels.revealedClientSeed}
              value={revealed.client_seed}
              labels={labels}
              testId="fair-revealed-client-seed"
            />
            <div className="flex flex-col gap-0.5">
              <dt className="text-xs text-muted">{labels.lastNonce}</dt>
              <dd className="font-mono text-xs" data-testid="fair-revealed-nonce">
                {revealed.last_nonce ?? '—'}
              </dd>
            </div>
            {seeds ? (
              <Value label={labels.newHash} value={seeds.server_seed_hash} labels={labels} testId="fair-next-hash" />
            ) : null}
          </dl>
          <button
            type="button"
            className="self-start rounded-lg border border-line px-3 py-1.5 text-xs font-bold"
            onClick={() =>
              sendToVerifier({
                serverSeed: revealed.server_seed,
                serverSeedHash: revealed.server_seed_hash,
                clientSeed: revealed.client_seed,
                nonce: revealed.last_nonce,
              })
            }
            data-testid="fair-verify-these"
          >
            {labels.verifyThese}
          </button>
        </div>
      ) : null}
    </div>
  );
}
