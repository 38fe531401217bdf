import { passwordProblems } from '../../contract/password';
import type { Translate } from '../../i18n';

/**
 * Instant feedback on a new password before the server, which decides, sees it: the
 * password rules of src/contract/password.ts (shown as their error.{code} texts, the
 * same the server's answer would show) and whether the confirmation matches.
 */
export function localPasswordErrors(
  password: string,
  confirm: string,
  t: Translate,
): { password?: string; confirm?: string } {
  const out: { password?: string; confirm?: string } = {};
  const problem = passwordProblems(password)[0];
  if (problem) out.password = t(`error.${problem}`);
  if (confirm !== password) out.confirm = t('reset.mismatch');
  return out;
}
