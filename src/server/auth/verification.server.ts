import type { z } from 'zod';
import { verificationView, type verificationSubmitSchema } from '../../contract/auth';
import { DomainError } from '../../contract/domain-errors';
import type { Db, Queryable } from '../db/types';

// Identity verification (KYC): a player submits their identity data, an operator decides
// with `npm run verification` (scripts/verification.ts). users.verification_status is what
// the profile shows; verification_requests keeps every submission and decision.

export type VerificationSubmission = z.output<typeof verificationSubmitSchema>;
export type Decision = 'approve' | 'reject';

export interface VerificationRequest {
  id: number;
  user_id: number;
  email: string | null;
  phone: string | null;
  status: string;
  full_name: string;
  birth_date: string;
  country: string;
  document_type: string;
  document_number: string;
  submitted_at: string;
  decided_at: string | null;
  decision_note: string | null;
}

/** Players must be adults; a birth date beyond 120 years is a typo. */
const MIN_AGE = 18;
const MAX_AGE = 120;

function ageOn(birth: string, today: Date): number {
  const [y, m, d] = birth.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - y;
  if (today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d)) age--;
  return age;
}

/**
 * Files a request and marks the player pending, in one transaction. A player already
 * pending or verified is refused (422 verification_pending / already_verified); one whose
 * last request failed may try again.
 */
export async function submitVerification(
  db: Db,
  userId: number,
  data: VerificationSubmission,
  today = new Date(),
): Promise<{ id: number }> {
  const age = ageOn(data.birth_date, today);
  if (age < MIN_AGE) throw new DomainError('underage', `You must be at least ${MIN_AGE} years old`, 'birth_date');
  if (age > MAX_AGE) throw new DomainError('invalid_date', 'Check the date of birth', 'birth_date');
  return db.transaction(async (tx) => {
    // FOR UPDATE: two submissions at once queue here; the second sees 'pending'.
    const { rows } = await tx.query<{ verification_status: string | null }>(
      'SELECT verification_status FROM users WHERE id = $1 FOR UPDATE',
      [userId],
    );
    if (!rows[0]) throw new DomainError('unknown_account', 'The account no longer exists');
    const view = verificationView(rows[0].verification_status);
    if (view === 'pending') throw new DomainError('verification_pending', 'Your documents are being checked');
    if (view === 'success') throw new DomainError('already_verified', 'Your identity is already verified');
    const inserted = await tx.query<{ id: number | string }>(
      `INSERT INTO verification_requests (user_id, full_name, birth_date, country, document_type, document_number)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [userId, data.full_name, data.birth_date, data.country, data.document_type, data.document_number],
    );
    await tx.query(`UPDATE users SET verification_status = 'pending' WHERE id = $1`, [userId]);
    return { id: Number(inserted.rows[0]!.id) };
  });
}

const SELECT = `
  SELECT r.id, r.user_id, u.email, u.phone, r.status, r.full_name, to_char(r.birth_date, 'YYYY-MM-DD') AS birth_date,
         r.country, r.document_type, r.document_number,
         to_char(r.submitted_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI') AS submitted_at,
         to_char(r.decided_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI') AS decided_at, r.decision_note
    FROM verification_requests r JOIN users u ON u.id = r.user_id`;

const normalise = (r: VerificationRequest): VerificationRequest => ({
  ...r,
  id: Number(r.id),
  user_id: Number(r.user_id),
});

/** Requests, oldest first; pending ones only unless `all`. */
export async function listVerificationRequests(
  db: Queryable,
  opts: { all?: boolean } = {},
): Promise<VerificationRequest[]> {
  const { rows } = await db.query<VerificationRequest>(
    `${SELECT} ${opts.all ? '' : "WHERE r.status = 'pending'"} ORDER BY r.submitted_at, r.id LIMIT 500`,
  );
  return rows.map(normalise);
}

export async function getVerificationRequest(db: Queryable, id: number): Promise<VerificationRequest | null> {
  const { rows } = await db.query<VerificationRequest>(`${SELECT} WHERE r.id = $1`, [id]);
  return rows[0] ? normalise(rows[0]) : null;
}

/** An operator's decision that cannot be made (unknown or already decided request). */
export class DecisionError extends Error {}

/**
 * Approves (status 'success') or rejects ('failed') a pending request, and sets the
 * player's verification_status to match, in one transaction.
 */
export async function decideVerification(
  db: Db,
  id: number,
  decision: Decision,
  note?: string | null,
): Promise<VerificationRequest> {
  const status = decision === 'approve' ? 'success' : 'failed';
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ user_id: number; status: string }>(
      'SELECT user_id, status FROM verification_requests WHERE id = $1 FOR UPDATE',
      [id],
    );
    const row = rows[0];
    if (!row) throw new DecisionError(`No verification request #${id}`);
    if (row.status !== 'pending') throw new DecisionError(`Request #${id} is not pending (it is ${row.status})`);
    await tx.query(
      `UPDATE verification_requests SET status = $2, decided_at = now(), decision_note = $3 WHERE id = $1`,
      [id, status, note?.trim() || null],
    );
    await tx.query('UPDATE users SET verification_status = $2 WHERE id = $1', [row.user_id, status]);
  });
  return (await getVerificationRequest(db, id))!;
}

/** A plain-text table for the terminal. */
export function formatRequestTable(rows: VerificationRequest[]): string {
  if (rows.length === 0) return 'No verification requests.';
  const header = ['id', 'user', 'contact', 'status', 'name', 'born', 'country', 'document', 'submitted'];
  const body = rows.map((r) => [
    String(r.id),
    String(r.user_id),
    r.email ?? r.phone ?? '',
    r.status,
    r.full_name,
    r.birth_date,
    r.country,
    `${r.document_type} ${r.document_number}`,
    r.submitted_at,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => [...b[i]!].length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c + ' '.repeat(widths[i]! - [...c].length))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n');
}

/** Every field of one request, one per line. */
export function formatRequest(r: VerificationRequest): string {
  const fields: [string, string | number | null][] = [
    ['id', r.id],
    ['user', r.user_id],
    ['e-mail', r.email],
    ['phone', r.phone],
    ['status', r.status],
    ['full name', r.full_name],
    ['birth date', r.birth_date],
    ['country', r.country],
    ['document', `${r.document_type} ${r.document_number}`],
    ['submitted', `${r.submitted_at} UTC`],
    ['decided', r.decided_at ? `${r.decided_at} UTC` : null],
    ['note', r.decision_note],
  ];
  return fields.map(([k, v]) => `${k.padEnd(11)} ${v ?? '—'}`).join('\n');
}
