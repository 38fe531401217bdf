// One line of the spec's error shape, without zod: game screens read errors on their first
// load and must not pull the schemas in with them.

/** Splits "code: text" at the first colon (spec section 5). */
export function splitErrorLine(line: string): { code: string | undefined; text: string } {
  const i = line.indexOf(':');
  if (i <= 0) return { code: undefined, text: line.trim() };
  return { code: line.slice(0, i).trim(), text: line.slice(i + 1).trim() };
}
