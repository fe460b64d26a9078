export * from './allergy-status';
export * from './link-name';
export * from './hub';
export * from './date-range';
export * from './pesel';
export * from './names';
export * from './phone';
export * from './registration';
