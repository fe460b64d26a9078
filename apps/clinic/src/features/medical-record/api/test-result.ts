import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClinicTestResult } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { recordKeys } from './keys';

/** GET /api/clinic/test-results/{orderId}: one order with its elements (audited). */
export const getTestResult = (orderId: number) => api<ClinicTestResult>(`/clinic/test-results/${orderId}`);

export const testResultQuery = (orderId: number) => queryOptions({ queryKey: recordKeys.result(orderId), queryFn: () => getTestResult(orderId) });
export const useTestResult = (orderId: number) => useQuery(testResultQuery(orderId));
