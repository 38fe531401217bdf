import { describe, expect, it } from 'vitest';
import { langOfPath, offlineHtml } from '../../src/sw/offline';

describe('the offline page of the service worker', () => {
  it('speaks the language of the path, and the default language elsewhere', () => {
    expect(langOfPath('/en/faq')).toBe('en');
    expect(langOfPath('/kz')).toBe('kz');
    expect(langOfPath('/')).toBe('ru');
    expect(langOfPath('/faq')).toBe('ru');
    expect(langOfPath('/english/faq')).toBe('ru');
    expect(offlineHtml('ru')).toContain('Нет соединения');
    expect(offlineHtml('br')).toContain('lang="pt-BR"');
    expect(offlineHtml('en')).toContain('You are offline');
  });
});
