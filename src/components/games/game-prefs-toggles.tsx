'use client';
// Sound and turbo switches under a game screen: one place for every game, saved in the browser.
import { useAtom } from 'jotai';
import { soundOnAtom, turboAtom } from '../../client/game-prefs';

const pill = 'rounded-full border px-3 py-1 text-xs font-bold';

export function GamePrefsToggles({ sound, turbo }: { sound: string; turbo: string }) {
  const [soundOn, setSound] = useAtom(soundOnAtom);
  const [turboOn, setTurbo] = useAtom(turboAtom);
  return (
    <div className="flex gap-2">
      <button
        type="button"
        aria-pressed={soundOn}
        onClick={() => setSound(!soundOn)}
        className={`${pill} ${soundOn ? 'border-accent text-text' : 'border-line text-muted'}`}
        data-testid="sound-toggle"
      >
        <span aria-hidden="true">{soundOn ? '🔊' : '🔇'} </span>
        {sound}
      </button>
      <button
        type="button"
        aria-pressed={turboOn}
        onClick={() => setTurbo(!turboOn)}
        className={`${pill} ${turboOn ? 'border-accent text-text' : 'border-line text-muted'}`}
        data-testid="turbo-toggle"
      >
        <span aria-hidden="true">⚡ </span>
        {turbo}
      </button>
    </div>
  );
}
