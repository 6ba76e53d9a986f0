/** Any path outside the route table. */
import { A11Y_TEXTS } from '@hearback/shared';
import { Button, Result } from 'antd';
import { Link } from 'react-router-dom';
import { useShellTranslation } from '../../i18n/translations';
import { useServedAsEmbeddable } from '../embedding/EmbeddableDocument';

/**
 * Home is the dashboard. From a document served as a feedback page (which other sites may frame)
 * it is a new document: in a new tab when framed, so the partner's page stays as it is and the
 * dashboard never opens inside its frame, else in this tab.
 */
function HomeFromEmbeddableDocument() {
  const { t } = useShellTranslation();
  const framed = window.self !== window.top;
  return (
    <Button
      type="primary"
      href="/"
      target={framed ? '_blank' : '_self'}
      rel={framed ? 'noopener noreferrer' : undefined}
    >
      {t('Back home')}
    </Button>
  );
}

export function NotFoundPage() {
  const { t } = useShellTranslation();
  const servedAsEmbeddable = useServedAsEmbeddable();
  return (
    <main>
      <Result
        status="404"
        title={A11Y_TEXTS.pageNotFound()}
        subTitle={t('The page you asked for does not exist.')}
        extra={
          servedAsEmbeddable ? (
            <HomeFromEmbeddableDocument />
          ) : (
            <Link to="/">
              <Button type="primary">{t('Back home')}</Button>
            </Link>
          )
        }
      />
    </main>
  );
}
