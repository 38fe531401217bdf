// The player's game settings, kept in this browser: sound (off until they turn it on, as a casino
// page that beeps uninvited is the first thing players mute) and turbo (results without the
// animation). Sound is synthesised with Web Audio: no files to download for a few short tones.
import { atom } from 'jotai';

const SOUND_KEY = 'casino.sound';
const TURBO_KEY = 'casino.turbo';

function stored(key: string): boolean {
  try {
    return typeof localStorage !== 'undefined' && localStorage.getItem(key) === '1';
  } catch {
    return false; // storage blocked (private mode, policy): the default holds
  }
}

/** A boolean setting read from storage after mount (the server renders the default) and saved on change. */
function storedFlag(key: string) {
  const base = atom(false);
  base.onMount = (set) => set(stored(key));
  return atom(
    (get) => get(base),
    (_get, set, on: boolean) => {
      set(base, on);
      try {
        localStorage.setItem(key, on ? '1' : '0');
      } catch {
        // not saved: the choice still holds for this page
      }
    },
  );
}

export const soundOnAtom = storedFlag(SOUND_KEY);
export const turboAtom = storedFlag(TURBO_KEY);

/** True when the player asked the system for less motion. */
export const prefersReducedMotion = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

export type SoundKind = 'tick' | 'win' | 'lose';
// Frequencies (Hz) and lengths (s) of each cue: a click, a rising pair, a low blip.
const CUES: Record<SoundKind, [number, number][]> = {
  tick: [[880, 0.03]],
  win: [
    [660, 0.08],
    [990, 0.12],
  ],
  lose: [[220, 0.12]],
};

let audio: AudioContext | null = null;

/** Plays a short cue when `on`; silently nothing where Web Audio is missing or blocked. */
export function playSound(kind: SoundKind, on: boolean) {
  if (!on || typeof AudioContext === 'undefined') return;
  try {
    audio ??= new AudioContext();
    let t = audio.currentTime;
    for (const [freq, len] of CUES[kind]) {
      const osc = audio.createOscillator();
      const gain = audio.createGain();
      osc.frequency.value = freq;
      gain.gain.setValueAtTime(0.08, t);
      gain.gain.exponentialRampToValueAtTime(0.001, t + len);
      osc.connect(gain).connect(audio.destination);
      osc.start(t);
      osc.stop(t + len);
      t += len;
    }
  } catch {
    // an audio device that refuses is not the game's problem
  }
}
