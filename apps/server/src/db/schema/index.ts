export * from './accounts';
export * from './patients';
export * from './settings';
export * from './allergies';
export * from './dictionaries';
export * from './outbox';
export * from './verifications';
export * from './notifications';
