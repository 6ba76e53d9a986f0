import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Select, Typography } from 'antd';
import { useSegmentsTranslation } from '../../../i18n/translations';
import { isGroup, type RuleCondition, type RuleGroup, type SegmentRule } from '../../../lib/segment-rules';
import { ConditionEditor } from './ConditionEditor';

/** The server's limits (services/segment/segment-rules.ts). */
export const MAX_DEPTH = 5;
export const MAX_GROUP_RULES = 20;

const NEW_CONDITION: RuleCondition = { type: 'attribute', key: '', operator: 'equals', value: '' };

interface Props {
  group: RuleGroup;
  depth: number;
  disabled: boolean;
  onChange(group: RuleGroup): void;
  onRemove?(): void;
}

/** A group of rules joined by "all" (and) or "any" (or); groups nest up to MAX_DEPTH levels. */
export function RuleGroupEditor({ group, depth, disabled, onChange, onRemove }: Props) {
  const { t } = useSegmentsTranslation();
  const replace = (index: number, rule: SegmentRule) =>
    onChange({ ...group, rules: group.rules.map((current, at) => (at === index ? rule : current)) });
  const remove = (index: number) =>
    onChange({ ...group, rules: group.rules.filter((_, at) => at !== index) });
  const add = (rule: SegmentRule) => onChange({ ...group, rules: [...group.rules, rule] });
  const full = group.rules.length >= MAX_GROUP_RULES;

  return (
    <Flex
      vertical
      gap={8}
      role="group"
      aria-label={depth === 1 ? t('Rules') : t('Group of rules, level {{depth}}', { depth })}
      style={depth > 1 ? { borderLeft: '3px solid #d9d9d9', paddingLeft: 12 } : undefined}
    >
      <Flex align="center" gap={8}>
        <Typography.Text>{t('Contacts matching')}</Typography.Text>
        <Select<'all' | 'any'>
          aria-label={t('Match')}
          value={group.match}
          disabled={disabled}
          style={{ width: 96 }}
          options={[
            { value: 'all', label: t('all') },
            { value: 'any', label: t('any') },
          ]}
          onChange={(match) => onChange({ ...group, match })}
        />
        <Typography.Text>{t('of these rules')}</Typography.Text>
        {onRemove && !disabled && (
          <Button
            aria-label={t('Remove group')}
            icon={<DeleteOutlined aria-hidden />}
            type="text"
            onClick={onRemove}
          />
        )}
      </Flex>
      {group.rules.map((rule, index) =>
        isGroup(rule) ? (
          <RuleGroupEditor
            // Rules have no ids: their place is their identity while editing.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            key={index}
            group={rule}
            depth={depth + 1}
            disabled={disabled}
            onChange={(next) => replace(index, next)}
            onRemove={() => remove(index)}
          />
        ) : (
          <ConditionEditor
            // biome-ignore lint/suspicious/noArrayIndexKey: rules have no ids; their place is their identity.
            key={index}
            condition={rule}
            disabled={disabled}
            onChange={(next) => replace(index, next)}
            onRemove={group.rules.length > 1 ? () => remove(index) : undefined}
          />
        ),
      )}
      {!disabled && (
        <Flex gap={8}>
          <Button
            size="small"
            icon={<PlusOutlined aria-hidden />}
            disabled={full}
            onClick={() => add(NEW_CONDITION)}
          >
            {t('Add condition')}
          </Button>
          {depth < MAX_DEPTH && (
            <Button
              size="small"
              icon={<PlusOutlined aria-hidden />}
              disabled={full}
              onClick={() => add({ type: 'group', match: 'any', rules: [NEW_CONDITION] })}
            >
              {t('Add group')}
            </Button>
          )}
        </Flex>
      )}
    </Flex>
  );
}
