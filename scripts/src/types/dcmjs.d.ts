/** The part of dcmjs (no types of its own) that scripts/make-demo-dicom.ts uses to write DICOM Part 10 files. */
declare module 'dcmjs' {
  type Dataset = Record<string, unknown>;
  interface DicomDictConstructor {
    new (meta: Dataset): { dict: Dataset; write(options?: Record<string, unknown>): ArrayBuffer };
  }
  const dcmjs: {
    data: {
      DicomDict: DicomDictConstructor;
      DicomMetaDictionary: { denaturalizeDataset(dataset: Dataset): Dataset; uid(): string };
    };
  };
  export default dcmjs;
}
