import { LANGS, type Lang } from '../../contract/common';

// Account mail and SMS texts in the five site languages: a subject and a plain-text body,
// the code on a line of its own so it stands out in any mail client or SMS preview.

export type MessageKind =
  | { kind: 'login_code'; code: string }
  | { kind: 'verify_code'; code: string }
  | { kind: 'reset_code'; code: string; link?: string | undefined }
  | { kind: 'login_data'; login: string; code: string; link: string };

export interface MessageText {
  subject: string;
  body: string;
}

interface Strings {
  brand: string;
  loginSubject: string;
  loginIntro: string;
  verifySubject: string;
  verifyIntro: string;
  resetSubject: string;
  resetIntro: string;
  resetLink: string;
  dataSubject: string;
  dataLogin: string;
  dataCode: string;
  dataLink: string;
  life: string;
  ignore: string;
  smsLogin: string;
  smsVerify: string;
  smsReset: string;
}

const STRINGS: Record<Lang, Strings> = {
  ru: {
    brand: 'Casino',
    loginSubject: 'Код для входа',
    loginIntro: 'Ваш код для входа:',
    verifySubject: 'Подтверждение адреса',
    verifyIntro: 'Ваш код подтверждения:',
    resetSubject: 'Восстановление пароля',
    resetIntro: 'Код для восстановления пароля:',
    resetLink: 'Или откройте ссылку, чтобы задать новый пароль:',
    dataSubject: 'Данные для входа',
    dataLogin: 'Ваш логин:',
    dataCode: 'Одноразовый код для входа:',
    dataLink: 'Забыли пароль? Задайте новый:',
    life: 'Код действует 10 минут.',
    ignore: 'Если вы ничего не запрашивали, просто проигнорируйте это письмо.',
    smsLogin: 'Код для входа: {code}. Никому его не сообщайте.',
    smsVerify: 'Код подтверждения: {code}. Никому его не сообщайте.',
    smsReset: 'Код восстановления пароля: {code}. Никому его не сообщайте.',
  },
  en: {
    brand: 'Casino',
    loginSubject: 'Your login code',
    loginIntro: 'Your login code:',
    verifySubject: 'Confirm your address',
    verifyIntro: 'Your confirmation code:',
    resetSubject: 'Password reset',
    resetIntro: 'Your password reset code:',
    resetLink: 'Or open this link to set a new password:',
    dataSubject: 'Your login details',
    dataLogin: 'Your login:',
    dataCode: 'One-time login code:',
    dataLink: 'Forgot your password? Set a new one:',
    life: 'The code is valid for 10 minutes.',
    ignore: 'If you did not ask for this, just ignore this message.',
    smsLogin: 'Your login code: {code}. Do not share it with anyone.',
    smsVerify: 'Your confirmation code: {code}. Do not share it with anyone.',
    smsReset: 'Your password reset code: {code}. Do not share it with anyone.',
  },
  kz: {
    brand: 'Casino',
    loginSubject: 'Кіру коды',
    loginIntro: 'Сіздің кіру кодыңыз:',
    verifySubject: 'Мекенжайды растау',
    verifyIntro: 'Сіздің растау кодыңыз:',
    resetSubject: 'Құпиясөзді қалпына келтіру',
    resetIntro: 'Құпиясөзді қалпына келтіру коды:',
    resetLink: 'Немесе жаңа құпиясөз орнату үшін сілтемені ашыңыз:',
    dataSubject: 'Кіру деректері',
    dataLogin: 'Сіздің логиніңіз:',
    dataCode: 'Бір реттік кіру коды:',
    dataLink: 'Құпиясөзді ұмыттыңыз ба? Жаңасын орнатыңыз:',
    life: 'Код 10 минут жарамды.',
    ignore: 'Егер сіз ештеңе сұрамаған болсаңыз, бұл хатты елемеңіз.',
    smsLogin: 'Кіру коды: {code}. Оны ешкімге айтпаңыз.',
    smsVerify: 'Растау коды: {code}. Оны ешкімге айтпаңыз.',
    smsReset: 'Құпиясөзді қалпына келтіру коды: {code}. Оны ешкімге айтпаңыз.',
  },
  br: {
    brand: 'Casino',
    loginSubject: 'Seu código de acesso',
    loginIntro: 'Seu código de acesso:',
    verifySubject: 'Confirme seu endereço',
    verifyIntro: 'Seu código de confirmação:',
    resetSubject: 'Redefinição de senha',
    resetIntro: 'Seu código para redefinir a senha:',
    resetLink: 'Ou abra este link para definir uma nova senha:',
    dataSubject: 'Seus dados de acesso',
    dataLogin: 'Seu login:',
    dataCode: 'Código de acesso único:',
    dataLink: 'Esqueceu a senha? Defina uma nova:',
    life: 'O código é válido por 10 minutos.',
    ignore: 'Se você não solicitou isto, ignore esta mensagem.',
    smsLogin: 'Seu código de acesso: {code}. Não o compartilhe com ninguém.',
    smsVerify: 'Seu código de confirmação: {code}. Não o compartilhe com ninguém.',
    smsReset: 'Seu código para redefinir a senha: {code}. Não o compartilhe com ninguém.',
  },
  hi: {
    brand: 'Casino',
    loginSubject: 'आपका लॉगिन कोड',
    loginIntro: 'आपका लॉगिन कोड:',
    verifySubject: 'अपना पता पुष्टि करें',
    verifyIntro: 'आपका पुष्टि कोड:',
    resetSubject: 'पासवर्ड रीसेट',
    resetIntro: 'पासवर्ड रीसेट करने का कोड:',
    resetLink: 'या नया पासवर्ड सेट करने के लिए यह लिंक खोलें:',
    dataSubject: 'आपके लॉगिन विवरण',
    dataLogin: 'आपका लॉगिन:',
    dataCode: 'एक बार का लॉगिन कोड:',
    dataLink: 'पासवर्ड भूल गए? नया सेट करें:',
    life: 'कोड 10 मिनट तक मान्य है।',
    ignore: 'यदि आपने यह अनुरोध नहीं किया है, तो इस संदेश को अनदेखा करें।',
    smsLogin: 'आपका लॉगिन कोड: {code}. इसे किसी के साथ साझा न करें।',
    smsVerify: 'आपका पुष्टि कोड: {code}. इसे किसी के साथ साझा न करें।',
    smsReset: 'पासवर्ड रीसेट कोड: {code}. इसे किसी के साथ साझा न करें।',
  },
};

const isLang = (v: string): v is Lang => (LANGS as readonly string[]).includes(v);

/**
 * Accept-Language tags mapped to the site's languages (kk → kz, pt → br). A Map: the tag is
 * the client's, and `constructor` must not find Object.prototype's member (a 500 on send).
 */
const TAG_TO_LANG = new Map<string, Lang>([
  ['ru', 'ru'],
  ['en', 'en'],
  ['kk', 'kz'],
  ['kz', 'kz'],
  ['pt', 'br'],
  ['br', 'br'],
  ['hi', 'hi'],
]);

/**
 * The language of a message: the player's saved locale, else the first language of the
 * request's Accept-Language we write in, else Russian.
 */
export function messageLang(userLocale: string | null | undefined, acceptLanguage: string | null | undefined): Lang {
  if (userLocale && isLang(userLocale)) return userLocale;
  const tags = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { base: tag.trim().toLowerCase().split('-')[0] ?? '', q: q ? Number(q.slice(2)) || 0 : 1 };
    })
    .filter((t) => t.base && t.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const t of tags) {
    const lang = TAG_TO_LANG.get(t.base);
    if (lang) return lang;
  }
  return 'ru';
}

const lines = (...parts: (string | false | undefined)[]) =>
  parts.filter((p) => p !== false && p !== undefined).join('\n');

/** An e-mail: subject and plain-text body. */
export function emailText(lang: Lang, m: MessageKind): MessageText {
  const s = STRINGS[lang];
  switch (m.kind) {
    case 'login_code':
      return {
        subject: `${s.loginSubject}: ${m.code}`,
        body: lines(s.loginIntro, '', `    ${m.code}`, '', s.life, s.ignore, '', s.brand),
      };
    case 'verify_code':
      return {
        subject: `${s.verifySubject}: ${m.code}`,
        body: lines(s.verifyIntro, '', `    ${m.code}`, '', s.life, s.ignore, '', s.brand),
      };
    case 'reset_code':
      return {
        subject: `${s.resetSubject}: ${m.code}`,
        body: lines(
          s.resetIntro,
          '',
          `    ${m.code}`,
          '',
          s.life,
          m.link && '',
          m.link && s.resetLink,
          m.link,
          '',
          s.ignore,
          '',
          s.brand,
        ),
      };
    case 'login_data':
      return {
        subject: s.dataSubject,
        body: lines(
          `${s.dataLogin} ${m.login}`,
          '',
          s.dataCode,
          '',
          `    ${m.code}`,
          '',
          s.life,
          '',
          s.dataLink,
          m.link,
          '',
          s.ignore,
          '',
          s.brand,
        ),
      };
  }
}

/** An SMS: the text only (no subject), short enough for one or two segments. */
export function smsText(lang: Lang, m: Exclude<MessageKind, { kind: 'login_data' }>): string {
  const s = STRINGS[lang];
  const template = m.kind === 'login_code' ? s.smsLogin : m.kind === 'verify_code' ? s.smsVerify : s.smsReset;
  return template.replace('{code}', m.code);
}
