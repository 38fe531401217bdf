// V8 settings for a long-running server, applied when the server's code is first loaded.
//
// Allocation-site pretenuring off (decision 050): V8 starts allocating objects from a site in the
// old generation once most of them have survived a young collection. Under load an API call's
// objects can look long-lived (fifty calls in flight at every collection), and once a site is
// pretenured, each dead old object keeps the young objects it points to alive until the next full
// collection: every young collection then copied and promoted ~9 MB of finished calls, its pauses
// went from under 1 ms to 15–50 ms, and an API call cost twice the CPU (bench:api). It is a
// heuristic for programs that build long-lived structures, which this server does once at start.
import v8 from 'node:v8';

v8.setFlagsFromString('--no-allocation-site-pretenuring');
