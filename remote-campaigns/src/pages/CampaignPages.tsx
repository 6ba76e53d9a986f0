import { ALL_PRODUCTS, ProductRequired } from '@hearback/shared';
import { useParams } from 'react-router-dom';
import { AttentionView } from '../features/campaign-attention/components/AttentionView';
import { CampaignWizard } from '../features/campaign-create/components/CampaignWizard';
import { ChooseSourceView } from '../features/campaign-create/components/ChooseSourceView';
import { CampaignResultsView } from '../features/campaign-results/components/CampaignResultsView';
import { ScheduleView } from '../features/campaign-schedule/components/ScheduleView';
import { CombinedView } from '../features/campaigns-combined/components/CombinedView';
import { CampaignsView } from '../features/campaigns-list/components/CampaignsView';
import { useCampaignsTranslation } from '../i18n/translations';

// Keyed by product (and campaign) so another one starts from a fresh state.

export function CampaignsPage() {
  const { t } = useCampaignsTranslation();
  const { productId = ALL_PRODUCTS } = useParams();
  return (
    <ProductRequired productId={productId} title={t('Campaigns')} items={t('campaigns')}>
      <CampaignsView key={productId} productId={productId} />
    </ProductRequired>
  );
}

export function CampaignCreatePage() {
  const { t } = useCampaignsTranslation();
  const { productId = ALL_PRODUCTS } = useParams();
  return (
    <ProductRequired productId={productId} title={t('Create a campaign')} items={t('campaigns')}>
      <ChooseSourceView productId={productId} />
    </ProductRequired>
  );
}

export function CampaignCreateFromSourcePage() {
  const { t } = useCampaignsTranslation();
  const { productId = ALL_PRODUCTS, source = '' } = useParams();
  return (
    <ProductRequired productId={productId} title={t('Create a campaign')} items={t('campaigns')}>
      <CampaignWizard key={`${productId}/${source}`} productId={productId} sourcePath={source} />
    </ProductRequired>
  );
}

export function CampaignSchedulePage() {
  const { productId = ALL_PRODUCTS, id = '' } = useParams();
  return <ScheduleView key={id} productId={productId} id={id} />;
}

export function CampaignPage() {
  const { productId = ALL_PRODUCTS, id = '' } = useParams();
  return <CampaignResultsView key={id} productId={productId} id={id} />;
}

export function CampaignAttentionPage() {
  const { id = '' } = useParams();
  return <AttentionView key={id} id={id} />;
}

export function CampaignsCombinedPage() {
  const { t } = useCampaignsTranslation();
  const { productId = ALL_PRODUCTS } = useParams();
  return (
    <ProductRequired productId={productId} title={t('Combined campaigns')} items={t('campaigns')}>
      <CombinedView key={productId} productId={productId} />
    </ProductRequired>
  );
}
