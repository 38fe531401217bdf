import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Plugin } from 'vite';
import { build } from 'vite';
import { injectManifest } from 'workbox-build';
import { webManifest } from './web-manifest';

// Builds /sw.js from src/sw/sw.ts after the client build (issue 12, decision 025): Vite
// bundles the worker (its own small build, no Waku environments), then workbox-build's
// injectManifest writes the list of hashed files to precache into it. vite-plugin-pwa was
// not used: it has open bugs with Vite's multi-environment builds, which Waku uses.

/** What the worker precaches: hashed client assets and the images the shell always shows. */
const PRECACHE = ['assets/**/*.{js,css,woff2}', 'images/{favicon,logo}.svg'];

export async function buildServiceWorker(publicDir: string): Promise<{ count: number; size: number }> {
  const tmp = await mkdtemp(path.join(tmpdir(), 'casino-sw-'));
  try {
    await build({
      configFile: false,
      logLevel: 'warn',
      publicDir: false,
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: {
        outDir: tmp,
        emptyOutDir: false,
        minify: true,
        lib: { entry: path.resolve('src/sw/sw.ts'), formats: ['es'], fileName: () => 'sw.js' },
      },
    });
    const swSrc = path.join(tmp, 'sw.js');
    const result = await injectManifest({
      swSrc,
      swDest: path.join(publicDir, 'sw.js'),
      globDirectory: publicDir,
      globPatterns: PRECACHE,
      globIgnores: ['**/*.br', '**/*.gz'],
      // Vite already put the content hash in every asset name.
      dontCacheBustURLsMatching: /^assets\//,
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    });
    for (const w of result.warnings) console.warn('[sw]', w);
    return { count: result.count, size: result.size };
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}

export function serviceWorker(): Plugin {
  let publicDir: string | undefined;
  return {
    name: 'casino:service-worker',
    apply: 'build',
    writeBundle(options) {
      if (this.environment?.name === 'client' && options.dir) publicDir = options.dir;
    },
    async closeBundle() {
      if (this.environment?.name !== 'client' || !publicDir) return;
      await writeFile(path.join(publicDir, 'manifest.webmanifest'), JSON.stringify(webManifest(), null, 2));
      const { count, size } = await buildServiceWorker(publicDir);
      console.info(`[sw] sw.js precaches ${count} files (${Math.round(size / 1024)} kB)`);
    },
  };
}
