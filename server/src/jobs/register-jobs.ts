import type { Mailer } from '../mail/mailer';
import { registerCampaignJobs } from '../services/campaign/campaign-jobs';
import { expireExportHandler } from '../services/export/expire-export';
import { expireExport, runExport } from '../services/export/export-job';
import { exportDeadHandler, runExportHandler } from '../services/export/run-export';
import { sweepTerms, sweepTermsHandler, TERMS_SWEEP_EVERY_MS } from '../services/insights/sweep-terms';
import { announceRecording, deliverIntegrationEvent } from '../services/integration/deliver-job';
import {
  announceRecordingHandler,
  deliverIntegrationEventHandler,
} from '../services/integration/integration-job-handlers';
import type { SecretBox } from '../services/integration/secret-box';
import { registerWeeklyReportJobs } from '../services/notification/weekly-report-jobs';
import {
  RETENTION_EVERY_MS,
  retainOrganisationHandler,
  retainOrganisationJob,
  retentionSweep,
  retentionSweepHandler,
} from '../services/privacy/retention-jobs';
import type { SpeechEngine } from '../services/recording/transcription/speech-engine';
import type { FileLinks } from '../storage/file-links';
import type { FileStorage } from '../storage/storage';
import {
  cleanOrphanUploads,
  cleanOrphanUploadsHandler,
  DEFAULT_ORPHAN_UPLOAD_MAX_AGE_MS,
  ORPHAN_CLEANUP_EVERY_MS,
} from './clean-orphan-uploads';
import {
  EMBEDDED_UPKEEP_EVERY_MS,
  embeddedDatabaseUpkeep,
  embeddedDatabaseUpkeepHandler,
} from './embedded-database-upkeep';
import {
  transcribeRecording,
  transcribeRecordingHandler,
  transcriptionDeadHandler,
} from './transcribe-recording';
import type { JobWorker } from './worker';

/** What the server built that handlers need; a new job adds what it needs here. */
export interface JobDependencies {
  storage: FileStorage;
  /** Campaign invitations; without it (tools, some tests) campaign jobs are not claimed here. */
  mailer?: Mailer;
  /** The dashboard's public origin, for the invitations' links. */
  publicUrl?: () => string;
  /** The speech engine (services/recording/transcription); null when transcription is off. */
  transcription: SpeechEngine | null;
  orphanUploadMaxAgeMs?: number;
  /** Signed links of finished data exports; without it (or a mailer) export jobs are not claimed here. */
  fileLinks?: FileLinks;
  /** Where export files are written before they are stored (the data folder's spool). */
  exportWorkDir?: string;
  /** Integrations may call loopback and private addresses (INTEGRATIONS_ALLOW_PRIVATE_NETWORKS). */
  integrationsAllowPrivateNetworks?: boolean;
  /** Opens the integrations' sealed URLs and signing secrets. */
  secrets: SecretBox;
  /** The database is PGlite, which has no autovacuum: the server does its work. */
  embeddedDatabase?: boolean;
}

/** Every job kind's handler and every recurring job, in one place (see README.md). */
export function registerJobs(worker: JobWorker, deps: JobDependencies): void {
  // Voice messages: one job per request. Registered without an engine too, so that messages
  // queued meanwhile (the demo's, or before the engine was removed) are marked Off. The embedded
  // engine is bound by the machine's cores: its jobs take at most that many of the worker's places.
  worker.register(transcribeRecording, transcribeRecordingHandler(deps.storage, deps.transcription), {
    concurrency: deps.transcription?.concurrency ?? undefined,
    onDead: transcriptionDeadHandler(),
  });

  worker.register(
    cleanOrphanUploads,
    cleanOrphanUploadsHandler(deps.storage, deps.orphanUploadMaxAgeMs ?? DEFAULT_ORPHAN_UPLOAD_MAX_AGE_MS),
  );
  worker.every(cleanOrphanUploads, { everyMs: ORPHAN_CLEANUP_EVERY_MS, payload: {} });

  // Privacy retention: an hourly sweep hands each organisation with a period its own job.
  worker.register(retentionSweep, retentionSweepHandler());
  worker.register(retainOrganisationJob, retainOrganisationHandler(deps.storage));
  worker.every(retentionSweep, { everyMs: RETENTION_EVERY_MS, payload: {} });

  if (deps.embeddedDatabase) {
    worker.register(embeddedDatabaseUpkeep, embeddedDatabaseUpkeepHandler());
    worker.every(embeddedDatabaseUpkeep, { everyMs: EMBEDDED_UPKEEP_EVERY_MS, payload: {} });
  }

  // Themes: the words of new recordings are counted off the widget's hot path (services/insights/).
  worker.register(sweepTerms, sweepTermsHandler());
  worker.every(sweepTerms, { everyMs: TERMS_SWEEP_EVERY_MS, payload: {} });

  // Integrations: a new recording is announced off the widget's hot path, then each delivery
  // is its own job with back-off (services/integration/).
  worker.register(announceRecording, announceRecordingHandler());
  worker.register(
    deliverIntegrationEvent,
    deliverIntegrationEventHandler(
      { allowPrivateNetworks: deps.integrationsAllowPrivateNetworks === true },
      deps.secrets,
    ),
  );

  // Campaigns: start (invite the segment), one send per invitation, finish (services/campaign/).
  if (deps.mailer) registerCampaignJobs(worker, deps.mailer, deps.publicUrl ?? (() => ''));

  // The weekly report: Mondays 09:00 UTC, one job per organisation, then one per person and week
  // (services/notification/weekly-report-jobs.ts).
  if (deps.mailer) registerWeeklyReportJobs(worker, deps.mailer, deps.publicUrl ?? (() => ''));

  // Data exports: one job per requested file, and one that deletes it when its link expires
  // (services/export/).
  worker.register(expireExport, expireExportHandler(deps.storage));
  if (deps.mailer && deps.fileLinks && deps.exportWorkDir) {
    const { mailer, fileLinks, exportWorkDir } = deps;
    worker.register(
      runExport,
      runExportHandler({
        storage: deps.storage,
        fileLinks,
        mailer,
        publicUrl: deps.publicUrl ?? (() => ''),
        workDir: exportWorkDir,
      }),
      // An export whose last attempt failed, or whose server went away during it, is Failed with the reason.
      { onDead: exportDeadHandler(deps.storage) },
    );
  }
}
