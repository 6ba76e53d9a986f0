import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { uploadFile } from '../upload-file';

class FakeXhr {
  static last: FakeXhr;
  status = 0;
  headers: Record<string, string> = {};
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open() {}
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send() {
    FakeXhr.last = this;
  }
}

const file = new File(['png'], 'bg.png', { type: 'image/png' });

describe('uploadFile', () => {
  beforeEach(() => vi.stubGlobal('XMLHttpRequest', FakeXhr));
  afterEach(() => vi.unstubAllGlobals());

  it('reports whole percents and resolves on status 200 only', async () => {
    const progress: number[] = [];
    const done = uploadFile('https://files.example/put', file, (percent) => progress.push(percent));
    FakeXhr.last.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 3 });
    FakeXhr.last.status = 200;
    FakeXhr.last.onload?.();
    await expect(done).resolves.toBeUndefined();
    expect(progress).toEqual([33, 100]);
    expect(FakeXhr.last.headers['content-type']).toBe('image/png');
  });

  it.each([201, 204, 403, 500])('rejects status %i with the upload failure message', async (status) => {
    const done = uploadFile('https://files.example/put', file, () => {});
    FakeXhr.last.status = status;
    FakeXhr.last.onload?.();
    await expect(done).rejects.toThrow(new Error('Failed to upload file'));
  });

  it("rejects a network error with the message, ': ' and the file name", async () => {
    const done = uploadFile('https://files.example/put', file, () => {});
    FakeXhr.last.onerror?.();
    await expect(done).rejects.toThrow(new Error('Failed to upload file: bg.png'));
  });
});
