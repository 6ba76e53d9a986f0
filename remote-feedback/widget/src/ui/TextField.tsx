import type { FieldError } from '../core/validation';
import type { TextKey } from '../i18n/en';
import type { Translate } from '../i18n/translate';

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: FieldError;
  t: Translate<TextKey>;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  multiline?: boolean;
  maxLength?: number;
  hint?: string;
}

/** A labelled input whose error and hint are announced with it (aria-describedby). */
export function TextField({
  id,
  label,
  value,
  onChange,
  error,
  t,
  type = 'text',
  autoComplete,
  multiline,
  maxLength,
  hint,
}: TextFieldProps) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`, multiline && maxLength && `${id}-count`]
    .filter(Boolean)
    .join(' ');
  const common = {
    id,
    className: 'hb-input',
    value,
    'aria-invalid': error ? ('true' as const) : undefined,
    'aria-describedby': describedBy || undefined,
    onChange: (event: { currentTarget: { value: string } }) => onChange(event.currentTarget.value),
  };
  return (
    <div className="hb-field">
      <label className="hb-label" htmlFor={id}>
        {label}
      </label>
      {multiline ? <textarea {...common} /> : <input {...common} type={type} autoComplete={autoComplete} />}
      {hint && (
        <span className="hb-hint" id={`${id}-hint`}>
          {hint}
        </span>
      )}
      {multiline && maxLength && (
        <span className="hb-count" id={`${id}-count`}>
          {t('counter', { count: value.trim().length, max: maxLength })}
        </span>
      )}
      {error && (
        <span className="hb-error" id={`${id}-error`}>
          {t(error.key, error.values)}
        </span>
      )}
    </div>
  );
}
