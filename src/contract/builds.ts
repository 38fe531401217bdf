import { z } from 'zod';

/** GET builds/latest.json: the build the server runs, polled by open tabs (spec section 4). */
export const latestBuildSchema = z.object({ id: z.string().min(1).max(200), timestamp: z.number().int() });
export type LatestBuild = z.infer<typeof latestBuildSchema>;
