import { existsSync, readFileSync, watch, type FSWatcher } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { CONFIG_FILES, type OperatorConfig, parseBetLimits } from './schema';
import { loadTextOverrides } from './texts';
import { logFor } from '../log.server';

const log = logFor('config');

type Parsed = Omit<OperatorConfig, 'version' | 'texts'>;

export class ConfigError extends Error {}

/** Parses the three files' texts (undefined = file absent). Throws ConfigError with every problem. */
export function parseOperatorConfig(texts: Partial<Record<keyof typeof CONFIG_FILES, string>>): Parsed {
  const problems: string[] = [];
  const out: Record<string, unknown> = {};
  for (const [key, { file, schema }] of Object.entries(CONFIG_FILES)) {
    const text = texts[key as keyof typeof CONFIG_FILES];
    let json: unknown = {};
    if (text !== undefined) {
      try {
        json = JSON.parse(text);
      } catch (e) {
        problems.push(`${file}: not valid JSON (${(e as Error).message})`);
        continue;
      }
    }
    if (key === 'betLimits') {
      for (const w of parseBetLimits(json).warnings) log.warn({ file, problem: w }, 'bet limits warning');
    }
    const res = (schema as z.ZodType).safeParse(json);
    if (!res.success) {
      for (const i of res.error.issues) problems.push(`${file}: ${i.path.join('.') || '(root)'}: ${i.message}`);
      continue;
    }
    out[key] = res.data;
  }
  if (problems.length) throw new ConfigError(problems.join('\n'));
  return out as Parsed;
}

function readDir(dir: string): Partial<Record<keyof typeof CONFIG_FILES, string>> {
  const texts: Partial<Record<keyof typeof CONFIG_FILES, string>> = {};
  for (const [key, { file }] of Object.entries(CONFIG_FILES)) {
    const p = path.join(dir, file);
    if (existsSync(p)) texts[key as keyof typeof CONFIG_FILES] = readFileSync(p, 'utf8');
  }
  return texts;
}

type Listener = (cfg: OperatorConfig) => void;

/**
 * Holds the operator configuration read from a folder, and reloads it when a file
 * changes. An invalid edit is logged and ignored: the last good config stays live.
 */
export class ConfigStore {
  #current: OperatorConfig;
  #watcher: FSWatcher | undefined;
  #timer: NodeJS.Timeout | undefined;
  #listeners = new Set<Listener>();

  constructor(readonly dir: string) {
    // At boot an invalid config is fatal: starting with no rules at all could unblock regions.
    this.#current = { ...parseOperatorConfig(readDir(dir)), texts: loadTextOverrides(dir), version: 1 };
  }

  get current(): OperatorConfig {
    return this.#current;
  }

  /** Re-reads the folder; returns whether the new files were applied. */
  reload(): boolean {
    try {
      const next = parseOperatorConfig(readDir(this.dir));
      const texts = loadTextOverrides(this.dir, this.#current.texts);
      this.#current = { ...next, texts, version: this.#current.version + 1 };
      log.info({ dir: this.dir, version: this.#current.version }, 'operator config reloaded');
      for (const l of this.#listeners) l(this.#current);
      return true;
    } catch (e) {
      log.error(
        { dir: this.dir, version: this.#current.version, problem: (e as Error).message },
        'operator config is invalid; keeping the running version',
      );
      return false;
    }
  }

  onChange(l: Listener): () => void {
    this.#listeners.add(l);
    return () => this.#listeners.delete(l);
  }

  /** Watches the folder; editors write in bursts, so changes settle for 100 ms first. */
  watch(): void {
    if (this.#watcher || !existsSync(this.dir)) return;
    this.#watcher = watch(this.dir, () => {
      clearTimeout(this.#timer);
      this.#timer = setTimeout(() => this.reload(), 100);
    });
    this.#watcher.on('error', (e) => log.error({ err: e }, 'config watcher error'));
  }

  close(): void {
    clearTimeout(this.#timer);
    this.#watcher?.close();
    this.#watcher = undefined;
  }
}

const KEY = Symbol.for('casino.config');
type Holder = { [KEY]?: ConfigStore };

/** The process-wide store, created (and watched) on first use. */
export function getConfigStore(): ConfigStore {
  const g = globalThis as Holder;
  if (!g[KEY]) {
    const dir = path.resolve(process.env.OPERATOR_CONFIG || 'private');
    g[KEY] = new ConfigStore(dir);
    if (process.env.NODE_ENV !== 'test') g[KEY].watch();
  }
  return g[KEY];
}

export function setConfigStoreForTests(store: ConfigStore | undefined): void {
  const g = globalThis as Holder;
  g[KEY]?.close();
  if (store) g[KEY] = store;
  else delete g[KEY];
}

export const getConfig = (): OperatorConfig => getConfigStore().current;
