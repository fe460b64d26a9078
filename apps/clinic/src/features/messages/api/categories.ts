import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClinicMessageCategory } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { messageKeys } from './keys';

/** GET /api/clinic/message-categories: every category, inactive ones too, by their order. */
export const getCategories = () => api<ClinicMessageCategory[]>('/clinic/message-categories');

export const categoriesQuery = () => queryOptions({ queryKey: messageKeys.categories(), queryFn: getCategories });

export const useCategories = () => useQuery(categoriesQuery());
