export { z } from './zod-pl';
export * from './errors';
export * from './common';
export * from './accounts';
export * from './patients';
export * from './settings';
export * from './allergies';
export * from './dev';
