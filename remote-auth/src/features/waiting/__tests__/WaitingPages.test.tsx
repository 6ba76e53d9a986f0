import { SessionStoreContext } from '@hearback/shared';
import { sessionStub } from '@hearback/shared/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntdApp } from 'antd';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { WaitingConfirmation } from '../components/WaitingConfirmation';
import { WaitingProductAttachment } from '../components/WaitingProductAttachment';

function renderWithSession(ui: ReactElement) {
  // One snapshot object: useSyncExternalStore needs the same one until it changes.
  const session = sessionStub({ status: 'signedIn', user: null });
  render(
    <AntdApp>
      <SessionStoreContext.Provider value={session}>{ui}</SessionStoreContext.Provider>
    </AntdApp>,
  );
  return session;
}

describe('waiting pages', () => {
  it.each([
    [<WaitingConfirmation key="c" />, 'Your account is waiting for confirmation'],
    [<WaitingProductAttachment key="p" />, 'No product is attached to your account yet'],
  ])('explain the wait and sign out (%#)', async (ui, title) => {
    const user = userEvent.setup();
    const session = renderWithSession(ui);
    expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(session.signOut).toHaveBeenCalledOnce();
  });
});
