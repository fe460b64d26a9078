/** The organisation's pages: units, practitioners and services, each a list, a new one and one by id. */
export const ORGANISATION_PATH = '/organisation';
export const UNITS_PATH = '/organisation/units';
export const PRACTITIONERS_PATH = '/organisation/practitioners';
export const SERVICES_PATH = '/organisation/services';
/** The clinic's partners and their personnel (the administrator's). */
export const PARTNERS_PATH = '/organisation/partners';
export const NEW = 'new';

export const unitPath = (id: number | typeof NEW) => `${UNITS_PATH}/${id}`;
export const practitionerPath = (id: number | typeof NEW) => `${PRACTITIONERS_PATH}/${id}`;
export const servicePath = (id: number | typeof NEW) => `${SERVICES_PATH}/${id}`;
export const partnerPath = (id: number | typeof NEW) => `${PARTNERS_PATH}/${id}`;
