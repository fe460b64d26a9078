import type { ClinicDeclaration, declarationDecisions, Page } from '@portal/contracts';
import type { DeclarationExportState, DeclarationState, DeclarationType } from '@portal/domain';
import { api } from '@portal/ui/api';
import { usePagedQuery } from '@portal/ui/lists';
import { declarationKeys } from './keys';

export const DECLARATIONS_PAGE_SIZE = 20;
export type DeclarationDecision = (typeof declarationDecisions)[number];

/** The list's filters (contracts' clinicDeclarationsQuerySchema without the page); `search`: part of a last name or a PESEL. */
export interface DeclarationFilters {
  decision?: DeclarationDecision;
  state?: DeclarationState;
  type?: DeclarationType;
  employeeId?: number;
  patientId?: number;
  stateExport?: DeclarationExportState;
  search?: string;
}

/** GET /api/clinic/declarations: the queue and register, newest first, filtered (each patient listed is written to the read audit). */
export const getDeclarations = (filters: DeclarationFilters, pageIndex: number) =>
  api<Page<ClinicDeclaration>>('/clinic/declarations', { query: { ...filters, pageIndex, pageSize: DECLARATIONS_PAGE_SIZE } });

export const useDeclarations = (filters: DeclarationFilters) =>
  usePagedQuery<ClinicDeclaration>({ queryKey: declarationKeys.list(filters), fetchPage: (pageIndex) => getDeclarations(filters, pageIndex) });
