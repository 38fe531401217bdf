// A warning from code the server and the browser share (operator files parsed by the contract,
// missing texts). On the server the logger registers itself under WARN_SINK (src/server/log.server.ts),
// so the warning is a JSON log line like every other; in a browser or a script it goes to the console.
export const WARN_SINK = Symbol.for('casino.warn');

type Sink = (part: string, message: string) => void;

export function warn(part: string, message: string): void {
  const sink = (globalThis as { [WARN_SINK]?: Sink })[WARN_SINK];
  if (sink) sink(part, message);
  else console.warn(`[${part}] ${message}`);
}
