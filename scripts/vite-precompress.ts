import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

// Writes name.br and name.gz beside every text asset of the client build, at the highest
// settings (done once per build, not per request): the front serves them by Accept-Encoding
// (serveStatic `precompressed`, src/server/adapter.ts). Issue 9.
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const TEXT = /\.(js|mjs|css|svg|json|webmanifest|txt|html|xml)$/;
const MIN_BYTES = 1024;

export function precompress(): Plugin {
  return {
    name: 'casino:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      if (this.environment?.name !== 'client' || !options.dir) return;
      const dir = options.dir;
      await Promise.all(
        Object.keys(bundle)
          .filter((file) => TEXT.test(file))
          .map(async (file) => {
            const full = path.join(dir, file);
            const data = await readFile(full);
            if (data.length < MIN_BYTES) return;
            const [br, gz] = await Promise.all([
              brotli(data, {
                params: {
                  [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                  [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
                },
              }),
              gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
            ]);
            await Promise.all([writeFile(`${full}.br`, br), writeFile(`${full}.gz`, gz)]);
          }),
      );
    },
  };
}
