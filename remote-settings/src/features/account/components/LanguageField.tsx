import { useMutation } from '@apollo/client/react';
import {
  DASHBOARD_LANGUAGES,
  type DashboardLanguage,
  failureMessage,
  followBrowserLanguage,
  setDashboardLanguage,
  useNotify,
  useSession,
  useToast,
} from '@hearback/shared';
import { Flex, Select, Typography } from 'antd';
import { useState } from 'react';
import { settingsText, useSettingsTranslation } from '../../../i18n/translations';
import { UpdateMeMutation } from '../api/update-me-mutation';

/** The Select's value for "no language chosen": the profile keeps null and the browser decides. */
const BROWSER_LANGUAGE = '';

type Choice = DashboardLanguage | typeof BROWSER_LANGUAGE;

const choiceOf = (language: string | null | undefined): Choice =>
  DASHBOARD_LANGUAGES.find((entry) => entry.code === language)?.code ?? BROWSER_LANGUAGE;

/**
 * The dashboard's language, kept in the caller's profile so it follows them to every device.
 * Saved at once, like the e-mail switches; the whole dashboard switches when the server agreed.
 */
export function LanguageField() {
  const { t } = useSettingsTranslation();
  const { user, refresh } = useSession();
  const [updateMe, { loading }] = useMutation(UpdateMeMutation);
  const notify = useNotify();
  const toast = useToast();
  const [choice, setChoice] = useState<Choice>(() => choiceOf(user?.language));

  const change = async (next: Choice) => {
    const previous = choice;
    setChoice(next);
    const language = next === BROWSER_LANGUAGE ? null : next;
    try {
      await updateMe({ variables: { update: { language } } });
    } catch (error) {
      setChoice(previous);
      notify.error(failureMessage(error));
      return;
    }
    await (language ? setDashboardLanguage(language) : followBrowserLanguage());
    // Worded in the language just chosen: this render's `t` still speaks the previous one.
    toast({ message: settingsText('Your language was saved.'), type: 'success' });
    // The session holds its own copy of the profile, the language included.
    await refresh();
  };

  return (
    <Flex vertical gap={8} align="flex-start">
      <label htmlFor="dashboard-language">
        <Typography.Text strong>{t('Language')}</Typography.Text>
      </label>
      <Select<Choice>
        id="dashboard-language"
        value={choice}
        loading={loading}
        disabled={loading}
        style={{ width: 280 }}
        onChange={(next) => void change(next)}
        options={[
          { value: BROWSER_LANGUAGE, label: t("Browser's language") },
          // Each language by its own name, so a reader finds theirs whatever the page is in.
          ...DASHBOARD_LANGUAGES.map(({ code, name }) => ({
            value: code,
            label: <span lang={code}>{name}</span>,
          })),
        ]}
      />
      <Typography.Text type="secondary">
        {t('The language of the dashboard, on every device you sign in on.')}
      </Typography.Text>
    </Flex>
  );
}
