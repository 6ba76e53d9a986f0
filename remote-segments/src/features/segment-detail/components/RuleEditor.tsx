import { useQuery } from '@apollo/client/react';
import { failureMessage } from '@hearback/shared';
import { Alert, Button, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useSegmentsTranslation } from '../../../i18n/translations';
import type { RuleGroup } from '../../../lib/segment-rules';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { RuleCountQuery } from '../api/rule-count-query';
import { RuleGroupEditor } from './RuleGroupEditor';

/** Long enough to skip the keystrokes of one word, short enough to feel live. */
export const COUNT_DEBOUNCE_MS = 400;

interface Props {
  productId: string;
  saved: RuleGroup;
  canEdit: boolean;
  saving: boolean;
  onSave(rules: RuleGroup): void;
}

/**
 * A Dynamic segment's rules, with the count of contacts they match now, asked of the server as
 * the rules change (the server also says what is wrong with an unfinished rule).
 */
export function RuleEditor({ productId, saved, canEdit, saving, onSave }: Props) {
  const { t } = useSegmentsTranslation();
  const [draft, setDraft] = useState<RuleGroup>(saved);
  const settled = useDebouncedValue(draft, COUNT_DEBOUNCE_MS);
  const { data, previousData, error, loading } = useQuery(RuleCountQuery, {
    variables: { productId, rules: settled },
    fetchPolicy: 'network-only',
  });
  const count = (data ?? previousData)?.countSegmentRuleMatches;
  const changed = JSON.stringify(draft) !== JSON.stringify(saved);

  return (
    <Card title={t('Rules')} size="small">
      <Flex vertical gap={16}>
        <RuleGroupEditor group={draft} depth={1} disabled={!canEdit} onChange={setDraft} />
        <Flex justify="space-between" align="center" gap={16}>
          {error ? (
            <Alert type="warning" showIcon title={failureMessage(error)} style={{ flex: 1 }} />
          ) : (
            <Typography.Text aria-live="polite" data-testid="rule-count">
              {count === undefined
                ? t('Counting…')
                : t('{{count, number}} contacts match these rules now', { count })}
              {loading && count !== undefined ? ` ${t('(updating…)')}` : ''}
            </Typography.Text>
          )}
          {canEdit && (
            <Flex gap={8}>
              <Button disabled={!changed} onClick={() => setDraft(saved)}>
                {t('Undo changes')}
              </Button>
              <Button type="primary" disabled={!changed} loading={saving} onClick={() => onSave(draft)}>
                {t('Save rules')}
              </Button>
            </Flex>
          )}
        </Flex>
      </Flex>
    </Card>
  );
}
