import type { WebFeature } from '../../app/feature';

/** The account area (/account and its tabs, /ward/confirm): in every installation, in the signed-in lazy area. */
export const feature: WebFeature = { name: 'account', areaPaths: ['/account/*', '/ward/confirm/*'] };
