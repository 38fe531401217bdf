'use client';

import { useAtomValue } from 'jotai';
import { useRef, useState, type FormEvent } from 'react';
import { authApi } from '../../client/api';
import { profileAtom } from '../../client/atoms';
import { useT } from '../../client/i18n';
import { reloadProfile } from '../../client/session-actions';
import {
  VERIFICATION_DOCUMENTS,
  verificationSubmitSchema,
  verificationView,
  type VerificationView,
} from '../../contract/auth';
import type { Region } from '../../contract/common';
import { issuesToFieldErrors } from '../../contract/errors';
import { AuthDialog } from './auth-dialog';
import { formErrorsFrom, NO_ERRORS, type FormErrors } from './form-errors';
import {
  FormAlert,
  FormNotice,
  SelectField,
  SubmitButton,
  TextField,
  useFocusFirstInvalid,
  useRequest,
} from './form-widgets';

type Doc = (typeof VERIFICATION_DOCUMENTS)[number];
const FIELDS = ['full_name', 'birth_date', 'country', 'document_type', 'document_number'] as const;

/** Spec section 4: each raw status is shown as one of three. */
function StatusNotice({ view }: { view: VerificationView }) {
  const t = useT();
  const tone =
    view === 'success'
      ? 'border-win/60 text-win'
      : view === 'failed'
        ? 'border-danger/60 text-danger'
        : 'border-gold/60 text-gold';
  return (
    <div
      role="status"
      className={`rounded-lg border bg-elevated px-3 py-3 text-sm ${tone}`}
      data-testid="verification-status"
      data-status={view}
    >
      <p className="font-semibold">{t(`auth.verification.status_${view}`)}</p>
      <p className="text-muted">{t(`auth.verification.status_${view}_text`)}</p>
    </div>
  );
}

/** Verification ("native mode"): the player's identity data, sent for review. */
export function VerificationModal({ region }: { region: Region }) {
  const t = useT();
  const profile = useAtomValue(profileAtom);
  const [view, setView] = useState<VerificationView | null>(() =>
    verificationView(profile?.user.verification.data?.status),
  );
  const [form, setForm] = useState<Record<(typeof FIELDS)[number], string>>(() => ({
    full_name: profile?.user.name ?? '',
    birth_date: '',
    country: region,
    document_type: 'passport',
    document_number: '',
  }));
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, errors);
  const { busy, run } = useRequest();
  const set = (key: (typeof FIELDS)[number]) => (e: { currentTarget: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.currentTarget.value }));

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    // The same schema the API parses with; its codes are translated like the server's.
    const parsed = verificationSubmitSchema.safeParse(form);
    if (!parsed.success) {
      const fields: Record<string, string> = {};
      for (const [field, lines] of Object.entries(issuesToFieldErrors(parsed.error.issues))) {
        const code = lines[0]?.split(':')[0]?.trim();
        const key = `error.${code}`;
        const translated = code ? t(key) : '';
        fields[field] = translated && translated !== key ? translated : t('error.invalid');
      }
      return setErrors({ fields, alert: [] });
    }
    void run(async () => {
      setErrors(NO_ERRORS);
      try {
        const res = await authApi.verificationSubmit(parsed.data);
        setView(verificationView(res.data.status) ?? 'pending');
        await reloadProfile();
      } catch (err) {
        setErrors(formErrorsFrom(err, t, FIELDS));
      }
    });
  };

  const showForm = view === null || view === 'failed';
  const today = new Date().toISOString().slice(0, 10);

  return (
    <AuthDialog name="verification" title={t('auth.verification.title')} wide>
      <div className="flex flex-col gap-4">
        {view ? <StatusNotice view={view} /> : <FormNotice>{t('auth.verification.lead')}</FormNotice>}
        {showForm ? (
          <form ref={formRef} className="flex flex-col gap-4" onSubmit={onSubmit} noValidate>
            <TextField
              label={t('auth.verification.fullName')}
              name="full_name"
              autoComplete="name"
              value={form.full_name}
              onChange={set('full_name')}
              error={errors.fields.full_name}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label={t('auth.verification.birthDate')}
                name="birth_date"
                type="date"
                autoComplete="bday"
                max={today}
                value={form.birth_date}
                onChange={set('birth_date')}
                error={errors.fields.birth_date}
              />
              <TextField
                label={t('auth.verification.country')}
                name="country"
                autoComplete="country"
                maxLength={2}
                value={form.country}
                onChange={(e) => setForm((f) => ({ ...f, country: e.currentTarget.value.toUpperCase() }))}
                error={errors.fields.country}
                hint={t('auth.verification.countryHint')}
              />
            </div>
            <SelectField
              label={t('auth.verification.documentType')}
              name="document_type"
              value={form.document_type}
              onChange={set('document_type')}
              error={errors.fields.document_type}
            >
              {VERIFICATION_DOCUMENTS.map((d: Doc) => (
                <option key={d} value={d}>
                  {t(`auth.verification.doc_${d}`)}
                </option>
              ))}
            </SelectField>
            <TextField
              label={t('auth.verification.documentNumber')}
              name="document_number"
              autoComplete="off"
              value={form.document_number}
              onChange={set('document_number')}
              error={errors.fields.document_number}
            />
            <FormAlert lines={errors.alert} testId="verification-error" />
            <SubmitButton busy={busy} testId="verification-submit">
              {t('auth.verification.submit')}
            </SubmitButton>
          </form>
        ) : null}
      </div>
    </AuthDialog>
  );
}
