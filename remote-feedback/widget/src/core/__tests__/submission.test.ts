import { afterEach, describe, expect, it, vi } from 'vitest';
import { settingsFor } from '../../../tests/support/fixtures';
import { en, type TextKey } from '../../i18n/en';
import { formModel } from '../form-model';
import { buildSubmission, validateForm } from '../submission';

const t = (key: TextKey) => en[key];

describe('a submission from the form', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is refused until every asked field is valid', () => {
    const model = formModel(settingsFor({ collectType: 'Form', collectFields: ['email'] }), {}, t);
    expect(validateForm(model, {}, null)).toMatchObject({
      valid: false,
      errors: { message: { key: 'error.required' }, email: { key: 'error.required' } },
    });
    expect(validateForm(model, { message: 'Hi', email: 'a@b.co' }, null).valid).toBe(true);
  });

  it('needs a recording for a voice message and an answer for every question', () => {
    const voice = formModel(settingsFor({ messageType: 'LeaveMessage' }), {}, t);
    expect(validateForm(voice, {}, null).errors.recording).toEqual({ key: 'error.recording' });
    const questions = formModel(
      settingsFor({
        messageType: 'CustomQuestion',
        questions: [
          { id: 'a', text: 'A?' },
          { id: 'b', text: 'B?' },
        ],
      }),
      {},
      t,
    );
    expect(validateForm(questions, { 'answer:a': 'yes' }, null)).toMatchObject({
      valid: false,
      errors: { 'answer:a': null, 'answer:b': { key: 'error.required' } },
    });
  });

  it('carries the idempotency id, the known and typed contact, and normalised numbers', () => {
    const model = formModel(
      settingsFor({ messageType: 'PhoneCall', collectType: 'Logged', collectFields: ['name', 'email'] }),
      { name: 'Ada' },
      t,
    );
    const body = buildSubmission(
      'PhoneCall',
      model,
      { callback: '+44 20 7946 0958', email: ' ada@example.org ' },
      null,
    );
    expect(body.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(body).toMatchObject({
      messageType: 'PhoneCall',
      phoneNumber: '+442079460958',
      contact: { name: 'Ada', email: 'ada@example.org' },
      page: { url: location.href },
    });
    expect(buildSubmission('PhoneCall', model, { callback: '+442079460958' }, null).id).not.toBe(body.id);
  });

  it('names the language the form was shown in apart from the browser’s, English when none was chosen', () => {
    vi.stubGlobal('navigator', { ...navigator, language: 'en-GB' });
    const model = formModel(settingsFor({ messageType: 'ProvideFeedback' }), {}, t);
    const german = buildSubmission('ProvideFeedback', model, { message: 'Hallo' }, null, 'de');
    expect(german).toMatchObject({ formLanguage: 'de', page: { language: 'en-GB' } });
    expect(buildSubmission('ProvideFeedback', model, { message: 'Hi' }, null).formLanguage).toBe('en');
  });

  it('sends no page address from a page that is not http(s), which the API would refuse', () => {
    const model = formModel(settingsFor({ messageType: 'ProvideFeedback' }), {}, t);
    expect(buildSubmission('ProvideFeedback', model, { message: 'Hi' }, null).page.url).toBe(location.href);
    vi.stubGlobal('location', { protocol: 'file:', href: 'file:///home/ada/shop.html' });
    expect(buildSubmission('ProvideFeedback', model, { message: 'Hi' }, null).page.url).toBe('');
  });

  it('describes the recording; its file key comes with the upload', () => {
    const model = formModel(settingsFor({ messageType: 'LeaveMessage' }), {}, t);
    const blob = new Blob([new Uint8Array(300)], { type: 'audio/webm;codecs=opus' });
    const body = buildSubmission(
      'LeaveMessage',
      model,
      {},
      { blob, contentType: 'audio/webm', durationMs: 2345.6 },
    );
    expect(body.audio).toEqual({ fileKey: '', contentType: 'audio/webm', durationMs: 2346, size: 300 });
  });
});
