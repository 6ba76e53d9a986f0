import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { useApolloClient } from '@apollo/client/react';
import { failureMessage, uploadFailedMessage, uploadFile, useNotify } from '@hearback/shared';
import { Button, Flex, Form, Progress, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useProductsTranslation } from '../../../i18n/translations';
import { BackgroundImageUrlQuery } from '../api/background-image-url-query';
import { imageAspectRatio } from '../lib/image-aspect-ratio';

interface Props {
  productId: string;
  disabled: boolean;
}

/**
 * The panel's background image: a signed URL for this product and the image's aspect ratio, a PUT
 * with percent progress, and only then (status 200) the form takes the new URL. The settings keep
 * the image until Save, like every other field.
 */
export function BackgroundImageField({ productId, disabled }: Props) {
  const { t } = useProductsTranslation();
  const client = useApolloClient();
  const form = Form.useFormInstance();
  const notify = useNotify();
  const imageUrl: string | null = Form.useWatch('backgroundImageUrl', form) ?? null;
  const [percent, setPercent] = useState<number | null>(null);

  const upload = async (file: File) => {
    setPercent(0);
    try {
      let aspectRatio: number;
      try {
        aspectRatio = await imageAspectRatio(file);
      } catch {
        throw new Error(uploadFailedMessage(t('{{file}} is not an image', { file: file.name })));
      }
      const { data } = await client.query({
        query: BackgroundImageUrlQuery,
        variables: { productId, aspectRatio, type: file.type || null },
        // Each URL is short-lived and good for one file.
        fetchPolicy: 'network-only',
      });
      if (!data) throw new Error(uploadFailedMessage());
      const { signedUrl, url, key } = data.getBackgroungImageSignedUrl;
      await uploadFile(signedUrl, file, setPercent);
      // Saved as its key; the readable URL only feeds the preview until then.
      form.setFieldsValue({ backgroundImageKey: key, backgroundImageUrl: url });
      setPercent(null);
    } catch (caught) {
      setPercent(null);
      notify.error(failureMessage(caught), t('Background image'));
    }
  };

  return (
    <Form.Item label={t('Background image')} tooltip={t("Covers the widget's panel, behind its text.")}>
      <Flex vertical gap={8} align="flex-start">
        {imageUrl && (
          <img
            src={imageUrl}
            alt={t('Current widget background')}
            width={160}
            style={{ borderRadius: 6, objectFit: 'cover' }}
          />
        )}
        <Flex gap={8} wrap>
          <Upload
            accept="image/*"
            showUploadList={false}
            disabled={disabled || percent !== null}
            customRequest={({ file }) => void upload(file as File)}
          >
            <Button icon={<UploadOutlined aria-hidden />} disabled={disabled || percent !== null}>
              {t('Upload background image')}
            </Button>
          </Upload>
          {imageUrl && (
            <Button
              icon={<DeleteOutlined aria-hidden />}
              disabled={disabled}
              onClick={() => form.setFieldsValue({ backgroundImageKey: null, backgroundImageUrl: null })}
            >
              {t('Remove background image')}
            </Button>
          )}
        </Flex>
        {percent !== null && (
          <Progress percent={percent} size="small" aria-label={t('Upload progress')} style={{ width: 240 }} />
        )}
        {!imageUrl && percent === null && <Typography.Text type="secondary">{t('No image')}</Typography.Text>}
      </Flex>
    </Form.Item>
  );
}
