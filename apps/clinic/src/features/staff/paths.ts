/** The staff management pages (ADMIN), under the router's basename /clinic. */
export const STAFF_PATH = '/staff';
export const NEW_STAFF_PATH = '/staff/new';
export const staffMemberPath = (staffId: number) => `/staff/${staffId}`;
