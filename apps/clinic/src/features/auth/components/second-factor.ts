// The steps after the password (code, enrolment, recovery codes): one chunk, loaded while the password is sent.
export { CodeStep } from './code-step';
export { EnrolStep } from './enrol-step';
export { RecoveryCodesStep } from './recovery-codes-step';
