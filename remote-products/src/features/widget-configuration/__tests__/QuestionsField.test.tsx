import { WIDGET_QUESTIONS_MAX } from '@hearback/shared';
import { fireEvent, render, screen } from '@testing-library/react';
import { Form } from 'antd';
import { describe, expect, it } from 'vitest';
import { QuestionsField } from '../components/QuestionsField';

function QuestionsForm({ count }: { count: number }) {
  const questions = Array.from({ length: count }, (_, index) => ({ text: `Question ${index + 1}?` }));
  return (
    <Form initialValues={{ questions }}>
      <QuestionsField disabled={false} />
    </Form>
  );
}

describe('QuestionsField', () => {
  it('offers as many questions as the API takes (20), and no more', () => {
    expect(WIDGET_QUESTIONS_MAX).toBe(20);
    render(<QuestionsForm count={19} />);
    expect(screen.getByLabelText('Question 19')).toHaveProperty('value', 'Question 19?');
    fireEvent.click(screen.getByRole('button', { name: 'Add question' }));
    expect(screen.getByLabelText('Question 20')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add question' })).toBeNull();
    // Removing one offers another again.
    fireEvent.click(screen.getByRole('button', { name: 'Remove question 20' }));
    expect(screen.getByRole('button', { name: 'Add question' })).toBeTruthy();
  });
});
