/**
 * Text input with a maximum length and optional counting shown as 'count / max' (spec section 5).
 * The maximum is not a hard stop unless `truncate` is set: a pasted text stays visible and is
 * marked out of range (error status), so the user sees what to shorten instead of losing it.
 */

import type { InputProps } from 'antd';
import { Input } from 'antd';
import type { TextAreaProps } from 'antd/es/input';
import { type ChangeEvent, useState } from 'react';

type CountConfig = NonNullable<InputProps['count']>;

interface CountingProps {
  max: number;
  /** Show 'count / max'; on by default. */
  showCount?: boolean;
  /** Cut the value at `max` instead of marking it out of range. */
  truncate?: boolean;
}

export type CountedInputProps = Omit<InputProps, 'count' | 'showCount' | 'maxLength'> & CountingProps;
export type CountedTextAreaProps = Omit<TextAreaProps, 'count' | 'showCount' | 'maxLength'> & CountingProps;

function countConfig({ max, showCount = true, truncate = false }: CountingProps): CountConfig {
  return {
    max,
    show: showCount,
    exceedFormatter: truncate ? (value, { max: limit }) => value.slice(0, limit) : undefined,
  };
}

const lengthOf = (value: unknown) => (value === undefined || value === null ? 0 : String(value).length);

/** Length of the text, controlled or not, so the error status follows typing either way. */
function useTextLength(value: unknown, defaultValue: unknown) {
  const [typedLength, setTypedLength] = useState(() => lengthOf(defaultValue));
  const length = value === undefined ? typedLength : lengthOf(value);
  const track = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setTypedLength(event.target.value.length);
  return { length, track };
}

export function CountedInput({ max, showCount, truncate, status, onChange, ...props }: CountedInputProps) {
  const { length, track } = useTextLength(props.value, props.defaultValue);
  const outOfRange = length > max;
  return (
    <Input
      {...props}
      onChange={(event) => {
        track(event);
        onChange?.(event);
      }}
      status={outOfRange ? 'error' : status}
      aria-invalid={outOfRange || props['aria-invalid']}
      count={countConfig({ max, showCount, truncate })}
    />
  );
}

export function CountedTextArea({
  max,
  showCount,
  truncate,
  status,
  onChange,
  ...props
}: CountedTextAreaProps) {
  const { length, track } = useTextLength(props.value, props.defaultValue);
  const outOfRange = length > max;
  return (
    <Input.TextArea
      {...props}
      onChange={(event) => {
        track(event);
        onChange?.(event);
      }}
      status={outOfRange ? 'error' : status}
      aria-invalid={outOfRange || props['aria-invalid']}
      count={countConfig({ max, showCount, truncate })}
    />
  );
}
