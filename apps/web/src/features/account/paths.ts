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

