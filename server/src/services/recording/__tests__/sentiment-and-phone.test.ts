import { describe, expect, it } from 'vitest';
import { sentimentOf } from '../sentiment';
import { e164, submissionSchema } from '../submission-input';

describe('sentiment', () => {
  it('scores in [-1, 1] with a label, offline', () => {
    const positive = sentimentOf('Wonderful service, I love it!');
    const negative = sentimentOf('Terrible, slow and broken.');
    expect(positive).toMatchObject({ label: 'Positive' });
    expect(negative).toMatchObject({ label: 'Negative' });
    expect(positive!.score).toBeGreaterThan(0.5);
    expect(negative!.score).toBeLessThan(-0.5);
    expect(sentimentOf('The button is on the left.')).toEqual({ score: 0, label: 'Neutral' });
    expect(sentimentOf('   ')).toBeNull();
    expect(sentimentOf(null)).toBeNull();
  });
});

describe('phone numbers', () => {
  it('accepts E.164 however it is written, valid for its country', () => {
    expect(e164('+44 20 7946 0958')).toBe('+442079460958');
    expect(e164('0044 (20) 7946-0958')).toBe('+442079460958');
    expect(e164('+1.415.555.2671')).toBe('+14155552671');
  });

  it('refuses numbers without a country code or not valid there', () => {
    expect(e164('020 7946 0958')).toBeNull();
    expect(e164('+44 12')).toBeNull();
    expect(e164('+999 1234 5678')).toBeNull();
    expect(e164('call me')).toBeNull();
  });
});

describe('submission body', () => {
  const id = '8f0c4a53-5c1e-4e0f-9d4e-2b8a3b1f6c11';

  it('requires what each purpose needs', () => {
    const message = (body: Record<string, unknown>) =>
      submissionSchema.safeParse({ id, ...body }).error?.issues[0]?.message;
    expect(message({ messageType: 'ProvideFeedback' })).toBe('Write a message before sending.');
    expect(message({ messageType: 'PhoneCall' })).toBe('A phone number to call back is required.');
    expect(message({ messageType: 'LeaveMessage' })).toBe('A voice message needs its recording.');
    expect(message({ messageType: 'CustomQuestion', answers: [] })).toBe(
      'Answer the question before sending.',
    );
    expect(
      message({ messageType: 'ProvideFeedback', text: 'fine', contact: { name: 'x'.repeat(101) } }),
    ).toBe('The name must be at most 100 characters.');
    expect(message({ messageType: 'ProvideFeedback', text: 'fine' })).toBeUndefined();
  });
});
