/** The tabs of /account in the spec's order: account, my data, wards, children, wardens, parents. */
export const accountTabs = [
  { key: 'account', path: '/account' },
  { key: 'mydata', path: '/account/mydata' },
  { key: 'ward', path: '/account/ward' },
  { key: 'child', path: '/account/child' },
  { key: 'warden', path: '/account/warden' },
  { key: 'parent', path: '/account/parent' },
] as const;
export type AccountTabKey = (typeof accountTabs)[number]['key'];


/** The new-profile form of a role (spec part 1 §2 /account/registration?patientRole). */
export const profileRegistrationPath = (role: 'PATIENT' | 'WARD' | 'CHILD') => `/account/registration?patientRole=${role}`;
