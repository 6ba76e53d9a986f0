import type { RouteKey } from '@hearback/shared';
import type { ComponentType } from 'react';
import { AuthActionPage } from './AuthActionPage';
import { FinishLinkSignUpPage } from './FinishLinkSignUpPage';
import { PendingUserPage } from './PendingUserPage';
import { ResetPasswordPage } from './ResetPasswordPage';
import { SignInPage } from './SignInPage';
import { SignUpPage } from './SignUpPage';
import { VerifyPage } from './VerifyPage';
import { WaitingConfirmationPage } from './WaitingConfirmationPage';
import { WaitingProductAttachmentPage } from './WaitingProductAttachmentPage';
import { WaitingVerificationPage } from './WaitingVerificationPage';

/**
 * The pages this remote renders, keyed by route. `src/exposes/Routes.tsx` maps the route table onto
 * this record; a route without an entry falls back to a title placeholder there.
 */
export const pages: Partial<Record<RouteKey, ComponentType>> = {
  signIn: SignInPage,
  signUp: SignUpPage,
  resetPassword: ResetPasswordPage,
  finishLinkSignUp: FinishLinkSignUpPage,
  authAction: AuthActionPage,
  verify: VerifyPage,
  pendingUser: PendingUserPage,
  waitingVerification: WaitingVerificationPage,
  waitingConfirmation: WaitingConfirmationPage,
  waitingProductAttachment: WaitingProductAttachmentPage,
};
