'use client';

import { useAtomValue } from 'jotai';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { modalAtom } from '../../client/atoms';
import type { Region } from '../../contract/common';

// The modals load when first opened: they bring the API client, zod and phone metadata,
// which a visitor who never opens one should not download.
const LoginModal = lazy(() => import('./login-modal').then((m) => ({ default: m.LoginModal })));
const LoginEmailModal = lazy(() => import('./login-email-modal').then((m) => ({ default: m.LoginEmailModal })));
const RegisterModal = lazy(() => import('./register-modal').then((m) => ({ default: m.RegisterModal })));
const ConfirmPhoneModal = lazy(() => import('./confirm-phone-modal').then((m) => ({ default: m.ConfirmPhoneModal })));
const PayInModal = lazy(() => import('../wallet/payin-modal').then((m) => ({ default: m.PayInModal })));
const TwoFactorModal = lazy(() => import('./two-factor-modal').then((m) => ({ default: m.TwoFactorModal })));
const VerificationModal = lazy(() => import('./verification-modal').then((m) => ({ default: m.VerificationModal })));

/**
 * The account modals' host, mounted once by the default layout: renders the modal the
 * runtime's modalAtom names (header buttons, ?login / ?signup, openModal calls).
 */
export function AuthModals({ region }: { region: Region }) {
  const modal = useAtomValue(modalAtom);
  // The server renders no modal. A page opened with `?deposit=1` names PayIn in the store before
  // hydration (the wallet runtime boots first), and rendering it then broke hydration (React
  // error 418): the first client render matches the server's, the modal follows at once.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!modal || !hydrated) return null;
  const { name, props } = modal;
  // Keyed by name: another modal starts from a clean form; new props for the same one keep it.
  let body: ReactNode;
  switch (name) {
    case 'login':
      body = <LoginModal key={name} region={region} props={props} />;
      break;
    case 'login-email':
      body = <LoginEmailModal key={name} />;
      break;
    case 'register':
      body = <RegisterModal key={props?.confirm ? 'register-confirm' : name} region={region} props={props} />;
      break;
    case 'confirm-phone':
      body = <ConfirmPhoneModal key={name} props={props} />;
      break;
    case 'verification':
      body = <VerificationModal key={name} region={region} />;
      break;
    case 'two-factor':
      body = <TwoFactorModal key={props?.challenge ?? name} props={props} />;
      break;
    case 'payin':
      body = <PayInModal key={name} />;
      break;
    default:
      return null;
  }
  return <Suspense fallback={null}>{body}</Suspense>;
}
