import { DeleteOutlined } from '@ant-design/icons';
import { Button, Flex, Input, InputNumber, Select } from 'antd';
import {
  CONTACT_FIELDS,
  type ContactField,
  type FeedbackCondition,
  isNumberOperator,
  NUMBER_OPERATORS,
  type RuleCondition,
  TEXT_OPERATORS,
  takesValue,
} from '../../../lib/segment-rules';

interface Props {
  condition: RuleCondition;
  disabled: boolean;
  onChange(condition: RuleCondition): void;
  onRemove?(): void;
}

const TYPES: { value: RuleCondition['type']; label: string }[] = [
  { value: 'attribute', label: 'Attribute' },
  { value: 'field', label: 'Contact field' },
  { value: 'feedback', label: 'Feedback' },
];

const STARTERS: Record<RuleCondition['type'], RuleCondition> = {
  attribute: { type: 'attribute', key: '', operator: 'equals', value: '' },
  field: { type: 'field', field: 'email', operator: 'contains', value: '' },
  feedback: { type: 'feedback', operator: 'gave' },
};

const SENTIMENTS = [
  { value: 'any', label: 'any' },
  { value: 'Negative', label: 'negative' },
  { value: 'Neutral', label: 'neutral' },
  { value: 'Positive', label: 'positive' },
];

/** One condition: on an attribute, on a contact field, or on the contact's feedback. */
export function ConditionEditor({ condition, disabled, onChange, onRemove }: Props) {
  return (
    <Flex gap={8} align="center" wrap role="group" aria-label="Condition">
      <Select<RuleCondition['type']>
        aria-label="Condition type"
        value={condition.type}
        disabled={disabled}
        style={{ width: 150 }}
        options={TYPES}
        onChange={(type) => onChange(STARTERS[type])}
      />
      {condition.type === 'feedback' ? (
        <FeedbackInputs condition={condition} disabled={disabled} onChange={onChange} />
      ) : (
        <>
          {condition.type === 'attribute' ? (
            <Input
              aria-label="Attribute"
              placeholder="country"
              value={condition.key}
              disabled={disabled}
              style={{ width: 160 }}
              onChange={(event) => onChange({ ...condition, key: event.target.value })}
            />
          ) : (
            <Select<ContactField>
              aria-label="Field"
              value={condition.field}
              disabled={disabled}
              style={{ width: 140 }}
              options={CONTACT_FIELDS}
              onChange={(field) => onChange({ ...condition, field })}
            />
          )}
          <Select
            aria-label="Operator"
            value={condition.operator}
            disabled={disabled}
            style={{ width: 170 }}
            options={
              condition.type === 'attribute' ? [...TEXT_OPERATORS, ...NUMBER_OPERATORS] : TEXT_OPERATORS
            }
            onChange={(operator: string) => {
              const { value: _value, ...rest } = condition;
              onChange({
                ...rest,
                operator,
                ...(takesValue(operator) && { value: isNumberOperator(operator) ? 0 : '' }),
              } as RuleCondition);
            }}
          />
          {takesValue(condition.operator) && (
            <Input
              aria-label="Value"
              value={String(condition.value ?? '')}
              disabled={disabled}
              style={{ width: 200 }}
              onChange={(event) => {
                const text = event.target.value;
                const number = Number(text);
                onChange({
                  ...condition,
                  value:
                    isNumberOperator(condition.operator) && text.trim() !== '' && Number.isFinite(number)
                      ? number
                      : text,
                } as RuleCondition);
              }}
            />
          )}
        </>
      )}
      {onRemove && !disabled && (
        <Button
          aria-label="Remove condition"
          type="text"
          icon={<DeleteOutlined aria-hidden />}
          onClick={onRemove}
        />
      )}
    </Flex>
  );
}

function FeedbackInputs({
  condition,
  disabled,
  onChange,
}: {
  condition: FeedbackCondition;
  disabled: boolean;
  onChange(condition: FeedbackCondition): void;
}) {
  const set = <K extends keyof FeedbackCondition>(key: K, value: FeedbackCondition[K] | null | undefined) => {
    const next = { ...condition };
    if (value === null || value === undefined) delete next[key];
    else next[key] = value;
    onChange(next);
  };
  return (
    <>
      <Select<FeedbackCondition['operator']>
        aria-label="Feedback"
        value={condition.operator}
        disabled={disabled}
        style={{ width: 140 }}
        options={[
          { value: 'gave', label: 'gave' },
          { value: 'didNotGive', label: 'did not give' },
        ]}
        onChange={(operator) => set('operator', operator)}
      />
      <Select
        aria-label="Sentiment"
        value={condition.sentiment ?? 'any'}
        disabled={disabled}
        style={{ width: 120 }}
        options={SENTIMENTS}
        onChange={(sentiment: string) =>
          set('sentiment', sentiment === 'any' ? null : (sentiment as FeedbackCondition['sentiment']))
        }
      />
      <span>feedback, at least</span>
      <InputNumber
        aria-label="At least"
        min={1}
        max={1000}
        precision={0}
        value={condition.minimumCount ?? 1}
        disabled={disabled}
        style={{ width: 80 }}
        onChange={(count) => set('minimumCount', count && count > 1 ? count : null)}
      />
      <span>times, in the last</span>
      <InputNumber
        aria-label="Within days"
        min={1}
        max={3650}
        precision={0}
        placeholder="any"
        value={condition.withinDays ?? null}
        disabled={disabled}
        style={{ width: 90 }}
        onChange={(days) => set('withinDays', days ?? null)}
      />
      <span>days</span>
    </>
  );
}
