import type { Readable } from 'node:stream';

/*
 * The imaging archive (spec part 2 §2 "Test results with imaging", §3–§5; NOTES.md item 5): where the
 * studies of imaging orders live and the viewer that shows them in the portal's frame. Chosen in compose.ts
 * by IMAGING_ARCHIVE (see README.md):
 * - `local.ts` (default): our own archive. Instances are files of the portal's file storage, indexed by
 *   the test-results module (imaging files sent to the archive, the order's StudyInstanceUID); the
 *   viewer is our page /imaging/viewer, opened with a short-lived signed token.
 * - `dicomweb.ts`: a PACS speaking DICOMweb (STOW-RS to store, QIDO-RS to find, WADO-RS to read) and
 *   its own viewer at a configured address.
 */

/** One instance (a DICOM Part 10 file) handed to the archive. */
export interface ArchiveInstance {
  studyUid: string;
  seriesUid: string;
  sopUid: string;
  size: number;
  /** The bytes, opened when the archive takes them (streamed, never read whole by the portal). */
  open(): Promise<Readable>;
}

export interface ArchivedInstance {
  sopUid: string;
  instanceNumber: number | null;
}

export interface ArchivedSeries {
  seriesUid: string;
  seriesNumber: number | null;
  modality: string | null;
  description: string | null;
  /** In the order of their instance numbers. */
  instances: ArchivedInstance[];
}

export interface ImagingArchive {
  readonly kind: 'local' | 'dicomweb';
  /** The origin of the viewer for the portal's Content-Security-Policy `frame-src`; null when it is the portal's own. */
  readonly viewerOrigin: string | null;
  /** Throws `ImagingArchiveUnavailable` when the archive cannot be reached now. */
  checkAvailable(): Promise<void>;
  /** Stores a study's instances (all of them, or it throws `ImagingArchiveUnavailable`; storing one again is harmless). */
  store(instances: readonly ArchiveInstance[]): Promise<void>;
  /** Whether the archive holds any instance of the study. */
  hasStudy(studyUid: string): Promise<boolean>;
  /** The study's series and instances; empty when the archive holds none. */
  series(studyUid: string): Promise<ArchivedSeries[]>;
  /** One instance's bytes, or null when the archive holds no such instance of the study. */
  openInstance(studyUid: string, sopUid: string): Promise<{ stream: Readable; size: number | null } | null>;
  /**
   * The viewer's address for a study. `portalViewer` is our own viewer page with its token (what the
   * local archive answers); an external archive answers its viewer's address instead.
   */
  viewerUrl(studyUid: string, portalViewer: string): string;
}

/** The archive could not be reached or refused the instances. */
export class ImagingArchiveUnavailable extends Error {
  constructor(reason: string) {
    super(`imaging archive unavailable: ${reason}`);
    this.name = 'ImagingArchiveUnavailable';
  }
}
