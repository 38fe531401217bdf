/**
 * One check for every redirect the site builds from a path (issue 7, finding 4): the
 * target must stay on this site. Browsers read `//host`, `/\host`, `\\host` (and their
 * percent-encoded or tab/newline-broken spellings) as another host, so anything that is
 * not a plain absolute path is refused.
 */

// Control characters (browsers drop tab/CR/LF inside URLs, so `/\t/evil` is `//evil`).
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;

/** The path part decoded as far as a browser or proxy might (bounded: nesting is no excuse). */
function decodedPath(path: string): string | null {
  let s = path;
  for (let i = 0; i < 3; i++) {
    let next: string;
    try {
      next = decodeURIComponent(s);
    } catch {
      return null;
    }
    if (next === s) return s;
    s = next;
  }
  return s;
}

/** True when `target` (path plus optional ?query/#fragment) is a same-site absolute path. */
export function isSafeLocalPath(target: string): boolean {
  if (typeof target !== 'string' || !target.startsWith('/')) return false;
  if (CONTROL.test(target)) return false;
  const end = target.search(/[?#]/);
  const path = end === -1 ? target : target.slice(0, end);
  const decoded = decodedPath(path);
  if (decoded === null || CONTROL.test(decoded)) return false;
  // `//host`, `/\host`: another host for the browser. A scheme cannot follow a leading "/".
  return !/^[/\\][/\\]/.test(decoded) && !decoded.includes('\\');
}

/** `target` when it is safe, else the fallback (the home page by default). */
export function safeLocalPath(target: string, fallback = '/'): string {
  return isSafeLocalPath(target) ? target : fallback;
}
