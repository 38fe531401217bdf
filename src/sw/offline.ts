import { LANGS, type Lang } from '../contract/common';

// The offline page, built in the worker from these texts: one small page per language, no
// cached HTML of any build (a cached page of an old build would loop Waku's build-id reload).
const TEXT: Record<Lang, { title: string; body: string; retry: string }> = {
  ru: { title: 'Нет соединения', body: 'Проверьте подключение к интернету и попробуйте снова.', retry: 'Повторить' },
  en: { title: 'You are offline', body: 'Check your internet connection and try again.', retry: 'Try again' },
  kz: { title: 'Байланыс жоқ', body: 'Интернетке қосылуды тексеріп, қайталап көріңіз.', retry: 'Қайталау' },
  br: {
    title: 'Você está offline',
    body: 'Verifique sua conexão com a internet e tente novamente.',
    retry: 'Tentar novamente',
  },
  hi: { title: 'आप ऑफ़लाइन हैं', body: 'अपना इंटरनेट कनेक्शन जाँचें और फिर से प्रयास करें।', retry: 'फिर से प्रयास करें' },
};
const HTML_LANG: Record<Lang, string> = { ru: 'ru', en: 'en', kz: 'kk', br: 'pt-BR', hi: 'hi' };

/** The player's language from the path prefix (/en/…); unprefixed paths are the default. */
export function langOfPath(pathname: string): Lang {
  const first = pathname.split('/')[1] ?? '';
  return (LANGS as readonly string[]).includes(first) ? (first as Lang) : 'ru';
}

export function offlineHtml(lang: Lang): string {
  const t = TEXT[lang];
  return `<!doctype html><html lang="${HTML_LANG[lang]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="theme-color" content="#0b0f1a"><title>${t.title}</title><style>body{margin:0;min-height:100vh;display:grid;place-items:center;background:#0b0f1a;color:#e6e9f2;font:16px/1.5 system-ui,sans-serif;text-align:center}main{padding:24px;max-width:28rem}button{margin-top:16px;padding:10px 20px;border:0;border-radius:8px;background:#f5b300;color:#0b0f1a;font-weight:600;cursor:pointer}</style></head><body><main data-offline-page><h1>${t.title}</h1><p>${t.body}</p><button type="button" onclick="location.reload()">${t.retry}</button></main></body></html>`;
}
