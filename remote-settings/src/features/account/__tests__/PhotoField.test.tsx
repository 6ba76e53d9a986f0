import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderSettings } from '../../../test/render-settings';
import { AccountQuery } from '../api/account-query';
import { PhotoUploadUrlQuery } from '../api/photo-upload-url-query';
import { UpdateMeMutation } from '../api/update-me-mutation';
import { AccountView } from '../components/AccountView';

/** The browser's XMLHttpRequest, driven by the test: the PUT of the photo to its signed URL. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  status = 0;
  headers: Record<string, string> = {};
  body: unknown = null;
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
}

const PHOTO_URL = 'http://127.0.0.1/files/v1/images/org-1/photo.png';
const SIGNED_URL = 'http://127.0.0.1/uploads/v1/put?signature=abc';

const ME = {
  __typename: 'User' as const,
  id: 'user-1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  photoURL: null as string | null,
  lastActivity: null,
  isCampaignNotificationEnabled: true,
  isReportNotificationEnabled: true,
};

const accountMock = (me = ME) => ({ request: { query: AccountQuery }, result: { data: { me } } });

const signedUrlMock = (fileName: string) => ({
  request: { query: PhotoUploadUrlQuery, variables: { fileName, type: 'image/png' } },
  result: {
    data: { getSignedUrl: { __typename: 'SignedUrl' as const, signedUrl: SIGNED_URL, url: PHOTO_URL } },
  },
});

const saveMock = (photoURL: string | null, result: () => { data: { updateMe: typeof ME } }) => ({
  request: { query: UpdateMeMutation, variables: { update: { photoURL } } },
  result,
});

const png = (name = 'me.png', bytes = 64) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

const lastPut = async () => {
  await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
  return FakeXhr.sent[0]!;
};

describe('Photo on /account', { timeout: 60_000 }, () => {
  beforeEach(() => {
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('PUTs the file with percent progress, then saves its address and refreshes the session', async () => {
    const saved = vi.fn(() => ({ data: { updateMe: { ...ME, photoURL: PHOTO_URL } } }));
    const { user, session } = renderSettings(<AccountView />, [
      accountMock(),
      signedUrlMock('me.png'),
      saveMock(PHOTO_URL, saved),
    ]);
    await screen.findByRole('button', { name: /Upload photo/ });
    const file = png();
    await user.upload(fileInput(), file);

    const put = await lastPut();
    expect(put).toMatchObject({ method: 'PUT', url: SIGNED_URL, body: file });
    expect(put.headers['content-type']).toBe('image/png');
    act(() => put.upload.onprogress?.({ lengthComputable: true, loaded: 16, total: 64 }));
    expect(screen.getByRole('progressbar', { name: 'Upload progress' }).getAttribute('aria-valuenow')).toBe(
      '25',
    );
    expect(saved).not.toHaveBeenCalled();

    put.status = 200;
    act(() => put.onload?.());
    expect(await screen.findByText('Your photo was saved.')).toBeTruthy();
    expect(saved).toHaveBeenCalledOnce();
    expect(session.refresh).toHaveBeenCalledOnce();
    // The cached profile took the answer: the avatar shows the photo, and it can be removed.
    await waitFor(() => expect(screen.getByAltText('Your photo').getAttribute('src')).toBe(PHOTO_URL));
    expect(screen.getByRole('button', { name: /Remove photo/ })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it.each([201, 403, 500])(
    'counts status %i as a failed upload and keeps the profile as it was',
    async (status) => {
      const saved = vi.fn(() => ({ data: { updateMe: { ...ME, photoURL: PHOTO_URL } } }));
      const { user, session } = renderSettings(<AccountView />, [
        accountMock(),
        signedUrlMock('me.png'),
        saveMock(PHOTO_URL, saved),
      ]);
      await screen.findByRole('button', { name: /Upload photo/ });
      await user.upload(fileInput(), png());
      const put = await lastPut();
      put.status = status;
      act(() => put.onload?.());
      expect(await screen.findByText('Failed to upload file.')).toBeTruthy();
      expect(saved).not.toHaveBeenCalled();
      expect(session.refresh).not.toHaveBeenCalled();
      expect(screen.queryByAltText('Your photo')).toBeNull();
      expect(screen.queryByRole('progressbar')).toBeNull();
    },
  );

  it('names the file when the network fails', async () => {
    const { user } = renderSettings(<AccountView />, [accountMock(), signedUrlMock('holiday.png')]);
    await screen.findByRole('button', { name: /Upload photo/ });
    await user.upload(fileInput(), png('holiday.png'));
    const put = await lastPut();
    act(() => put.onerror?.());
    expect(await screen.findByText('Failed to upload file: holiday.png.')).toBeTruthy();
    expect((screen.getByRole('button', { name: /Upload photo/ }) as HTMLButtonElement).disabled).toBe(false);
  });

  it.each([
    ['a type the server does not take', new File(['<svg/>'], 'me.svg', { type: 'image/svg+xml' })],
    ['a file over 5 MB', png('huge.png', 5 * 1024 * 1024 + 1)],
  ])('refuses %s before asking for an upload URL', async (_label, file) => {
    renderSettings(<AccountView />, [accountMock()]);
    await screen.findByRole('button', { name: /Upload photo/ });
    // The file dialog's filter is only a hint: a file of any type can still be chosen.
    await userEvent.setup({ applyAccept: false, pointerEventsCheck: 0 }).upload(fileInput(), file);
    const expected =
      file.size > 5 * 1024 * 1024
        ? 'The photo must be at most 5 MB.'
        : 'Only PNG, JPEG, WebP or GIF images can be uploaded.';
    expect(await screen.findByText(expected)).toBeTruthy();
    expect(FakeXhr.sent).toEqual([]);
  });

  it('removes the photo', async () => {
    const removed = vi.fn(() => ({ data: { updateMe: { ...ME, photoURL: null } } }));
    const { user, session } = renderSettings(<AccountView />, [
      accountMock({ ...ME, photoURL: PHOTO_URL }),
      saveMock(null, removed),
    ]);
    expect((await screen.findByAltText('Your photo')).getAttribute('src')).toBe(PHOTO_URL);
    await user.click(screen.getByRole('button', { name: /Remove photo/ }));
    expect(await screen.findByText('Your photo was removed.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByAltText('Your photo')).toBeNull());
    expect(screen.getByRole('button', { name: /Upload photo/ })).toBeTruthy();
    expect(removed).toHaveBeenCalledOnce();
    expect(session.refresh).toHaveBeenCalledOnce();
  });
});
