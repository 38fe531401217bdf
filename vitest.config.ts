import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: on a two-core CI machine one file at a
    // time. The API files spend much of their time waiting (a database, a child process, a socket),
    // and each has its own database, so two run side by side safely (decision 049).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/api/global-setup.ts'],
          // Each file opens its own database; PGlite start-up is the slow part.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'client',
          include: ['tests/client/**/*.test.ts', 'tests/client/**/*.test.tsx'],
          environment: 'node',
        },
      },
    ],
  },
});
