import { DeleteOutlined, UploadOutlined, UserOutlined } from '@ant-design/icons';
import { useApolloClient, useMutation } from '@apollo/client/react';
import {
  failureMessage,
  uploadFailedMessage,
  uploadFile,
  useNotify,
  useSession,
  useToast,
} from '@hearback/shared';
import { Avatar, Button, Flex, Progress, Typography, Upload } from 'antd';
import { useState } from 'react';
import type { AccountQuery as AccountQueryResult } from '../../../gql/graphql';
import { useSettingsTranslation } from '../../../i18n/translations';
import { PhotoUploadUrlQuery } from '../api/photo-upload-url-query';
import { UpdateMeMutation } from '../api/update-me-mutation';
import { PHOTO_TYPES, photoRefusal } from '../lib/photo-file';

/**
 * The caller's photo: a signed URL, a PUT with percent progress, and only once it answered 200
 * the profile takes the new address. The mutation's answer updates the cached profile and the
 * session is reloaded, so the header's avatar changes too.
 */
export function PhotoField({ me }: { me: AccountQueryResult['me'] }) {
  const { t } = useSettingsTranslation();
  const client = useApolloClient();
  const [updateMe, { loading: saving }] = useMutation(UpdateMeMutation);
  const { refresh } = useSession();
  const notify = useNotify();
  const toast = useToast();
  const [percent, setPercent] = useState<number | null>(null);
  const busy = percent !== null || saving;

  const savePhoto = async (photoURL: string | null, done: string) => {
    await updateMe({ variables: { update: { photoURL } } });
    toast({ message: done, type: 'success' });
    await refresh();
  };

  const upload = async (file: File) => {
    const refusal = photoRefusal(file);
    if (refusal) {
      notify.error(refusal, t('Photo'));
      return;
    }
    setPercent(0);
    try {
      const { data } = await client.query({
        query: PhotoUploadUrlQuery,
        variables: { fileName: file.name, type: file.type },
        // Each URL is short-lived and good for one file.
        fetchPolicy: 'network-only',
      });
      if (!data) throw new Error(uploadFailedMessage());
      const { signedUrl, url } = data.getSignedUrl;
      await uploadFile(signedUrl, file, setPercent);
      setPercent(null);
      await savePhoto(url, t('Your photo was saved.'));
    } catch (error) {
      setPercent(null);
      notify.error(failureMessage(error), t('Photo'));
    }
  };

  const remove = async () => {
    try {
      await savePhoto(null, t('Your photo was removed.'));
    } catch (error) {
      notify.error(failureMessage(error), t('Photo'));
    }
  };

  return (
    <Flex gap={16} align="center" style={{ marginBottom: 24 }}>
      <Avatar
        size={80}
        src={me.photoURL ?? undefined}
        alt={me.photoURL ? t('Your photo') : undefined}
        icon={<UserOutlined aria-hidden />}
      />
      <Flex vertical gap={8} align="flex-start">
        <Flex gap={8} wrap>
          <Upload
            accept={PHOTO_TYPES.join(',')}
            showUploadList={false}
            disabled={busy}
            customRequest={({ file }) => void upload(file as File)}
          >
            <Button icon={<UploadOutlined aria-hidden />} disabled={busy}>
              {me.photoURL ? t('Change photo') : t('Upload photo')}
            </Button>
          </Upload>
          {me.photoURL && (
            <Button icon={<DeleteOutlined aria-hidden />} disabled={busy} onClick={() => void remove()}>
              {t('Remove photo')}
            </Button>
          )}
        </Flex>
        {percent === null ? (
          <Typography.Text type="secondary">{t('PNG, JPEG, WebP or GIF, at most 5 MB.')}</Typography.Text>
        ) : (
          <Progress percent={percent} size="small" aria-label={t('Upload progress')} style={{ width: 240 }} />
        )}
      </Flex>
    </Flex>
  );
}
