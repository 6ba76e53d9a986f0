import { Button, Flex, Radio, Skeleton, Typography } from 'antd';
import { useEffect, useId, useMemo, useState } from 'react';
import type { SubmissionBody } from '../../../../widget/src/api/public-api';
import type { WidgetContext, WidgetQuestion, WidgetSettings } from '../../../../widget/src/core/settings';
import { usePageLanguage } from '../../../i18n/page-language';
import { EmailConfirmationOffer } from '../../email-confirmation/components/EmailConfirmationOffer';
import { PageProblem } from '../../public-page/components/PageProblem';
import { useWidgetSettings } from '../hooks/use-widget-settings';
import { InlineFeedbackForm } from './InlineFeedbackForm';

/** A voice message or a written one: what the organisation page offers whatever the widget's purpose. */
type MessageKind = 'voice' | 'text';

export type FeedbackFormMode = { kind: 'message' } | { kind: 'questions'; questions: WidgetQuestion[] };

export interface FeedbackFormSectionProps {
  widgetKey: string;
  productId: string;
  organisationName: string;
  /** Names the form for assistive technology. */
  label: string;
  mode: FeedbackFormMode;
}

/**
 * The product's widget form on a public page: its colours and contact fields from the product's
 * widget settings, its purpose from the page (a voice or written message, or the event's
 * questions). Once sent, the visitor may confirm the e-mail address they left, or send another.
 * The product's default widget language may decide the page's (../../../i18n/page-language.tsx):
 * the form waits until the page speaks the language it will keep, and then speaks it too.
 */
export function FeedbackFormSection({
  widgetKey,
  productId,
  organisationName,
  label,
  mode,
}: FeedbackFormSectionProps) {
  const state = useWidgetSettings(widgetKey, productId);
  const { t, language, widgetStrings, languageWith, reportProductLanguage } = usePageLanguage();
  const [chosenKind, setChosenKind] = useState<MessageKind | null>(null);
  const [sent, setSent] = useState<SubmissionBody | null>(null);
  const [round, setRound] = useState(0);
  const kindLabelId = useId();

  const ready = state.status === 'ready' ? state : null;
  // The product's own purpose decides until the visitor chooses.
  const kind: MessageKind = chosenKind ?? (ready?.settings.messageType === 'LeaveMessage' ? 'voice' : 'text');
  const productLanguage = ready?.settings.language;

  useEffect(() => {
    if (ready) reportProductLanguage(productLanguage);
  }, [ready, productLanguage, reportProductLanguage]);

  const context = useMemo<WidgetContext | null>(() => {
    if (!ready) return null;
    const settings: WidgetSettings =
      mode.kind === 'questions'
        ? { ...ready.settings, messageType: 'CustomQuestion', customMessage: null, questions: mode.questions }
        : {
            ...ready.settings,
            messageType: kind === 'voice' ? 'LeaveMessage' : 'ProvideFeedback',
            customMessage: null,
            questions: [],
          };
    return { ...ready.target, settings, visitor: {}, language, strings: widgetStrings };
  }, [ready, mode, kind, language, widgetStrings]);

  if (state.status === 'loading' || (ready && languageWith(productLanguage) !== language)) {
    return <Skeleton active />;
  }
  if (state.status === 'failed' || !context) {
    return (
      <PageProblem
        title={t('form.unavailable')}
        message={state.status === 'failed' ? t(state.problem) : t('problem.unknown')}
        onRetry={state.status === 'failed' ? state.retry : undefined}
      />
    );
  }

  const startAgain = () => {
    setSent(null);
    setRound((previous) => previous + 1);
  };

  return (
    <Flex vertical gap={16}>
      {mode.kind === 'message' && !sent && (
        <Flex vertical gap={8}>
          <Typography.Text strong id={kindLabelId}>
            {t('form.kind')}
          </Typography.Text>
          <Radio.Group
            aria-labelledby={kindLabelId}
            optionType="button"
            buttonStyle="solid"
            options={[
              { value: 'voice', label: t('form.voice') },
              { value: 'text', label: t('form.text') },
            ]}
            value={kind}
            onChange={(event) => setChosenKind(event.target.value as MessageKind)}
          />
        </Flex>
      )}
      <InlineFeedbackForm key={`${kind}-${round}`} context={context} label={label} onSent={setSent} />
      {sent?.contact.email && (
        <EmailConfirmationOffer
          key={sent.id}
          widgetKey={widgetKey}
          productId={productId}
          submissionId={sent.id}
          email={sent.contact.email}
          organisationName={organisationName}
        />
      )}
      {sent && (
        <Button onClick={startAgain} style={{ alignSelf: 'flex-start' }}>
          {t('form.another')}
        </Button>
      )}
    </Flex>
  );
}
