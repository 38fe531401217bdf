// Waku defines WAKU_BUILD_ID at build time ('dev' under `waku dev`); outside a
// Vite build (unit tests) it is absent.
const defined = (import.meta as { env?: Record<string, string | undefined> }).env?.WAKU_BUILD_ID;

export const BUILD_ID: string = defined || process.env.BUILD_ID || 'dev';
/** When this process started serving the build, in ms; clients poll builds/latest.json. */
export const BUILD_TIMESTAMP = Date.now();
