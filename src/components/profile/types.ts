import type { z } from 'zod';
import type { loginHistoryResponseSchema } from '../../contract/auth';

export type { SessionInfo } from '../../contract/auth';
export type LoginHistoryPage = z.infer<typeof loginHistoryResponseSchema>;
export type LoginHistoryEntry = LoginHistoryPage['data'][number];
