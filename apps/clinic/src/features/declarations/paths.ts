/** The declarations queue and register, one declaration, and the practitioners' lists. */
export const DECLARATIONS_PATH = '/declarations';
export const LISTS_PATH = '/declarations/lists';
export const declarationPath = (declarationId: number) => `${DECLARATIONS_PATH}/${declarationId}`;
/** One patient's declarations (the patient card links here by this same address). */
export const patientDeclarationsPath = (patientId: number) => `${DECLARATIONS_PATH}?patientId=${patientId}`;
/** The clinic's patient card (the patients feature's page, named by its address only). */
export const patientCardPath = (patientId: number) => `/patients/${patientId}`;
/** The accepted declarations already exported to the NFZ, as the server's CSV file (a download, not a page; no marking). */
export const exportedCsvUrl = '/api/clinic/declarations/export?stateExport=A';
