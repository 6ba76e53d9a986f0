import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPublicPage } from '../../../testing/render-public-page';
import { ResendFeedbackEmailVerificationMutation } from '../api/resend-feedback-email-verification-mutation';
import { VerifyFeedbackEmailMutation } from '../api/verify-feedback-email-mutation';
import { VerifyFeedbackEmail } from '../components/VerifyFeedbackEmail';

const TOKEN = 'AQsdf.signature';
const verify = (result: object) => ({
  request: { query: VerifyFeedbackEmailMutation, variables: { token: TOKEN } },
  result,
});
const linkError = (reason: string, message: string) => ({
  errors: [{ message, extensions: { code: 'BAD_USER_INPUT', field: 'token', reason } }],
});

describe('the e-mail confirmation page', () => {
  it('confirms the address of the link at once', async () => {
    renderPublicPage(<VerifyFeedbackEmail />, {
      url: `/feedback/verify?token=${TOKEN}`,
      mocks: [
        verify({
          data: {
            verifyFeedbackEmail: {
              __typename: 'VerifiedFeedbackEmail',
              email: 'grace@visitor.example.org',
              organisationName: 'Acme Shoes',
            },
          },
        }),
      ],
    });
    expect(screen.getByText('Confirming your e-mail address…')).toBeTruthy();
    expect(await screen.findByText('Your e-mail address is confirmed')).toBeTruthy();
    expect(
      screen.getByText('Thank you. Acme Shoes now knows that grace@visitor.example.org is yours.'),
    ).toBeTruthy();
  });

  it('offers a new link for an expired one', async () => {
    const { user } = renderPublicPage(<VerifyFeedbackEmail />, {
      url: `/feedback/verify?token=${TOKEN}`,
      mocks: [
        verify(linkError('EXPIRED_LINK', 'This confirmation link has expired. Ask for a new link.')),
        {
          request: { query: ResendFeedbackEmailVerificationMutation, variables: { token: TOKEN } },
          result: {
            data: {
              resendFeedbackEmailVerification: {
                __typename: 'FeedbackEmailVerificationSent',
                email: 'grace@visitor.example.org',
                expiresAt: '2030-01-02T10:00:00.000Z',
              },
            },
          },
        },
      ],
    });
    expect(await screen.findByText('This link has expired')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send me a new link' }));
    expect(await screen.findByText('Check your inbox')).toBeTruthy();
    expect(
      screen.getByText(/^We sent a new link to grace@visitor\.example\.org\. It works until /),
    ).toBeTruthy();
  });

  it('says why a link does not work, and when the token is missing', async () => {
    const invalid = renderPublicPage(<VerifyFeedbackEmail />, {
      url: `/feedback/verify?token=${TOKEN}`,
      mocks: [
        verify(
          linkError(
            'INVALID_LINK',
            'This confirmation link is not valid. Open the link exactly as it is in the e-mail.',
          ),
        ),
      ],
    });
    expect(await screen.findByText('This link does not work')).toBeTruthy();
    expect(
      screen.getByText('This confirmation link is not valid. Open the link exactly as it is in the e-mail.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send me a new link' })).toBeNull();
    invalid.unmount();

    renderPublicPage(<VerifyFeedbackEmail />, { url: '/feedback/verify', mocks: [] });
    expect(screen.getByText('This link is incomplete')).toBeTruthy();
  });
});
