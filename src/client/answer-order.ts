/**
 * Keeps a screen's state from going back in time (issue 44). A read (GET) answers with what the
 * server held when it ran; when a write (PUT, POST) of the same state begins after the read was
 * asked, or a newer read was asked, that answer is older than what the screen already shows or
 * will show, and is dropped. The seeds panel met exactly this: a reload asked as a bet settled came
 * back after the player's client-seed save and put the old seed back on screen.
 *
 *   const gate = answerGate();
 *   const fresh = gate.read();  const s = await get();  if (fresh()) show(s);
 *   await gate.write(async () => show(await put()));
 */
export interface AnswerGate {
  /** Call before asking; the returned check says, when the answer is in, whether to use it. */
  read(): () => boolean;
  /** Runs a write: reads asked before it or while it runs are stale once it began. */
  write<T>(call: () => Promise<T>): Promise<T>;
}

export function answerGate(): AnswerGate {
  // Bumped by every read asked and by every write's start and end: an answer is fresh only while
  // nothing was asked or written since its own question.
  let version = 0;
  let writing = 0;
  return {
    read() {
      const asked = ++version;
      return () => asked === version && writing === 0;
    },
    async write(call) {
      writing++;
      version++;
      try {
        return await call();
      } finally {
        writing--;
        version++;
      }
    },
  };
}
