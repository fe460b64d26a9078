import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { MailSender } from './integrations/mail/index';
import { createOutboxMail } from './integrations/mail/local';
import type { SmsSender } from './integrations/sms/index';
import { createOutboxSms } from './integrations/sms/local';
import type { EServiceSignIn } from './integrations/e-service/index';
import type { LocalIdentityProvider } from './integrations/e-service/local';
import type { Signatures } from './integrations/signatures/index';
import type { His } from './integrations/his/index';
import { portalHis } from './integrations/his/portal';
import type { FileStorage } from './integrations/storage/index';
import { createLocalStorage } from './integrations/storage/local';
import type { Triage } from './integrations/triage/index';
import { createLocalTriage, type LocalTriageService } from './integrations/triage/local';
import type { ImagingArchive } from './integrations/imaging/index';
import { createLocalImagingArchive } from './integrations/imaging/local';
import { localArchiveIndex } from './modules/test-results/imaging-viewer-service';
import { jobDefinitions } from './jobs';
import { openJobQueue, type JobQueue } from './lib/jobs';
import { sendingOnce } from './lib/send-once';
import { createPrinter, type Printer } from './lib/printout';
import { createLiveHub, type LiveHub } from './lib/live';
import { serverSecret } from './lib/secrets';
import { createKeptSettings, getIdentification, type KeptSettings } from './modules/settings/settings-service';

export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

/** What every module receives: built once by createDeps, replaceable in tests. */
export interface Deps {
  config: Config;
  db: Db;
  dbKind: 'pglite' | 'postgres';
  clock: Clock;
  mail: MailSender;
  sms: SmsSender;
  /** Background jobs (lib/jobs): send with `{ tx }` inside the transaction that causes them. */
  jobs: JobQueue;
  /** PDF printouts with the clinic's header (lib/printout). */
  printer: Printer;
  /** Where file bytes live (modules/files keeps the metadata). */
  storage: FileStorage;
  /**
   * The e-service (Profil Zaufany / ePUAP) sign-in: the simulator in demo mode, with its identity
   * provider for the simulator's pages. Production mode has none until a production adapter exists
   * (integrations/e-service/README.md); the login page then offers no e-service sign-in.
   */
  eService: { signIn: EServiceSignIn; provider: LocalIdentityProvider } | null;
  /**
   * Electronic signatures on uploaded documents (integrations/signatures): demo mode trusts the
   * e-service simulator's CA and has its signing page; production trusts SIGNATURE_TRUST_ANCHORS.
   */
  signatures: Signatures;
  /**
   * The provider's units, practitioners and services (integrations/his): later modules read the
   * organisation here. HIS_SYSTEM=PORTAL (the only one yet): our own database, kept in the clinic console.
   */
  his: His;
  /**
   * The settings groups kept in memory for SETTINGS_CACHE_MS, for busy paths (the module switches,
   * making a booking); a group stored through this process is dropped at once.
   */
  keptSettings: KeptSettings;
  /**
   * The symptom-triage interview of the self-assessment (integrations/triage): TRIAGE_SERVICE=local, our
   * own triage service (the default), or http, an external triage API.
   */
  triage: Triage;
  /** Our own triage service behind the /sim/triage pages (modules/triage); null with an external one. */
  triageService: LocalTriageService | null;
  /** Live notices to open tabs, across server copies through LISTEN/NOTIFY (lib/live). */
  live: LiveHub;
  /**
   * The imaging archive and its viewer (integrations/imaging): IMAGING_ARCHIVE=local, our own (instances in
   * the file storage, our viewer page; the default), or dicomweb, a PACS with its own viewer.
   */
  imaging: ImagingArchive;
}

/** The imaging archive IMAGING_ARCHIVE names; the DICOMweb adapter is loaded only when chosen. */
async function createImaging(config: Config, deps: () => Deps): Promise<ImagingArchive> {
  if (config.IMAGING_ARCHIVE === 'dicomweb') {
    const { createDicomWebArchive } = await import('./integrations/imaging/dicomweb');
    // config.ts refuses IMAGING_ARCHIVE=dicomweb without both addresses.
    return createDicomWebArchive({ baseUrl: config.IMAGING_DICOMWEB_URL ?? '', viewerUrl: config.IMAGING_VIEWER_URL ?? '' });
  }
  const index = localArchiveIndex(deps);
  return createLocalImagingArchive(() => index);
}

/** The triage interview TRIAGE_SERVICE names; the external adapter is loaded only when chosen. */
async function createTriage(config: Config, now: () => Date): Promise<{ triage: Triage; service: LocalTriageService | null }> {
  if (config.TRIAGE_SERVICE === 'http') {
    const { createHttpTriage } = await import('./integrations/triage/http');
    const triage = createHttpTriage({
      // config.ts refuses TRIAGE_SERVICE=http without these three.
      apiUrl: config.TRIAGE_API_URL ?? '',
      appId: config.TRIAGE_APP_ID ?? '',
      appKey: config.TRIAGE_APP_KEY ?? '',
      pseudonymKey: serverSecret(config),
      now,
    });
    return { triage, service: null };
  }
  return createLocalTriage({ secret: serverSecret(config), now });
}

/** Production: the verifier trusting the certificates of SIGNATURE_TRUST_ANCHORS (none when unset). */
async function createTrustedSignatures(config: Config): Promise<Signatures> {
  const { createXmlSignatureVerifier } = await import('./integrations/signatures/xades');
  const pem = config.SIGNATURE_TRUST_ANCHORS ? await readFile(config.SIGNATURE_TRUST_ANCHORS, 'utf8') : '';
  const anchors = pem.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? [];
  return { verifier: createXmlSignatureVerifier(anchors), simulator: null };
}

/** Uploaded bytes: an object store when S3_BUCKET is set (loaded only then), else files under FILES_DIR. */
export async function createStorage(config: Config): Promise<FileStorage> {
  const filesDir = path.resolve(config.FILES_DIR ?? path.join(config.DATA_DIR, 'files'));
  if (!config.S3_BUCKET) return createLocalStorage(filesDir);
  const { createS3Storage } = await import('./integrations/storage/s3');
  return createS3Storage({
    bucket: config.S3_BUCKET,
    prefix: config.S3_PREFIX,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    stagingDir: path.join(filesDir, 'staging'),
  });
}

/**
 * The HIS the organisation is read from. An external system adds its code to `hisSystems` and a case
 * here that loads its adapter (integrations/his/README.md).
 */
function createHis(config: Config, db: Db): His {
  switch (config.HIS_SYSTEM) {
    case 'PORTAL':
      return portalHis({ db });
  }
}

/**
 * The one place integrations are chosen by configuration: the real mail and SMS adapters (loaded only
 * where configured), else the demo outbox; the job queue on the same database; the printer; the
 * e-service; the file storage (an object store when S3_BUCKET is set, else FILES_DIR, by default `files` in the data dir);
 * the HIS the organisation is read from (HIS_SYSTEM); the triage interview (TRIAGE_SERVICE).
 */
export async function createDeps(
  database: Pick<Database, 'db' | 'kind' | 'listen'>,
  config: Config,
  options: { clock?: Clock; log?: { error(obj: object, msg: string): void } } = {},
): Promise<Deps> {
  const jobs = openJobQueue(database, jobDefinitions, (jobId) => sendingOnce(deps, jobId), options.log);
  const triage = await createTriage(config, () => deps.clock.now());
  const deps: Deps = {
    config,
    db: database.db,
    dbKind: database.kind,
    clock: options.clock ?? systemClock,
    mail: config.SMTP_URL
      ? (await import('./integrations/mail/smtp')).createSmtpMail(config.SMTP_URL, config.MAIL_FROM)
      : createOutboxMail(database.db),
    sms: config.PORTAL_MODE === 'production' ? (await import('./integrations/sms/http-gateway')).createHttpSms(process.env) : createOutboxSms(database.db),
    jobs,
    printer: createPrinter({ clinic: () => getIdentification(deps), now: () => deps.clock.now() }),
    storage: await createStorage(config),
    eService:
      config.PORTAL_MODE === 'demo'
        ? (await import('./integrations/e-service/local')).createLocalEService({ entityId: config.E_SERVICE_ENTITY_ID, secret: config.E_SERVICE_SIMULATOR_SECRET })
        : null,
    signatures:
      config.PORTAL_MODE === 'demo'
        ? (await import('./integrations/signatures/local')).createLocalSignatures(() => deps.clock.now())
        : await createTrustedSignatures(config),
    his: createHis(config, database.db),
    keptSettings: createKeptSettings({ db: database.db }, config.SETTINGS_CACHE_MS),
    triage: triage.triage,
    triageService: triage.service,
    live: createLiveHub(database, options.log),
    imaging: await createImaging(config, () => deps),
  };
  return deps;
}
