/**
 * An error as a log line without personal data. A database error's message and detail
 * may quote the row (an e-mail, a password hash, a document number), so for those only
 * the SQLSTATE code and the names of the constraint/table/column are kept; other errors
 * keep their message (cut short) and stack frames. Never pass request data in here.
 */
export function describeError(e: unknown): string {
  if (!(e instanceof Error)) return typeof e;
  const db = e as Error & { code?: unknown; constraint?: unknown; table?: unknown; column?: unknown };
  const frames = (e.stack ?? '')
    .split('\n')
    .filter((l) => l.trimStart().startsWith('at '))
    .slice(0, 8)
    .join('\n');
  if (typeof db.code === 'string' && /^[0-9A-Z]{5}$/.test(db.code)) {
    const where = [db.constraint, db.table, db.column].filter((x) => typeof x === 'string').join(' ');
    return `${e.name} SQLSTATE ${db.code}${where ? ` (${where})` : ''}\n${frames}`;
  }
  return `${e.name}: ${e.message.slice(0, 200)}\n${frames}`;
}

/** Only the SQLSTATE (or the error's class) for terse logs. */
export function errorCode(e: unknown): string {
  const code = (e as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : e instanceof Error ? e.name : typeof e;
}
