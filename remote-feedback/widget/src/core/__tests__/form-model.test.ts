import { describe, expect, it } from 'vitest';
import { settingsFor } from '../../../tests/support/fixtures';
import { en, type TextKey } from '../../i18n/en';
import { formModel } from '../form-model';

const t = (key: TextKey) => en[key];

describe('formModel: which form the settings ask for', () => {
  it.each([
    ['LeaveMessage', 'voice', 'Leave us a message.'],
    ['PhoneCall', 'callback', 'Call us.'],
    ['ProvideFeedback', 'text', 'Leave us your feedback'],
  ] as const)('%s → a %s form with the default prompt', (messageType, kind, prompt) => {
    expect(formModel(settingsFor({ messageType }), {}, t)).toMatchObject({ kind, prompt });
  });

  it('uses the custom message when there is one, and for custom questions', () => {
    const questions = [{ id: 'q1', text: 'Why?' }];
    expect(
      formModel(settingsFor({ messageType: 'LeaveMessage', customMessage: ' Say hi ' }), {}, t).prompt,
    ).toBe('Say hi');
    expect(
      formModel(settingsFor({ messageType: 'CustomQuestion', customMessage: 'Tell us', questions }), {}, t),
    ).toMatchObject({ kind: 'questions', prompt: 'Tell us', questions });
    expect(formModel(settingsFor({ messageType: 'CustomQuestion', questions }), {}, t).prompt).toBe('Why?');
  });

  it('asks the configured fields in Form mode, in a stable order', () => {
    const model = formModel(
      settingsFor({ collectType: 'Form', collectFields: ['purpose', 'email', 'name'] }),
      { email: 'ignored@example.org' },
      t,
    );
    expect(model.contactFields).toEqual(['name', 'email', 'purpose']);
    expect(model.knownContact).toEqual({});
  });

  it('asks nothing in Anonymous mode', () => {
    const model = formModel(
      settingsFor({ collectType: 'Anonymous', collectFields: ['name', 'email'] }),
      {},
      t,
    );
    expect(model.contactFields).toEqual([]);
  });

  it('sends what the host page identified in Logged mode and asks only for the rest', () => {
    const model = formModel(
      settingsFor({ collectType: 'Logged', collectFields: ['name', 'email', 'purpose'] }),
      { name: 'Ada', email: 'ada@example.org', phoneNumber: '+441234567890' },
      t,
    );
    expect(model.knownContact).toEqual({ name: 'Ada', email: 'ada@example.org' });
    expect(model.contactFields).toEqual(['purpose']);
  });

  it('does not ask a call-back widget for the phone number twice', () => {
    const model = formModel(
      settingsFor({ messageType: 'PhoneCall', collectType: 'Form', collectFields: ['phoneNumber', 'name'] }),
      {},
      t,
    );
    expect(model.contactFields).toEqual(['name']);
  });
});
