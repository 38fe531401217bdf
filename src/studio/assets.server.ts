// The studio pages' browser code: TypeScript entries under src/studio/client/, bundled by esbuild
// once at studio start-up (in memory, minified) and served under /assets/<name>.<hash>.<ext> with a
// year of immutable caching, since the hash changes with the content.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';

export interface BuiltAsset {
  body: Uint8Array;
  type: string;
}
export interface StudioAssets {
  /** entry name → URLs of its script and stylesheet. */
  entries: Record<string, { js: string; css: string[] }>;
  files: Map<string, BuiltAsset>;
}

/**
 * Entries: `slots` (this app's slot page) and, when present, `live` (the live tables' page,
 * src/studio/client/live.ts). Each may import a .css file; esbuild emits it beside the script.
 */
export const CLIENT_ENTRIES = ['slots', 'live'] as const;

export async function buildStudioAssets(root = process.cwd()): Promise<StudioAssets> {
  const dir = path.join(root, 'src/studio/client');
  const entryPoints: Record<string, string> = {};
  for (const name of CLIENT_ENTRIES) {
    const file = path.join(dir, `${name}.ts`);
    if (existsSync(file)) entryPoints[name] = file;
  }
  const esbuild = await import('esbuild');
  const out = await esbuild.build({
    entryPoints,
    bundle: true,
    write: false,
    minify: true,
    format: 'esm',
    target: 'es2022',
    outdir: '/assets',
    entryNames: '[name]',
    logLevel: 'silent',
    legalComments: 'none',
  });
  const entries: StudioAssets['entries'] = {};
  const files = new Map<string, BuiltAsset>();
  for (const f of out.outputFiles) {
    const ext = path.extname(f.path);
    const name = path.basename(f.path, ext);
    const hash = createHash('sha256').update(f.contents).digest('hex').slice(0, 12);
    const url = `/assets/${name}.${hash}${ext}`;
    files.set(url, {
      body: f.contents,
      type: ext === '.css' ? 'text/css; charset=utf-8' : 'text/javascript; charset=utf-8',
    });
    entries[name] ??= { js: '', css: [] };
    const e = entries[name];
    if (ext === '.css') e.css.push(url);
    else e.js = url;
  }
  return { entries, files };
}
