import { PlusOutlined } from '@ant-design/icons';
import { Button, Empty } from 'antd';
import { useProductsTranslation } from '../../../i18n/translations';

/** The organisation has no product (or none attached to this Member): say what to do next. */
export function NoProducts({ canCreate, onCreate }: { canCreate: boolean; onCreate: () => void }) {
  const { t } = useProductsTranslation();
  return (
    <Empty
      description={
        canCreate
          ? t('No products yet. Create your first product to start collecting feedback.')
          : t('No product is attached to you yet. Ask an Admin of your organisation for access.')
      }
    >
      {canCreate && (
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={onCreate}>
          {t('Create your first product')}
        </Button>
      )}
    </Empty>
  );
}
