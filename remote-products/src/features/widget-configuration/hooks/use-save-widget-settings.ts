import { useMutation } from '@apollo/client/react';
import { useCallback, useRef, useState } from 'react';
import type { WidgetSettingsFieldsFragment, WidgetSettingsInput } from '../../../gql/graphql';
import { useProductsTranslation } from '../../../i18n/translations';
import { CreateQuestionGroupMutation } from '../api/create-question-group-mutation';
import { CreateQuestionMutation } from '../api/create-question-mutation';
import { UpdateWidgetSettingsMutation } from '../api/update-widget-settings-mutation';
import type { WidgetFormValues } from '../lib/widget-form-values';

/** What an unfinished save already created, so the next attempt reuses it instead of duplicating. */
interface CreatedSoFar {
  groupId?: string;
  /** Question id by its text. */
  questions: Map<string, string>;
}

const emptyProgress = (): CreatedSoFar => ({ questions: new Map() });

/**
 * Saves the form. A CustomQuestion widget needs its group and questions to exist first (spec
 * section 4): group → each new question → settings. Those are separate requests, so a failure can
 * come half-way; what was created is remembered until a save completes, and a retry (with the form
 * left as it was) picks up from there. The settings never point at anything that does not exist.
 */
export function useSaveWidgetSettings(productId: string, settings: WidgetSettingsFieldsFragment) {
  const { t } = useProductsTranslation();
  const [createGroup] = useMutation(CreateQuestionGroupMutation);
  const [createQuestion] = useMutation(CreateQuestionMutation);
  const [update] = useMutation(UpdateWidgetSettingsMutation);
  const created = useRef<CreatedSoFar>(emptyProgress());
  const [saving, setSaving] = useState(false);

  const questionIdsFor = useCallback(
    async (values: WidgetFormValues) => {
      const progress = created.current;
      let groupId = settings.questionGroupId ?? progress.groupId;
      if (!groupId) {
        const { data } = await createGroup();
        if (!data) throw new Error(t('Something went wrong.'));
        groupId = data.createOrganizationQuestionGroup.id;
        progress.groupId = groupId;
      }
      const ids: string[] = [];
      for (const question of values.questions) {
        const text = question.text.trim();
        if (question.id) {
          ids.push(question.id);
          continue;
        }
        let id = progress.questions.get(text);
        if (!id) {
          const { data } = await createQuestion({
            variables: { input: { questionGroupId: groupId, text, readonly: false } },
          });
          if (!data) throw new Error(t('Something went wrong.'));
          id = data.createOneQuestion.id;
          progress.questions.set(text, id);
        }
        ids.push(id);
      }
      return { groupId, ids };
    },
    [createGroup, createQuestion, settings.questionGroupId, t],
  );

  const save = useCallback(
    async (values: WidgetFormValues): Promise<WidgetSettingsFieldsFragment> => {
      setSaving(true);
      try {
        const body: WidgetSettingsInput = {
          backgroundColors: values.backgroundColors,
          textColors: values.textColors,
          buttonColors: values.buttonColors,
          background: values.background,
          text: values.text,
          textBox: values.textBox,
          button: values.button,
          messageType: values.messageType,
          customMessage: values.customMessage.trim() || null,
          collectType: values.collectType,
          collectFields: values.collectFields,
          position: values.position,
          backgroundImageKey: values.backgroundImageKey,
          maxRecordingSeconds: values.maxRecordingSeconds,
          // Other purposes keep the saved questions, so switching back later finds them again.
          questions: settings.questions.map((question) => question.id),
          questionGroupId: settings.questionGroupId ?? null,
        };
        if (values.messageType === 'CustomQuestion') {
          const { groupId, ids } = await questionIdsFor(values);
          body.questions = ids;
          body.questionGroupId = groupId;
        }
        const { data } = await update({ variables: { productId, body } });
        if (!data) throw new Error(t('Something went wrong.'));
        created.current = emptyProgress();
        return data.updateWidgetSettings;
      } finally {
        setSaving(false);
      }
    },
    [productId, questionIdsFor, settings.questionGroupId, settings.questions, t, update],
  );

  return { save, saving };
}
