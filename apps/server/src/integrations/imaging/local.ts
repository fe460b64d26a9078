import type { Readable } from 'node:stream';
import { readDicomHeader } from './dicom';
import { ImagingArchiveUnavailable, type ArchivedSeries, type ImagingArchive } from './index';

/**
 * Where the local archive finds a study's instances: the test-results module's index (imaging files sent
 * to the archive with their UIDs, whose bytes are files of the portal's storage). No table of its own.
 */
export interface LocalArchiveIndex {
  instances(studyUid: string): Promise<Array<{ seriesUid: string; sopUid: string; open(): Promise<{ stream: Readable; size: number } | null> }>>;
  /** Whether the stored bytes of these instances are there (what "storing" them in the local archive checks). */
  present(sopUids: readonly string[]): Promise<boolean>;
}

/**
 * Our own archive (IMAGING_ARCHIVE=local): the instances are the portal's stored files, content-addressed
 * in the file storage (integrations/storage), and the index is the test-results module's. Storing a study
 * means its bytes are in the storage (they were kept at upload); the module then marks the files sent,
 * which puts them into the index. The viewer is the portal's own page.
 */
export function createLocalImagingArchive(index: () => LocalArchiveIndex): ImagingArchive {
  return {
    kind: 'local',
    viewerOrigin: null,
    async checkAvailable() {},
    async store(instances) {
      if (!(await index().present(instances.map((i) => i.sopUid)))) throw new ImagingArchiveUnavailable('an instance has no stored bytes');
    },
    async hasStudy(studyUid) {
      return (await index().instances(studyUid)).length > 0;
    },
    async series(studyUid) {
      const bySeries = new Map<string, ArchivedSeries>();
      for (const instance of await index().instances(studyUid)) {
        const opened = await instance.open();
        const header = opened ? await readDicomHeader(opened.stream) : null;
        let series = bySeries.get(instance.seriesUid);
        if (!series) {
          series = { seriesUid: instance.seriesUid, seriesNumber: header?.seriesNumber ?? null, modality: header?.modality ?? null, description: header?.seriesDescription ?? null, instances: [] };
          bySeries.set(instance.seriesUid, series);
        }
        series.instances.push({ sopUid: instance.sopUid, instanceNumber: header?.instanceNumber ?? null });
      }
      const list = [...bySeries.values()];
      for (const s of list) s.instances.sort((a, b) => (a.instanceNumber ?? 0) - (b.instanceNumber ?? 0));
      return list.sort((a, b) => (a.seriesNumber ?? 0) - (b.seriesNumber ?? 0));
    },
    async openInstance(studyUid, sopUid) {
      const instance = (await index().instances(studyUid)).find((i) => i.sopUid === sopUid);
      return instance ? instance.open() : null;
    },
    viewerUrl: (_studyUid, portalViewer) => portalViewer,
  };
}
