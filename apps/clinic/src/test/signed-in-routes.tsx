import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { SIGNED_IN_ROUTE_ID } from '../app/member';
import type { admin } from './fixtures';

/** Pages of the feature under the signed-in route, whose loader gives `member` (useMember). */
export const signedIn = (member: typeof admin, pages: Record<string, ReactElement>): RouteObject[] => [
  { id: SIGNED_IN_ROUTE_ID, loader: () => member, children: Object.entries(pages).map(([path, element]) => ({ path, element })) },
];
