import type { PortalPorts } from '../portal-ports';
import type { makeConfirmPasswordReset } from './confirm-password-reset';
import type { makeConfirmRegistration } from './confirm-registration';
import type { makeRegisterClient } from './register-client';
import type { makeRequestPasswordReset } from './request-password-reset';
import type { makeResendConfirmationCode } from './resend-confirmation-code';
import { makeLoadSession } from './load-session';
import { makeResumeSession } from './resume-session';
import { makeSignIn } from './sign-in';
import { makeSignOut } from './sign-out';
import { onFirstCall } from '../shared/on-first-call';

/** The portal's use-cases of identity. */
export interface IdentityUseCases {
  readonly registerClient: ReturnType<typeof makeRegisterClient>;
  readonly confirmRegistration: ReturnType<typeof makeConfirmRegistration>;
  readonly resendConfirmationCode: ReturnType<typeof makeResendConfirmationCode>;
  readonly signIn: ReturnType<typeof makeSignIn>;
  readonly signOut: ReturnType<typeof makeSignOut>;
  readonly requestPasswordReset: ReturnType<typeof makeRequestPasswordReset>;
  readonly confirmPasswordReset: ReturnType<typeof makeConfirmPasswordReset>;
  readonly loadSession: ReturnType<typeof makeLoadSession>;
  readonly resumeSession: ReturnType<typeof makeResumeSession>;
}

export function identityUseCases(ports: PortalPorts): IdentityUseCases {
  return {
    registerClient: onFirstCall(async () => (await import('./register-client')).makeRegisterClient(ports)),
    confirmRegistration: onFirstCall(async () => (await import('./confirm-registration')).makeConfirmRegistration(ports)),
    resendConfirmationCode: onFirstCall(async () => (await import('./resend-confirmation-code')).makeResendConfirmationCode(ports)),
    signIn: makeSignIn(ports),
    signOut: makeSignOut(ports),
    requestPasswordReset: onFirstCall(async () => (await import('./request-password-reset')).makeRequestPasswordReset(ports)),
    confirmPasswordReset: onFirstCall(async () => (await import('./confirm-password-reset')).makeConfirmPasswordReset(ports)),
    loadSession: makeLoadSession(ports),
    resumeSession: makeResumeSession(ports),
  };
}
