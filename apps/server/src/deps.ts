import type { Config } from './config';
import type { Db } from './db/client';
import type { MailSender } from './integrations/mail/index';
import type { SmsSender } from './integrations/sms/index';
import type { EServiceSignIn } from './integrations/e-service/index';
import type { LocalIdentityProvider } from './integrations/e-service/local';
import type { Signatures } from './integrations/signatures/index';
import type { ESignature } from './integrations/e-signature/index';
import type { His } from './integrations/his/index';
import type { FileStorage } from './integrations/storage/index';
import type { Triage } from './integrations/triage/index';
import type { LocalTriageService } from './integrations/triage/local';
import type { ImagingArchive } from './integrations/imaging/index';
import type { JobQueue } from './lib/jobs';
import type { Printer } from './lib/printout';
import type { LiveHub } from './lib/live';
import type { ModuleEvents } from './lib/module-events';
import type { KeptSettings } from './modules/settings/kept-settings';

/**
 * The dependencies every module receives, as types only (and the system clock): this file imports no
 * module's code, so any module can stand on it. compose.ts, beside server.ts, builds them.
 */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

/** What every module receives: built once by createDeps (compose.ts), replaceable in tests. */
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
   * Signing portal documents (declarations, consents) through the public e-service and verifying the
   * signed XML (integrations/e-signature): demo mode has the simulator (its page, its CA trusted besides
   * E_SIGNATURE_TRUST_ANCHORS); production has no `service` until an adapter for the real service exists,
   * and trusts E_SIGNATURE_TRUST_ANCHORS.
   */
  eSignature: ESignature;
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
  /**
   * Events between modules (lib/module-events): a module raises one inside its transaction and the
   * modules that declare a handler in their descriptors react in it, without either importing the other.
   */
  events: ModuleEvents;
}
