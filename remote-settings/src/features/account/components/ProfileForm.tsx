import { useMutation } from '@apollo/client/react';
import { CountedInput, FORM_RULES, failureMessage, useNotify, useSession, useToast } from '@hearback/shared';
import { Button, Flex, Form } from 'antd';
import type { AccountQuery as AccountQueryResult } from '../../../gql/graphql';
import { useSettingsTranslation } from '../../../i18n/translations';
import { UpdateMeMutation } from '../api/update-me-mutation';

/** The server's limit for a first or last name. */
export const NAME_MAX = 120;

interface NameValues {
  firstName: string;
  lastName: string;
}

const nameRules = (label: string) => [FORM_RULES.required(label), FORM_RULES.maxLength(label, NAME_MAX)];

export function ProfileForm({ me }: { me: AccountQueryResult['me'] }) {
  const { t } = useSettingsTranslation();
  const [updateMe, { loading }] = useMutation(UpdateMeMutation);
  const { refresh } = useSession();
  const notify = useNotify();
  const toast = useToast();

  const handleFinish = async ({ firstName, lastName }: NameValues) => {
    try {
      await updateMe({ variables: { update: { firstName: firstName.trim(), lastName: lastName.trim() } } });
    } catch (error) {
      notify.error(failureMessage(error));
      return;
    }
    toast({ message: t('Your details were saved.'), type: 'success' });
    // The header shows the session's copy of the name.
    await refresh();
  };

  return (
    <Form<NameValues>
      name="profile"
      layout="vertical"
      style={{ maxWidth: 560 }}
      initialValues={{ firstName: me.firstName ?? '', lastName: me.lastName ?? '' }}
      onFinish={handleFinish}
    >
      <Flex gap={16}>
        <Form.Item
          label={t('First name')}
          name="firstName"
          style={{ flex: 1 }}
          rules={nameRules(t('First name'))}
        >
          <CountedInput max={NAME_MAX} autoComplete="given-name" />
        </Form.Item>
        <Form.Item
          label={t('Last name')}
          name="lastName"
          style={{ flex: 1 }}
          rules={nameRules(t('Last name'))}
        >
          <CountedInput max={NAME_MAX} autoComplete="family-name" />
        </Form.Item>
      </Flex>
      <Button type="primary" htmlType="submit" loading={loading}>
        {t('Save details')}
      </Button>
    </Form>
  );
}
