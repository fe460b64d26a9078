export * from './accounts';
export * from './patients';
export * from './settings';
export * from './allergies';
export * from './outbox';
