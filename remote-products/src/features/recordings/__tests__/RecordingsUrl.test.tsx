import type { MockLink } from '@apollo/client/testing';
import { renderInShell } from '@hearback/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigationType } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { meUser } from '../../../testing/render-page';
import { RecordingsView } from '../components/RecordingsView';
import { listMock, PRODUCT_ID, recording } from './fixtures';

const PAGE = `/app/${PRODUCT_ID}/recordings`;

/** Where the router is, and whether it got there by replacing the entry (so Back leaves the page). */
function LocationProbe() {
  const location = useLocation();
  const type = useNavigationType();
  return (
    <output aria-label="Location">
      {location.pathname}
      {location.search} {type}
    </output>
  );
}

const renderAt = (path: string, mocks: MockLink.MockedResponse[], beside?: ReactNode) =>
  renderInShell(<RecordingsView productId={PRODUCT_ID} />, {
    mocks,
    user: meUser('Admin'),
    path,
    withTheme: true,
    beside: (
      <>
        <LocationProbe />
        {beside}
      </>
    ),
  });

/** The router's updates are transitions: read it in a waitFor. */
const location = () => screen.getByRole('status', { name: 'Location' }).textContent;

describe('recordings filters in the address', () => {
  it('starts from the filters of a link and shows its theme as a removable filter', async () => {
    const { user } = renderAt(
      `${PAGE}?theme=checkout&search=slow&messageType=LeaveMessage&sentimentLabel=Negative&transcriptionStatus=Done&review=true`,
      [
        listMock(
          {
            filter: {
              theme: 'checkout',
              search: 'slow',
              messageType: 'LeaveMessage',
              sentimentLabel: 'Negative',
              transcriptionStatus: 'Done',
            },
          },
          [recording('r1', { text: 'Checkout is slow' })],
        ),
        listMock(
          {
            filter: {
              search: 'slow',
              messageType: 'LeaveMessage',
              sentimentLabel: 'Negative',
              transcriptionStatus: 'Done',
            },
          },
          [recording('r2', { text: 'Slow pages' })],
        ),
      ],
    );
    expect(await screen.findByText('Checkout is slow')).toBeTruthy();
    expect(screen.getByText('Theme: checkout')).toBeTruthy();
    expect(screen.getByLabelText('Search recordings')).toHaveProperty('value', 'slow');
    expect(
      screen.getByRole('combobox', { name: 'Transcript status' }).closest('.ant-select')?.textContent,
    ).toContain('Transcribed');

    await user.click(screen.getByRole('button', { name: 'Remove the filter Theme: checkout' }));
    expect(await screen.findByText('Slow pages')).toBeTruthy();
    expect(screen.queryByText('Theme: checkout')).toBeNull();
    // The theme leaves the address; the rest stays, the shell's review panel included.
    await waitFor(() =>
      expect(location()).toBe(
        `${PAGE}?search=slow&messageType=LeaveMessage&sentimentLabel=Negative&transcriptionStatus=Done&review=true REPLACE`,
      ),
    );
  });

  it('keeps changed filters in the address, replacing the entry', async () => {
    const { user } = renderAt(PAGE, [
      listMock({}, [recording('r1')]),
      listMock({ filter: { transcriptionStatus: 'Failed' } }, [recording('r2', { text: 'Failed one' })]),
      listMock({ filter: { transcriptionStatus: 'Failed', search: 'refund' } }, [
        recording('r3', { text: 'Refund please' }),
      ]),
    ]);
    expect(await screen.findByText('Feedback r1')).toBeTruthy();
    expect(location()).toBe(`${PAGE} POP`);
    await user.click(screen.getByRole('combobox', { name: 'Transcript status' }));
    await user.click((await screen.findAllByTitle('Failed')).at(-1) as HTMLElement);
    expect(await screen.findByText('Failed one')).toBeTruthy();
    await waitFor(() => expect(location()).toBe(`${PAGE}?transcriptionStatus=Failed REPLACE`));
    await user.type(screen.getByLabelText('Search recordings'), 'refund');
    expect(await screen.findByText('Refund please')).toBeTruthy();
    await waitFor(() => expect(location()).toBe(`${PAGE}?transcriptionStatus=Failed&search=refund REPLACE`));
  });

  it('leaves out values the API would refuse', async () => {
    renderAt(`${PAGE}?messageType=Fax&transcriptionStatus=done&sentimentLabel=Happy&theme=%20`, [
      listMock({}, [recording('r1')]),
    ]);
    expect(await screen.findByText('Feedback r1')).toBeTruthy();
    expect(screen.queryByText(/^Theme:/)).toBeNull();
    // …and from the address, which then says what the page shows.
    await waitFor(() => expect(location()).toBe(`${PAGE} REPLACE`));
  });

  it('follows a link to the page with another theme while it is open', async () => {
    const { user } = renderAt(
      `${PAGE}?theme=checkout`,
      [
        listMock({ filter: { theme: 'checkout' } }, [recording('r1', { text: 'About checkout' })]),
        listMock({ filter: { theme: 'refund' } }, [recording('r2', { text: 'About refunds' })]),
      ],
      <Link to={`${PAGE}?theme=refund`}>Refund theme</Link>,
    );
    expect(await screen.findByText('About checkout')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Refund theme' }));
    expect(await screen.findByText('About refunds')).toBeTruthy();
    const toolbarTag = screen.getByText('Theme: refund');
    expect(within(toolbarTag).getByRole('button', { name: 'Remove the filter Theme: refund' })).toBeTruthy();
  });
});
