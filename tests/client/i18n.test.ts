import { describe, expect, it, vi } from 'vitest';
import { createTranslate } from '../../src/client/i18n';
import { clientMessages, dictionaries } from '../../src/i18n';

describe('client translations', () => {
  it('clientMessages sends only the asked namespaces, English filling gaps', () => {
    const m = clientMessages('ru', ['error', 'no_such_namespace']);
    expect(Object.keys(m)).toEqual(['error']);
    expect((m.error as Record<string, string>).error).toBe(dictionaries.ru.error.error);
  });

  it('a key missing in the language comes from English', () => {
    const en = dictionaries.en as unknown as Record<string, Record<string, string>>;
    const ru = dictionaries.ru as unknown as Record<string, Record<string, string>>;
    const saved = ru.error!.required;
    delete ru.error!.required;
    try {
      expect((clientMessages('ru', ['error']).error as Record<string, string>).required).toBe(en.error!.required);
    } finally {
      ru.error!.required = saved!;
    }
  });

  it('createTranslate fills params and returns the key (with a warning) when missing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const t = createTranslate('en', { a: { hello: 'Hello, {{name}}' } });
    expect(t('a.hello', { name: 'Ann' })).toBe('Hello, Ann');
    expect(t('a.nope')).toBe('a.nope');
    expect(warn).toHaveBeenCalledOnce();
  });

  it('a nested translator falls back to the enclosing one (page namespaces on top of the shell ones)', () => {
    const shell = createTranslate('en', { auth: { login: 'Log in' } });
    const page = createTranslate('en', { profile: { title: 'Profile' } }, shell);
    expect(page('profile.title')).toBe('Profile');
    expect(page('auth.login')).toBe('Log in');
  });
});
