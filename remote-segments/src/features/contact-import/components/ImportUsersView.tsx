import { useMutation } from '@apollo/client/react';
import { failureMessage, useNotify } from '@hearback/shared';
import { Alert, Flex, Steps, Typography } from 'antd';
import { useState } from 'react';
import { useSegmentsTranslation } from '../../../i18n/translations';
import { CreateContactImportMutation } from '../api/import-operations';
import { lazyAnalyser } from '../lib/analyser';
import { type CsvCheck, type CsvSample, guessMapping } from '../lib/import-settings';
import { type EndedImport, type ImportProgressLine, uploadImport } from '../lib/upload-import';
import { CheckStep } from './CheckStep';
import { ImportingStep } from './ImportingStep';
import { type MappingChoice, MappingStep } from './MappingStep';
import { SummaryStep } from './SummaryStep';
import { UploadStep } from './UploadStep';

type Step = 'file' | 'columns' | 'check' | 'import' | 'summary';
const STEPS: Step[] = ['file', 'columns', 'check', 'import', 'summary'];

interface Props {
  productId: string;
  /** A Static segment to import into, when the page was opened from it. */
  segmentId?: string | null;
}

/**
 * /segments/import/users: a CSV is read in the browser (column choice, a check of every row),
 * then sent to the server, which imports it in one transaction and streams its progress; the
 * summary offers the rejected rows with their reasons.
 */
export function ImportUsersView({ productId, segmentId = null }: Props) {
  const { t } = useSegmentsTranslation();
  const notify = useNotify();
  const [step, setStep] = useState<Step>('file');
  const [file, setFile] = useState<File | null>(null);
  const [sample, setSample] = useState<CsvSample | null>(null);
  const [choice, setChoice] = useState<MappingChoice | null>(null);
  const [reading, setReading] = useState(false);
  const [checking, setChecking] = useState<number | null>(null);
  const [check, setCheck] = useState<CsvCheck | null>(null);
  const [uploaded, setUploaded] = useState(0);
  const [imported, setImported] = useState<ImportProgressLine | null>(null);
  const [ended, setEnded] = useState<EndedImport | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [createImport, { loading: creating }] = useMutation(CreateContactImportMutation);

  const restart = () => {
    setStep('file');
    setFile(null);
    setSample(null);
    setCheck(null);
    setEnded(null);
    setProblem(null);
  };

  const choose = async (chosen: File) => {
    setProblem(null);
    setReading(true);
    try {
      const read = await lazyAnalyser.sample(chosen);
      setFile(chosen);
      setSample(read);
      setChoice({
        mapping: guessMapping(read.header),
        defaultCountry: null,
        target: segmentId
          ? { kind: 'existing', segmentId }
          : { kind: 'new', name: chosen.name.replace(/\.csv$/i, '').slice(0, 120) },
      });
      setStep('columns');
    } catch (error) {
      setProblem(failureMessage(error));
    } finally {
      setReading(false);
    }
  };

  const runCheck = async () => {
    if (!file || !sample || !choice) return;
    setStep('check');
    setCheck(null);
    setChecking(0);
    try {
      setCheck(
        await lazyAnalyser.check(
          file,
          { delimiter: sample.delimiter, mapping: choice.mapping, defaultCountry: choice.defaultCountry },
          sample.header,
          setChecking,
        ),
      );
    } catch (error) {
      setProblem(failureMessage(error));
      setStep('columns');
    } finally {
      setChecking(null);
    }
  };

  const runImport = async () => {
    if (!file || !sample || !choice) return;
    setProblem(null);
    try {
      const { data } = await createImport({
        variables: {
          input: {
            productId,
            fileName: file.name,
            delimiter: sample.delimiter,
            mapping: choice.mapping,
            defaultCountry: choice.defaultCountry,
            ...(choice.target.kind === 'new'
              ? { newSegmentName: choice.target.name.trim() }
              : { segmentId: choice.target.segmentId }),
          },
        },
      });
      if (!data) return;
      setUploaded(0);
      setImported(null);
      setStep('import');
      const result = await uploadImport(data.createContactImport.uploadPath, file, {
        onUploaded: setUploaded,
        onImported: setImported,
      });
      setEnded(result);
      setStep('summary');
    } catch (error) {
      setProblem(failureMessage(error));
      setStep('check');
    }
  };

  return (
    <Flex vertical gap={24}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t('Import users')}
      </Typography.Title>
      <Steps
        current={STEPS.indexOf(step)}
        items={[
          { title: t('File') },
          { title: t('Columns') },
          { title: t('Check') },
          { title: t('Import') },
          { title: t('Summary') },
        ]}
      />
      {problem && <Alert type="error" showIcon title={problem} />}
      {step === 'file' && <UploadStep reading={reading} onFile={choose} />}
      {step === 'columns' && file && sample && choice && (
        <MappingStep
          productId={productId}
          fileName={file.name}
          sample={sample}
          value={choice}
          onChange={setChoice}
          onBack={restart}
          onNext={runCheck}
        />
      )}
      {step === 'check' && (
        <CheckStep
          checking={checking}
          check={check}
          starting={creating}
          onBack={() => setStep('columns')}
          onImport={runImport}
        />
      )}
      {step === 'import' && <ImportingStep uploaded={uploaded} imported={imported} />}
      {step === 'summary' && file && ended && (
        <SummaryStep
          productId={productId}
          fileName={file.name}
          ended={ended}
          onAnother={restart}
          onError={(message) => notify.error(message)}
        />
      )}
    </Flex>
  );
}
