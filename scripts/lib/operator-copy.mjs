import { cpSync } from 'node:fs';
import path from 'node:path';

// What a server writes into its operator folder on first start (the studio's entry in
// providers.json with the launch address of the port it ran on, the studio's signing key): never
// copied into a test run's folder, or a file left by a server on another port (a benchmark, a
// development server) would send the run's players to an address nobody answers on.
const WRITTEN_BY_SERVERS = /(^|[\\/])(providers\.json|[^\\/]+\.pem)$/;

/** Copies the operator files of `private/` that the repository holds into `dest`. */
export function copyOperatorConfig(root, dest) {
  cpSync(path.join(root, 'private'), dest, {
    recursive: true,
    filter: (src) => !WRITTEN_BY_SERVERS.test(src),
  });
}
