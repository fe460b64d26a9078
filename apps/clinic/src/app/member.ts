import { useRouteLoaderData } from 'react-router';
import type { ClinicMember } from '../features/auth/api/me';

/** The signed-in area's route: its loader's data is the member. */
export const SIGNED_IN_ROUTE_ID = 'signed-in';

/** The signed-in member (the signed-in area's loader read it). */
export const useMember = () => useRouteLoaderData(SIGNED_IN_ROUTE_ID) as ClinicMember;
