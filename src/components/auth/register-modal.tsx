'use client';

import { solveCaptcha } from './captcha';
import { useId, useRef, useState, type FormEvent } from 'react';
import { authApi } from '../../client/api';
import { readAllCookies } from '../../client/cookies';
import { useLang, useT } from '../../client/i18n';
import { defaultPhoneCountry } from '../../client/phone-mask';
import { completeLogin, defaultCurrency, guessTimezone, openModal, reportFailure } from '../../client/session-actions';
import type { AuthTokenResponse } from '../../contract/auth';
import { CURRENCY_SIGN, type Currency, type Region } from '../../contract/common';
import { PASSWORD_MIN } from '../../contract/password';
import { localePath } from '../../site/locale';
import { AuthDialog } from './auth-dialog';
import { emailProblem, newPasswordProblem, phoneE164, phoneProblem, type PhoneValue } from './client-checks';
import { ConfirmContactForm } from './confirm-phone-modal';
import { fieldProblems, formErrorsFrom, NO_ERRORS, type FormErrors } from './form-errors';
import {
  FieldError,
  FormAlert,
  LinkButton,
  PasswordField,
  Segmented,
  contactTabs,
  SelectField,
  SubmitButton,
  TextField,
  useFocusFirstInvalid,
  useRequest,
} from './form-widgets';
import { emptyPhone, PhoneField } from './phone-field';
import {
  readAttribution,
  fingerprint,
  REGISTER_CURRENCIES,
  registrationExtras,
  userAgreementPath,
} from './request-extras';
import { SocialButtons } from './social-buttons';

type By = 'email' | 'phone';

/**
 * Register: e-mail or phone, password, currency, the agreement, an optional promo code.
 * After an e-mail registration that still needs confirming, the same modal shows the
 * code step (props.confirm = 'email'); a phone one opens ConfirmByPhone.
 */
export function RegisterModal({ region, props }: { region: Region; props?: Record<string, string> | undefined }) {
  const t = useT();
  if (props?.confirm === 'email') {
    return (
      <AuthDialog name="register" title={t('auth.confirmEmailTitle')}>
        <ConfirmContactForm channel="email" login={props.email} />
      </AuthDialog>
    );
  }
  return (
    <AuthDialog name="register" title={t('auth.registerTitle')}>
      <RegisterForm region={region} initialBy={props?.by} />
    </AuthDialog>
  );
}

function RegisterForm({ region, initialBy }: { region: Region; initialBy: string | undefined }) {
  const t = useT();
  const lang = useLang();
  const termsId = useId();
  const [by, setBy] = useState<By>(() =>
    initialBy === 'email' || initialBy === 'phone' ? initialBy : lang === 'ru' || lang === 'kz' ? 'phone' : 'email',
  );
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState<PhoneValue>(() => emptyPhone(defaultPhoneCountry(lang, region)));
  const [password, setPassword] = useState('');
  const [currency, setCurrency] = useState<Currency>(() => defaultCurrency(region, lang));
  // Prefilled from the promo cookie (an ad link's code); the player may change or clear it.
  const [promo, setPromo] = useState(() => readAttribution().promo ?? '');
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, errors);
  const { busy, run } = useRequest();
  const show = (key: string | undefined) => (key ? t(key) : undefined);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const problems = fieldProblems({
      [by]: show(by === 'phone' ? phoneProblem(phone) : emailProblem(email)),
      password: show(newPasswordProblem(password)),
      terms: terms ? undefined : t('auth.termsRequired'),
    });
    if (problems) return setErrors(problems);
    void run(async () => {
      setErrors(NO_ERRORS);
      const common = {
        password,
        currency,
        accept_terms: true as const, // the terms checkbox is required above
        ...registrationExtras({
          cookies: readAllCookies(),
          pathname: window.location.pathname,
          lang,
          timezone: guessTimezone() ?? undefined,
          fp: await fingerprint(),
          captcha: await solveCaptcha(),
          promo,
        }),
      };
      const login = by === 'phone' ? phoneE164(phone) : email.trim();
      let res: AuthTokenResponse;
      try {
        res =
          by === 'phone'
            ? await authApi.registerPhone({ phone: login, ...common })
            : await authApi.registerEmail({ email: login, ...common });
      } catch (err) {
        setErrors(formErrorsFrom(err, t, [by, 'password', 'currency', 'promo']));
        reportFailure('register', err, t);
        return;
      }
      // completeLogin closes the modal before its first await; the confirmation step opens
      // right after that, so it shows while the profile loads instead of a second later.
      const done = completeLogin(res, 'register', { registered: true });
      if (res.confirm === 'phone') openModal('confirm-phone', { phone: login });
      else if (res.confirm === 'email') openModal('register', { confirm: 'email', email: login });
      await done;
    });
  };

  return (
    <div className="flex flex-col gap-5">
      <form ref={formRef} className="flex flex-col gap-4" onSubmit={onSubmit} noValidate>
        <Segmented
          name="register-by"
          label={t('auth.registerBy')}
          value={by}
          onChange={(next) => {
            setBy(next);
            setErrors(NO_ERRORS);
          }}
          options={contactTabs(t)}
        />
        {by === 'phone' ? (
          <PhoneField label={t('auth.phone')} value={phone} onChange={setPhone} error={errors.fields.phone} />
        ) : (
          <TextField
            label={t('auth.email')}
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={errors.fields.email}
          />
        )}
        <PasswordField
          label={t('auth.password')}
          name="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          error={errors.fields.password}
          hint={t('auth.passwordHint', { min: PASSWORD_MIN })}
        />
        <SelectField
          label={t('auth.currency')}
          name="currency"
          value={currency}
          onChange={(e) => setCurrency(e.currentTarget.value as Currency)}
          error={errors.fields.currency}
        >
          {REGISTER_CURRENCIES.map((c) => (
            <option key={c} value={c}>
              {`${c} ${CURRENCY_SIGN[c]}`}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('auth.promo')}
          name="promo"
          autoComplete="off"
          maxLength={64}
          value={promo}
          onChange={(e) => setPromo(e.currentTarget.value)}
          error={errors.fields.promo}
        />
        <div className="flex flex-col gap-1.5">
          <div className="flex items-start gap-3">
            <input
              id={termsId}
              type="checkbox"
              name="terms"
              className="mt-0.5 size-5 shrink-0 accent-accent"
              checked={terms}
              onChange={(e) => setTerms(e.currentTarget.checked)}
              aria-invalid={errors.fields.terms ? true : undefined}
              aria-describedby={errors.fields.terms ? `${termsId}-error` : undefined}
            />
            <label htmlFor={termsId} className="text-sm text-muted">
              {t('auth.termsAccept')}{' '}
              <a
                href={localePath(lang, userAgreementPath(lang))}
                target="_blank"
                rel="noopener"
                className="font-semibold text-[#b9a8ff] underline underline-offset-2"
              >
                {t('auth.termsLink')}
              </a>
            </label>
          </div>
          <FieldError id={`${termsId}-error`} name="terms" error={errors.fields.terms} />
        </div>
        <FormAlert lines={errors.alert} testId="register-error" />
        <SubmitButton busy={busy} testId="register-submit">
          {t('auth.createAccount')}
        </SubmitButton>
      </form>
      <p className="text-center text-sm text-muted">
        {t('auth.haveAccount')}{' '}
        <LinkButton onClick={() => openModal('login')} testId="open-login">
          {t('auth.login')}
        </LinkButton>
      </p>
      <SocialButtons />
    </div>
  );
}
