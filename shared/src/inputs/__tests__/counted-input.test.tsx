import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CountedInput, CountedTextArea } from '../counted-input';

function Controlled({ initial, truncate }: { initial: string; truncate?: boolean }) {
  const [value, setValue] = useState(initial);
  return (
    <CountedInput
      aria-label="name"
      max={5}
      truncate={truncate}
      value={value}
      onChange={(e) => setValue(e.target.value)}
    />
  );
}

const input = () => screen.getByLabelText('name') as HTMLInputElement;

describe('CountedInput', () => {
  it("shows the count as 'count / max'", () => {
    render(<Controlled initial="abc" />);
    expect(screen.getByText('3 / 5')).toBeTruthy();
    fireEvent.change(input(), { target: { value: 'abcd' } });
    expect(screen.getByText('4 / 5')).toBeTruthy();
  });

  it('marks an over-long value as out of range instead of cutting it', () => {
    render(<Controlled initial="abc" />);
    fireEvent.change(input(), { target: { value: 'abcdefg' } });
    expect(input().value).toBe('abcdefg');
    expect(screen.getByText('7 / 5')).toBeTruthy();
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(document.querySelector('.ant-input-out-of-range')).not.toBeNull();
    expect(
      document.querySelector('.ant-input-status-error, .ant-input-affix-wrapper-status-error'),
    ).not.toBeNull();
  });

  it('is not marked within range', () => {
    render(<Controlled initial="abcde" />);
    expect(input().getAttribute('aria-invalid')).toBeNull();
    expect(document.querySelector('.ant-input-out-of-range')).toBeNull();
  });

  it('cuts at the maximum when asked to', () => {
    render(<Controlled initial="" truncate />);
    fireEvent.change(input(), { target: { value: 'abcdefg' } });
    expect(input().value).toBe('abcde');
    expect(screen.getByText('5 / 5')).toBeTruthy();
  });

  it('hides the count when counting is off', () => {
    render(<CountedInput aria-label="name" max={5} showCount={false} defaultValue="abc" />);
    expect(screen.queryByText('3 / 5')).toBeNull();
  });

  it('tracks an uncontrolled value too', () => {
    render(<CountedInput aria-label="name" max={2} defaultValue="a" />);
    fireEvent.change(input(), { target: { value: 'abc' } });
    expect(input().getAttribute('aria-invalid')).toBe('true');
  });
});

describe('CountedTextArea', () => {
  it('counts and marks out of range', () => {
    render(<CountedTextArea aria-label="text" max={3} defaultValue="ab" />);
    const area = screen.getByLabelText('text');
    expect(document.body.textContent).toContain('2 / 3');
    fireEvent.change(area, { target: { value: 'abcd' } });
    expect(document.body.textContent).toContain('4 / 3');
    expect(area.getAttribute('aria-invalid')).toBe('true');
  });
});
