import { DeleteOutlined } from '@ant-design/icons';
import { Button, Flex, Input, InputNumber, Select } from 'antd';
import { useSegmentsTranslation } from '../../../i18n/translations';
import {
  CONTACT_FIELDS,
  type ContactField,
  type FeedbackCondition,
  isNumberOperator,
  NUMBER_OPERATOR_SIGNS,
  NUMBER_OPERATORS,
  type RuleCondition,
  TEXT_OPERATORS,
  type TextOperator,
  takesValue,
} from '../../../lib/segment-rules';

interface Props {
  condition: RuleCondition;
  disabled: boolean;
  onChange(condition: RuleCondition): void;
  onRemove?(): void;
}

const STARTERS: Record<RuleCondition['type'], RuleCondition> = {
  attribute: { type: 'attribute', key: '', operator: 'equals', value: '' },
  field: { type: 'field', field: 'email', operator: 'contains', value: '' },
  feedback: { type: 'feedback', operator: 'gave' },
};

type Translate = ReturnType<typeof useSegmentsTranslation>['t'];

function textOperatorLabel(operator: TextOperator, t: Translate): string {
  switch (operator) {
    case 'equals':
      return t('is');
    case 'notEquals':
      return t('is not');
    case 'contains':
      return t('contains');
    case 'notContains':
      return t('does not contain');
    case 'startsWith':
      return t('starts with');
    case 'isSet':
      return t('is set');
    case 'isNotSet':
      return t('is not set');
  }
}

function contactFieldLabel(field: ContactField, t: Translate): string {
  switch (field) {
    case 'email':
      return t('E-mail');
    case 'name':
      return t('Name');
    case 'phoneNumber':
      return t('Phone');
    case 'externalId':
      return t('External id');
  }
}

/** One condition: on an attribute, on a contact field, or on the contact's feedback. */
export function ConditionEditor({ condition, disabled, onChange, onRemove }: Props) {
  const { t } = useSegmentsTranslation();
  const textOperators = TEXT_OPERATORS.map((value) => ({ value, label: textOperatorLabel(value, t) }));
  const numberOperators = NUMBER_OPERATORS.map((value) => ({ value, label: NUMBER_OPERATOR_SIGNS[value] }));
  return (
    <Flex gap={8} align="center" wrap role="group" aria-label={t('Condition')}>
      <Select<RuleCondition['type']>
        aria-label={t('Condition type')}
        value={condition.type}
        disabled={disabled}
        style={{ width: 150 }}
        options={[
          { value: 'attribute', label: t('Attribute') },
          { value: 'field', label: t('Contact field') },
          { value: 'feedback', label: t('Feedback') },
        ]}
        onChange={(type) => onChange(STARTERS[type])}
      />
      {condition.type === 'feedback' ? (
        <FeedbackInputs condition={condition} disabled={disabled} onChange={onChange} />
      ) : (
        <>
          {condition.type === 'attribute' ? (
            <Input
              aria-label={t('Attribute')}
              placeholder={t('country')}
              value={condition.key}
              disabled={disabled}
              style={{ width: 160 }}
              onChange={(event) => onChange({ ...condition, key: event.target.value })}
            />
          ) : (
            <Select<ContactField>
              aria-label={t('Field')}
              value={condition.field}
              disabled={disabled}
              style={{ width: 140 }}
              options={CONTACT_FIELDS.map((value) => ({ value, label: contactFieldLabel(value, t) }))}
              onChange={(field) => onChange({ ...condition, field })}
            />
          )}
          <Select<string>
            aria-label={t('Operator')}
            value={condition.operator}
            disabled={disabled}
            style={{ width: 170 }}
            options={condition.type === 'attribute' ? [...textOperators, ...numberOperators] : textOperators}
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
              aria-label={t('Value')}
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
          aria-label={t('Remove condition')}
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
  const { t } = useSegmentsTranslation();
  const set = <K extends keyof FeedbackCondition>(key: K, value: FeedbackCondition[K] | null | undefined) => {
    const next = { ...condition };
    if (value === null || value === undefined) delete next[key];
    else next[key] = value;
    onChange(next);
  };
  return (
    <>
      <Select<FeedbackCondition['operator']>
        aria-label={t('Feedback')}
        value={condition.operator}
        disabled={disabled}
        style={{ width: 140 }}
        options={[
          { value: 'gave', label: t('gave') },
          { value: 'didNotGive', label: t('did not give') },
        ]}
        onChange={(operator) => set('operator', operator)}
      />
      <Select
        aria-label={t('Sentiment')}
        value={condition.sentiment ?? 'any'}
        disabled={disabled}
        style={{ width: 120 }}
        options={[
          { value: 'any', label: t('any') },
          { value: 'Negative', label: t('negative') },
          { value: 'Neutral', label: t('neutral') },
          { value: 'Positive', label: t('positive') },
        ]}
        onChange={(sentiment: string) =>
          set('sentiment', sentiment === 'any' ? null : (sentiment as FeedbackCondition['sentiment']))
        }
      />
      <span>{t('feedback, at least')}</span>
      <InputNumber
        aria-label={t('At least')}
        min={1}
        max={1000}
        precision={0}
        value={condition.minimumCount ?? 1}
        disabled={disabled}
        style={{ width: 80 }}
        onChange={(count) => set('minimumCount', count && count > 1 ? count : null)}
      />
      <span>{t('times, in the last')}</span>
      <InputNumber
        aria-label={t('Within days')}
        min={1}
        max={3650}
        precision={0}
        placeholder={t('any')}
        value={condition.withinDays ?? null}
        disabled={disabled}
        style={{ width: 90 }}
        onChange={(days) => set('withinDays', days ?? null)}
      />
      <span>{t('days')}</span>
    </>
  );
}
