import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, WIDGET_KEY } from '../../../testing/render-page';
import { RotateWidgetIdentitySecretMutation } from '../api/rotate-widget-identity-secret-mutation';
import { WidgetIdentitySecretQuery } from '../api/widget-identity-secret-query';
import { InstallSnippet } from '../components/InstallSnippet';
import { PRODUCT_ID, widgetKeyMock } from './fixtures';

const secretMock = (secret: string | null): MockLink.MockedResponse => ({
  request: { query: WidgetIdentitySecretQuery },
  result: { data: { widgetIdentitySecret: { __typename: 'WidgetIdentitySecret', secret } } },
});
const rotateMock = (secret: string): MockLink.MockedResponse => ({
  request: { query: RotateWidgetIdentitySecretMutation },
  result: { data: { rotateWidgetIdentitySecret: { __typename: 'WidgetIdentitySecret', secret } } },
});

describe('InstallSnippet: identified visitors', () => {
  it('documents the signed tag and the identify call', async () => {
    renderPage(<InstallSnippet productId={PRODUCT_ID} />, { mocks: [widgetKeyMock], role: 'Member' });
    const signed = (await screen.findByLabelText('Tag for signed-in visitors')) as HTMLTextAreaElement;
    expect(signed.value).toBe(
      `<script src="${window.location.origin}/widget/loader.js" data-key="${WIDGET_KEY}" data-product="${PRODUCT_ID}" data-email="{visitor e-mail}" data-name="{visitor name}" data-signature="{HMAC-SHA256 of the e-mail, hex}" async></script>`,
    );
    expect(screen.getByText('Hearback.identify({ email, name, signature })')).toBeTruthy();
    expect(
      screen.getByText("crypto.createHmac('sha256', IDENTITY_SECRET).update(email).digest('hex')"),
    ).toBeTruthy();
    // The secret is for Admins only.
    expect(screen.queryByRole('button', { name: 'Show identity secret' })).toBeNull();
  });

  it('lets an Admin make the secret, then shows it for the server configuration', async () => {
    const { user } = renderPage(<InstallSnippet productId={PRODUCT_ID} />, {
      mocks: [widgetKeyMock, secretMock(null), rotateMock('s3cr3t-identity')],
    });
    await user.click(await screen.findByRole('button', { name: 'Show identity secret' }));
    expect(await screen.findByText('No identity secret yet: no visitor is identified.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create identity secret' }));
    expect((await screen.findByTestId('identity-secret')).textContent).toContain('s3cr3t-identity');
    expect(
      await screen.findByText('The identity secret was made. Sign with it on your server.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Rotate identity secret' })).toBeTruthy();
  });
});
