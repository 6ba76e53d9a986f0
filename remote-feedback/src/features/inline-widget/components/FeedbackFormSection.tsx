import { Button, Flex, Radio, Skeleton, Typography } from 'antd';
import { useId, useMemo, useState } from 'react';
import type { SubmissionBody } from '../../../../widget/src/api/public-api';
import type { WidgetContext, WidgetQuestion, WidgetSettings } from '../../../../widget/src/core/settings';
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

const KIND_OPTIONS = [
  { value: 'voice', label: 'Voice message' },
  { value: 'text', label: 'Written feedback' },
];

/**
 * The product's widget form on a public page: its colours and contact fields from the product's
 * widget settings, its purpose from the page (a voice or written message, or the event's
 * questions). Once sent, the visitor may confirm the e-mail address they left, or send another.
 */
export function FeedbackFormSection({
  widgetKey,
  productId,
  organisationName,
  label,
  mode,
}: FeedbackFormSectionProps) {
  const state = useWidgetSettings(widgetKey, productId);
  const [chosenKind, setChosenKind] = useState<MessageKind | null>(null);
  const [sent, setSent] = useState<SubmissionBody | null>(null);
  const [round, setRound] = useState(0);
  const kindLabelId = useId();

  const ready = state.status === 'ready' ? state : null;
  // The product's own purpose decides until the visitor chooses.
  const kind: MessageKind = chosenKind ?? (ready?.settings.messageType === 'LeaveMessage' ? 'voice' : 'text');

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
    return { ...ready.target, settings, visitor: {} };
  }, [ready, mode, kind]);

  if (state.status === 'loading') return <Skeleton active />;
  if (state.status === 'failed' || !context) {
    return (
      <PageProblem
        title="The feedback form is not available"
        message={state.status === 'failed' ? state.message : 'Something went wrong.'}
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
            How would you like to leave feedback?
          </Typography.Text>
          <Radio.Group
            aria-labelledby={kindLabelId}
            optionType="button"
            buttonStyle="solid"
            options={KIND_OPTIONS}
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
          Leave another message
        </Button>
      )}
    </Flex>
  );
}
