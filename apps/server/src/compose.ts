import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { Clock, Deps } from './deps';
import { systemClock } from './deps';
import { createOutboxMail } from './integrations/mail/local';
import { createOutboxSms } from './integrations/sms/local';
import type { Signatures } from './integrations/signatures/index';
import { certificatesOfPem, xadesVerifier, type ESignature } from './integrations/e-signature/index';
import type { His } from './integrations/his/index';
import { portalHis } from './integrations/his/portal';
import type { FileStorage } from './integrations/storage/index';
import { createLocalStorage } from './integrations/storage/local';
import type { Triage } from './integrations/triage/index';
import { createLocalTriage, type LocalTriageService } from './integrations/triage/local';
import type { ImagingArchive } from './integrations/imaging/index';
import { createLocalImagingArchive } from './integrations/imaging/local';
import { localArchiveIndex } from './modules/test-results/core/imaging-viewer-service';
import { jobDefinitions } from './jobs';
import { openJobQueue } from './lib/jobs';
import { sendingOnce } from './lib/send-once';
import { createPrinter } from './lib/printout';
import { createLiveHub } from './lib/live';
import { createModuleEvents } from './lib/module-events';
import { modules } from './modules/index';
import { serverSecret } from './lib/secrets';
import { createKeptSettings, getIdentification } from './modules/settings/settings-service';

/**
 * The composition root: builds the Deps (deps.ts) the modules receive, choosing each integration by
 * configuration. The only file below server.ts that imports modules to wire them, so no module ever
 * imports it (the modules stand on deps.ts, which imports none of them).
 */

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

/**
 * Signing through the public e-service: the simulator in demo mode (loaded only then), trusting its own
 * CA and E_SIGNATURE_TRUST_ANCHORS; in production no signing service until an adapter exists
 * (integrations/e-signature/README.md: starting a signing answers the page's error address), and the
 * verifier trusting E_SIGNATURE_TRUST_ANCHORS (none when unset).
 */
async function createESignature(config: Config, now: () => Date): Promise<ESignature> {
  const anchors = certificatesOfPem(config.E_SIGNATURE_TRUST_ANCHORS ? await readFile(config.E_SIGNATURE_TRUST_ANCHORS, 'utf8') : '');
  if (config.PORTAL_MODE === 'demo') return (await import('./integrations/e-signature/local')).createLocalESignature({ now, trustAnchors: anchors });
  return { service: null, verifier: xadesVerifier(() => anchors), simulator: null };
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
 * e-service and its document signing; the file storage (an object store when S3_BUCKET is set, else FILES_DIR, by default `files` in the data dir);
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
    eSignature: await createESignature(config, () => deps.clock.now()),
    his: createHis(config, database.db),
    keptSettings: createKeptSettings({ db: database.db }, config.SETTINGS_CACHE_MS),
    triage: triage.triage,
    triageService: triage.service,
    live: createLiveHub(database, options.log),
    imaging: await createImaging(config, () => deps),
    events: createModuleEvents(modules.flatMap((m) => (m.handles ? [m.handles] : [])), () => deps),
  };
  return deps;
}
