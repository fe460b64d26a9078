import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { StaffRoleName } from '@portal/contracts';
import type { FileOf, Namespace, Resources } from '../i18n/resources';

/**
 * A menu label: a key of `nav` in the layout texts, from the feature's own `i18n/<language>/<name>-menu.json`
 * (added to `LayoutFiles` in its feature.ts), which the layout has in every language from the start (i18n/menu-texts.ts).
 */
export type NavLabel = `nav.${keyof Resources['layout']['nav'] & string}`;

/**
 * A part of a feature in the signed-in area: its routes (paths under /clinic, pages lazy) open to the
 * roles listed (a member without any of them sees "no access"; the server refuses the calls anyway);
 * with `nav` it has an entry in the menu for the same roles.
 */
export interface ConsoleArea {
  /**
   * Its place in the console, across every feature: the menu lists its entries by `order`, and the
   * signed-in routes follow the same order. Explicit, because features are collected from their folders
   * (whose alphabetical order says nothing); numbers go in tens so a new one fits between two.
   */
  order: number;
  routes: RouteObject[];
  roles: readonly StaffRoleName[];
  /** `badge`: a count beside the menu entry (shown once per tab, inside a Suspense: may be lazy). */
  nav?: { path: string; label: NavLabel; icon?: ComponentType<{ size?: number | string }>; badge?: ComponentType };
}

/**
 * What a feature folder (`features/<name>/feature.ts`, export `feature`) brings to the console;
 * app/features.ts collects every one. It is in the entry chunk (the route table is), so it names only
 * light things: paths, route objects whose pages are `lazy`, a lazy badge.
 */
export interface ConsoleFeature {
  /** The folder's name (features/<name>/). */
  name: string;
  /** Its parts in the signed-in area (a feature may open parts to different roles). */
  areas: readonly ConsoleArea[];
  /** Pages outside the signed-in area, in the public frame (the sign-in). */
  publicRoutes?: RouteObject[];
}

/**
 * The text namespaces a feature owns and the files each is merged from, all in its `i18n/<language>/`,
 * and its menu file in the shared `layout`: feature.ts exports them as `texts`, beside the Polish files'
 * types it adds to `ConsoleTexts` (its menu file's to `LayoutFiles`, i18n/resources.ts). Apart from
 * `feature`, so the entry does not carry them: the test setup and the texts test read them
 * (i18n/resources.ts `namespaceFiles`); the app loads files by name.
 */
export type FeatureTexts = { [NS in Namespace]?: readonly FileOf<NS>[] };

/**
 * Every role of the clinic's own staff (contracts' staffRoleValues, written out so the entry does not
 * carry the contracts: the type check below fails when a role is added there and not here). PARTNER, a
 * partner organisation's staff member, is not one of them: only the partner-documents feature names it.
 */
export const everyone = ['ADMIN', 'REGISTRAR', 'DOCTOR', 'NURSE', 'MIDWIFE'] as const satisfies readonly StaffRoleName[];
type MissingRole = Exclude<StaffRoleName, (typeof everyone)[number] | 'PARTNER'>;
const allRolesListed: [MissingRole] extends [never] ? true : MissingRole = true;
void allRolesListed;

/** Whether a member with `roles` may open an area. */
export const allows = (area: Pick<ConsoleArea, 'roles'>, roles: readonly StaffRoleName[]) => area.roles.some((r) => roles.includes(r));
