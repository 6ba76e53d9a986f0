import { useMutation } from '@apollo/client/react';
import { failureMessage, useNotify, useToast } from '@hearback/shared';
import { Button, Form, Space } from 'antd';
import type { OrganisationQuery as OrganisationQueryResult } from '../../../gql/graphql';
import { useProductsTranslation } from '../../../i18n/translations';
import { UpdateOrganisationMutation } from '../api/update-organisation-mutation';
import { type OrganisationValues, toOrganisationInput } from '../lib/organisation-input';
import { OrganisationFields } from './OrganisationFields';

type Organisation = NonNullable<OrganisationQueryResult['organizationsQuery']>;

interface Props {
  organisation: Organisation;
  onDone: () => void;
}

export function EditOrganisationForm({ organisation, onDone }: Props) {
  const { t } = useProductsTranslation();
  // The mutation returns the organisation with its id: Apollo's cache updates the details view.
  const [updateOrganisation, { loading }] = useMutation(UpdateOrganisationMutation);
  const notify = useNotify();
  const toast = useToast();

  const handleFinish = async (values: OrganisationValues) => {
    try {
      await updateOrganisation({ variables: { id: organisation.id, update: toOrganisationInput(values) } });
    } catch (error) {
      notify.error(failureMessage(error));
      return;
    }
    toast({ message: t('Organisation details saved.'), type: 'success' });
    onDone();
  };

  return (
    <Form<OrganisationValues>
      name="edit-organisation"
      layout="vertical"
      style={{ maxWidth: 560 }}
      initialValues={{
        name: organisation.name,
        website: organisation.website ?? '',
        country: organisation.country ?? undefined,
        type: organisation.type,
      }}
      onFinish={handleFinish}
    >
      <OrganisationFields />
      <Space>
        <Button type="primary" htmlType="submit" loading={loading}>
          {t('Save changes')}
        </Button>
        <Button onClick={onDone} disabled={loading}>
          {t('Cancel')}
        </Button>
      </Space>
    </Form>
  );
}
