// Two tiny WebAudio sounds (a reel-stop click and a win chime), off until the player turns them on:
// no audio file, and no AudioContext is created before that click.
let ctx: AudioContext | null = null;
let on = false;

export const soundOn = () => on;
export function setSound(v: boolean) {
  on = v;
  if (v && !ctx) ctx = new AudioContext();
}

function tone(freq: number, at: number, length: number, gain: number, type: OscillatorType) {
  if (!ctx) return;
  const o = ctx.createOscillator();
  const g = ctx.createGain();
  o.type = type;
  o.frequency.value = freq;
  g.gain.setValueAtTime(gain, ctx.currentTime + at);
  g.gain.exponentialRampToValueAtTime(0.0001, ctx.currentTime + at + length);
  o.connect(g).connect(ctx.destination);
  o.start(ctx.currentTime + at);
  o.stop(ctx.currentTime + at + length + 0.02);
}

export function click() {
  if (on) tone(180, 0, 0.05, 0.15, 'square');
}
export function chime(big: boolean) {
  if (!on) return;
  const notes = big ? [523, 659, 784, 1047] : [659, 784];
  for (const [i, f] of notes.entries()) tone(f, i * 0.09, 0.35, 0.12, 'sine');
}
