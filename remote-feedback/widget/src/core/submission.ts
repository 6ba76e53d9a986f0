import type { SubmissionBody } from '../api/public-api';
import type { FormModel } from './form-model';
import { newId } from './ids';
import type { MessageType } from './settings';
import {
  type FieldError,
  LIMITS,
  normalisePhoneNumber,
  validateContactField,
  validatePhoneNumber,
  validateRequiredText,
} from './validation';

export interface Recording {
  blob: Blob;
  contentType: string;
  durationMs: number;
}

/** What the visitor typed, keyed by field: contact fields, `message`, `callback`, `answer:<questionId>`. */
export type FormValues = Record<string, string>;

export function validateForm(model: FormModel, values: FormValues, recording: Recording | null) {
  const errors: Record<string, FieldError> = {};
  for (const field of model.contactFields) errors[field] = validateContactField(field, values[field] ?? '');
  if (model.kind === 'text') errors.message = validateRequiredText(values.message ?? '', LIMITS.message);
  if (model.kind === 'callback') errors.callback = validatePhoneNumber(values.callback ?? '');
  if (model.kind === 'questions') {
    for (const question of model.questions) {
      errors[`answer:${question.id}`] = validateRequiredText(
        values[`answer:${question.id}`] ?? '',
        LIMITS.answer,
      );
    }
  }
  if (model.kind === 'voice' && !recording) errors.recording = { key: 'error.recording' };
  const valid = Object.values(errors).every((error) => !error);
  return { errors, valid };
}

export function buildSubmission(
  messageType: MessageType,
  model: FormModel,
  values: FormValues,
  recording: Recording | null,
  /** The language the form was shown in: the visitor's confirmation e-mail follows it. */
  formLanguage = 'en',
): SubmissionBody {
  const contact: SubmissionBody['contact'] = { ...model.knownContact };
  for (const field of model.contactFields) {
    const value = values[field]?.trim() ?? '';
    contact[field] = field === 'phoneNumber' ? normalisePhoneNumber(value) : value;
  }
  const body: SubmissionBody = {
    id: newId(),
    messageType,
    createdAt: new Date().toISOString(),
    formLanguage,
    contact,
    // The API takes http(s) page addresses only; a page of another kind (file:, about:srcdoc)
    // sends none rather than have its visitor's message refused.
    page: {
      url: /^https?:$/.test(location.protocol) ? location.href : '',
      title: document.title,
      // The browser's language, which the speech engine reads as a hint (not the form's).
      language: navigator.language,
    },
  };
  if (model.kind === 'text') body.text = values.message!.trim();
  if (model.kind === 'callback') body.phoneNumber = normalisePhoneNumber(values.callback!);
  if (model.kind === 'questions') {
    body.answers = model.questions.map((question) => ({
      questionId: question.id,
      text: values[`answer:${question.id}`]!.trim(),
    }));
  }
  if (recording) {
    // fileKey is filled in once the upload has been accepted.
    body.audio = {
      fileKey: '',
      contentType: recording.contentType,
      durationMs: Math.round(recording.durationMs),
      size: recording.blob.size,
    };
  }
  return body;
}
