import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClinicalDocument } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { recordKeys } from './keys';

export type DocumentType = { code: string; name: ClinicalDocument['typeName'] };

/** GET /api/clinic/clinical-document-types: the dictionary of document kinds (visit card, referral, certificate...). */
export const getDocumentTypes = () => api<DocumentType[]>('/clinic/clinical-document-types');

export const documentTypesQuery = queryOptions({ queryKey: recordKeys.documentTypes(), queryFn: getDocumentTypes, staleTime: 10 * 60_000 });
export const useDocumentTypes = () => useQuery(documentTypesQuery);
