import { text } from './text';

// Password rules (NIST SP 800-63B): length matters, composition rules do not; refuse the
// passwords every cracking list starts with. The same rules run in the browser for instant
// feedback and on the server, which decides.
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

// The most common passwords of at least PASSWORD_MIN characters in public breach lists.
const COMMON = new Set([
  '12345678',
  '123456789',
  '1234567890',
  'password',
  'password1',
  'password123',
  'qwertyuiop',
  'qwerty123',
  '11111111',
  '00000000',
  '87654321',
  'iloveyou',
  'sunshine',
  'princess',
  'football',
  'baseball',
  'welcome1',
  'abc12345',
  'qwerty12',
  '1q2w3e4r',
  '1qaz2wsx',
  'zaq12wsx',
  'qazwsxedc',
  'asdfghjkl',
  'passw0rd',
  'superman',
  'trustno1',
  '123123123',
  '987654321',
  'йцукенгш',
  'пароль123',
  'qwertyui',
]);

export type PasswordProblem = 'password_too_short' | 'password_too_long' | 'password_common';

export function passwordProblems(password: string): PasswordProblem[] {
  const length = [...password].length;
  if (length < PASSWORD_MIN) return ['password_too_short'];
  if (length > PASSWORD_MAX) return ['password_too_long'];
  if (COMMON.has(password.toLowerCase()) || /^(.)\1+$/.test(password)) return ['password_common'];
  return [];
}

const PROBLEM_TEXT: Record<PasswordProblem, string> = {
  password_too_short: `The password must be at least ${PASSWORD_MIN} characters long`,
  password_too_long: `The password must be at most ${PASSWORD_MAX} characters long`,
  password_common: 'This password is too common; choose another',
};

/** A new password; its issues carry the spec's "code: text" code in params.code. */
export const newPasswordSchema = text().superRefine((pw, ctx) => {
  for (const code of passwordProblems(pw))
    ctx.addIssue({ code: 'custom', message: PROBLEM_TEXT[code], params: { code } });
});
