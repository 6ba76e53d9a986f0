import { useQuery } from '@apollo/client/react';
import { ALL_PRODUCTS, failureMessage, useSession } from '@hearback/shared';
import { Button, Result, Skeleton } from 'antd';
import { useSettingsTranslation } from '../../../i18n/translations';
import { GeneralSettingsQuery } from '../api/general-settings-query';
import { GeneralSettingsForm } from './GeneralSettingsForm';

/** The general tab: settings of the product in the URL; Admins edit them, Members read them. */
export function GeneralSettingsView({ productId }: { productId: string }) {
  const { t } = useSettingsTranslation();
  const { isAdmin } = useSession();
  const noProduct = productId === ALL_PRODUCTS;
  const { data, loading, error, refetch } = useQuery(GeneralSettingsQuery, {
    variables: { productId },
    skip: noProduct,
    fetchPolicy: 'cache-and-network',
  });

  if (noProduct) {
    return (
      <Result
        status="info"
        title={t('Pick a product')}
        subTitle={t(
          'Name, address, time zone and widget language belong to a product: choose one in the product switcher.',
        )}
      />
    );
  }
  if (loading && !data) return <Skeleton active />;
  if (error && !data) {
    return (
      <Result
        status="warning"
        title={t('The general settings could not be loaded')}
        subTitle={failureMessage(error)}
        extra={<Button onClick={() => void refetch()}>{t('Try again')}</Button>}
      />
    );
  }
  if (!data) return null;
  return (
    <GeneralSettingsForm
      key={`${productId}:${data.generalSettings.name}:${data.generalSettings.timeZone}`}
      settings={data.generalSettings}
      languages={data.widgetLanguages}
      canEdit={isAdmin}
    />
  );
}
