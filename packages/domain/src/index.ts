export * from './allergy-status';
export * from './link-name';
export * from './hub';
export * from './date-range';
