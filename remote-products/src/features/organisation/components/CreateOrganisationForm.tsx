import { useMutation } from '@apollo/client/react';
import { ALL_PRODUCTS, buildPath, failureMessage, useNotify, useSession, useToast } from '@hearback/shared';
import { Button, Form, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useProductsTranslation } from '../../../i18n/translations';
import { CreateOrganisationMutation } from '../api/create-organisation-mutation';
import { OrganisationQuery } from '../api/organisation-query';
import {
  DEFAULT_ORGANISATION_TYPE,
  type OrganisationValues,
  toOrganisationInput,
} from '../lib/organisation-input';
import { OrganisationFields } from './OrganisationFields';

export function CreateOrganisationForm() {
  const { t } = useProductsTranslation();
  const [createOrganisation, { loading }] = useMutation(CreateOrganisationMutation, {
    // The page shows the details as soon as the organisation exists, without asking again.
    update(cache, { data }) {
      if (data)
        cache.writeQuery({
          query: OrganisationQuery,
          data: { organizationsQuery: data.createOneOrganization },
        });
    },
  });
  const { refresh } = useSession();
  const notify = useNotify();
  const toast = useToast();
  const navigate = useNavigate();

  const handleFinish = async (values: OrganisationValues) => {
    const { name, website, country, type } = toOrganisationInput(values);
    try {
      await createOrganisation({
        // Nothing is sent for an empty optional field: the API keeps its own default.
        variables: { organization: { name, type, ...(website && { website }), ...(country && { country }) } },
      });
    } catch (error) {
      notify.error(failureMessage(error));
      return;
    }
    toast({ message: t('Your organisation has been created.'), type: 'success' });
    // The session's profile carries the organisation and the Admin role the shell routes on.
    await refresh();
    navigate(buildPath('productHome', { productId: ALL_PRODUCTS }), { replace: true });
  };

  return (
    <>
      <Typography.Title level={2}>{t('Create your organisation')}</Typography.Title>
      <Typography.Paragraph type="secondary">
        {t('Your products, widgets and team belong to your organisation. You will be its first Admin.')}
      </Typography.Paragraph>
      <Form<OrganisationValues>
        name="create-organisation"
        layout="vertical"
        style={{ maxWidth: 560 }}
        initialValues={{ type: DEFAULT_ORGANISATION_TYPE }}
        onFinish={handleFinish}
      >
        <OrganisationFields />
        <Button type="primary" htmlType="submit" loading={loading}>
          {t('Create organisation')}
        </Button>
      </Form>
    </>
  );
}
